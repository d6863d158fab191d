// In-page steps, run through page.evaluate: act (click a link, type a search),
// then wait for a list table that was not on screen before to be loaded.
// Timings are performance.now() differences inside the page.

/**
 * Clicks the first element matching `selector` (shadow roots pierced), or goes
 * to `hash`, and waits for a loaded list table that was not on screen before.
 */
export function actAndWaitForList(page, { selector, hash }, timeoutMs = 10_000) {
  return page.evaluate(
    async ({ selector, hash, timeoutMs }) => {
      const probe = window.__bench;
      const loadedTables = () => probe.deepQueryAll('table:not([aria-busy="true"])').filter((table) => table.getBoundingClientRect().height > 0);
      const before = new Set(loadedTables());
      const link = selector ? probe.deepQueryAll(selector)[0] : undefined;
      if (selector && !link) throw new Error(`nothing matches ${selector}`);
      const started = performance.now();
      if (link) link.click();
      else window.location.hash = hash;
      const ended = await probe.whenFrame(() => loadedTables().some((table) => !before.has(table)), timeoutMs);
      return ended - started;
    },
    { selector, hash, timeoutMs },
  );
}

export function clickAndWaitForList(page, selector, timeoutMs) {
  return actAndWaitForList(page, { selector }, timeoutMs);
}

/** Clicks the first match and waits for the loaded list's first row to be another one (a page change). */
export function clickAndWaitForOtherRows(page, selector, timeoutMs = 10_000) {
  return page.evaluate(
    async ({ target, timeoutMs }) => {
      const probe = window.__bench;
      const firstRow = () => probe.deepQueryAll('table:not([aria-busy="true"]) tbody tr[data-row-id]')[0]?.getAttribute('data-row-id');
      const before = firstRow();
      const control = probe.deepQueryAll(target)[0];
      if (!control) throw new Error(`nothing matches ${target}`);
      const started = performance.now();
      control.click();
      const ended = await probe.whenFrame(() => {
        const now = firstRow();
        return Boolean(now) && now !== before;
      }, timeoutMs);
      return ended - started;
    },
    { target: selector, timeoutMs },
  );
}
