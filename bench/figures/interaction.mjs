// Figure 4: typing a search term to the filtered rows on screen; opening the
// create form of a host (metadata cold, then warm); opening the site-message drawer.
import { launch, newPage } from '../lib/browser.mjs';
import { medianOf } from '../lib/stats.mjs';
import { USERS_LIST } from './size.mjs';

const HOST_CREATE = '#/console/assets/hosts/create';

async function search(page) {
  const box = page.getByRole('combobox', { name: 'Search' }).first();
  await box.fill('adm');
  const started = await page.evaluate(() => performance.now());
  await box.press('Enter');
  const ended = await page.evaluate(() =>
    window.__bench.whenFrame(() => {
      const rows = window.__bench.deepQueryAll('table:not([aria-busy="true"]) tbody tr[data-row-id]');
      return rows.length > 0 && rows.every((row) => /adm/i.test(row.textContent ?? ''));
    }),
  );
  return ended - started;
}

/** From the hash change to a form with fields on screen. */
function openForm(page, hash) {
  return page.evaluate(async (target) => {
    const probe = window.__bench;
    const started = performance.now();
    window.location.hash = target;
    const ended = await probe.whenFrame(() => probe.deepQueryAll('form input, form select').some((field) => field.getBoundingClientRect().height > 0), 15_000);
    return ended - started;
  }, hash);
}

function openDrawer(page) {
  return page.evaluate(async () => {
    const probe = window.__bench;
    const bell = probe.deepQueryAll('button[aria-label^="Site messages"]')[0];
    const started = performance.now();
    bell.click();
    const ended = await probe.whenFrame(() =>
      probe.deepQueryAll('dialog[open]').some((dialog) => dialog.getBoundingClientRect().width > 0 && !dialog.querySelector('[aria-busy="true"]')),
    );
    return ended - started;
  });
}

export async function interactionFigures({ stack, storageState, runs }) {
  // A screen that is not there fails once, not once per run.
  let hostForm = true;
  const result = await medianOf(runs, async () => {
    const browser = await launch();
    try {
      const { page } = await newPage(browser, { storageState });
      await page.goto(`${stack.url}${USERS_LIST}`);
      await page.evaluate(() => window.__bench.whenFrame(() => window.__bench.visibleRows() > 0));
      const searchMs = await search(page);
      const drawerMs = await openDrawer(page);
      await page.keyboard.press('Escape');
      const formCold = hostForm ? await openForm(page, HOST_CREATE).catch(() => Number.NaN) : Number.NaN;
      hostForm = Number.isFinite(formCold);
      await page.evaluate((users) => (window.location.hash = users), USERS_LIST);
      await page.waitForTimeout(300);
      const formWarm = hostForm ? await openForm(page, HOST_CREATE).catch(() => Number.NaN) : Number.NaN;
      return { searchMs, drawerMs, formCold, formWarm };
    } finally {
      await browser.close();
    }
  });
  const formNote = Number.isFinite(result.formCold) ? undefined : 'the host create screen shows no form yet';
  return [
    { id: 'interaction.search', label: 'Search term (Enter) to filtered rows on screen', value: result.searchMs, unit: 'ms', note: 'includes the 400 ms emit delay of the spec' },
    { id: 'interaction.hostFormCold', label: 'Open the host create form, metadata cold', value: result.formCold, unit: 'ms', note: formNote },
    { id: 'interaction.hostFormWarm', label: 'Open the host create form, metadata warm', value: result.formWarm, unit: 'ms', note: formNote },
    { id: 'interaction.drawer', label: 'Open the site-message drawer', value: result.drawerMs, unit: 'ms' },
  ];
}
