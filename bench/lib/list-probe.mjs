// In-page steps, run through page.evaluate: act (click a link, type a search),
// then wait for a list table that was not on screen before to be loaded.
// Timings are performance.now() differences inside the page.

/** Clicks the first element matching `selector` (shadow roots pierced) and waits for a new loaded list. */
export function clickAndWaitForList(page, selector, timeoutMs = 10_000) {
  return page.evaluate(async ({ target, timeoutMs }) => {
    const probe = window.__bench;
    const loadedTables = () => probe.deepQueryAll('table:not([aria-busy="true"])').filter((table) => table.getBoundingClientRect().height > 0);
    const before = new Set(loadedTables());
    const link = probe.deepQueryAll(target)[0];
    if (!link) throw new Error(`nothing matches ${target}`);
    const started = performance.now();
    link.click();
    const ended = await probe.whenFrame(() => loadedTables().some((table) => !before.has(table)), timeoutMs);
    return ended - started;
  }, { target: selector, timeoutMs });
}
