// Figure 5, on the large seed (20,000 assets, 5,000 permissions): the asset
// tree's first paint and the expansion of a node of 2,000 assets; an asset
// list page change; the asset-permission list.
import { launch, newPage } from '../lib/browser.mjs';
import { actAndWaitForList, clickAndWaitForOtherRows } from '../lib/list-probe.mjs';
import { medianOf } from '../lib/stats.mjs';

const ASSETS = '#/console/assets/assets';
const PERMISSIONS = '#/console/perms/asset-permissions';

/** First paint of the tree, then the expansion of its largest node, timed in the page. */
function treeTimes(page) {
  return page.evaluate(async () => {
    const probe = window.__bench;
    const treeItems = () => probe.deepQueryAll('[role=tree] [role=treeitem]').filter((item) => item.getBoundingClientRect().height > 0);
    const painted = await probe.whenFrame(() => treeItems().length > 0, 20_000);
    const collapsed = probe.deepQueryAll('[role=treeitem][aria-expanded="false"]');
    const biggest = collapsed.sort((a, b) => Number(/\((\d+)\)/.exec(b.textContent)?.[1] ?? 0) - Number(/\((\d+)\)/.exec(a.textContent)?.[1] ?? 0))[0];
    if (!biggest) return { painted, expanded: Number.NaN };
    const before = treeItems().length;
    const started = performance.now();
    biggest.click();
    const ended = await probe.whenFrame(() => biggest.getAttribute('aria-expanded') === 'true' && treeItems().length > before, 20_000);
    return { painted, expanded: ended - started };
  });
}

export async function scaleFigures({ stack, storageState, runs }) {
  // What is not on screen in the first run is not waited for again.
  const present = { tree: true, list: true, permissions: true };
  const result = await medianOf(runs, async () => {
    const browser = await launch();
    try {
      const { page } = await newPage(browser, { storageState });
      await page.goto(`${stack.url}${ASSETS}`);
      const tree = present.tree ? await treeTimes(page).catch(() => ({ painted: Number.NaN, expanded: Number.NaN })) : { painted: Number.NaN, expanded: Number.NaN };
      present.tree = Number.isFinite(tree.painted);
      let pageChange = Number.NaN;
      if (present.list) {
        await page.evaluate(() => window.__bench.whenFrame(() => window.__bench.visibleRows() > 0, 20_000)).catch(() => undefined);
        pageChange = await clickAndWaitForOtherRows(page, 'button[aria-label="Next page"]').catch(() => Number.NaN);
        present.list = Number.isFinite(pageChange);
      }
      const permissions = present.permissions ? await actAndWaitForList(page, { hash: PERMISSIONS }, 20_000).catch(() => Number.NaN) : Number.NaN;
      present.permissions = Number.isFinite(permissions);
      return { treePaint: tree.painted, treeExpand: tree.expanded, pageChange, permissions };
    } finally {
      await browser.close();
    }
  });
  const missing = (value, what) => (Number.isFinite(value) ? undefined : `${what} is not on screen yet`);
  return [
    { id: 'scale.treePaint', label: 'Asset tree first paint (20,000 assets)', value: result.treePaint, unit: 'ms', note: missing(result.treePaint, 'the asset tree') },
    { id: 'scale.treeExpand', label: 'Expand the largest node of the asset tree', value: result.treeExpand, unit: 'ms', note: missing(result.treeExpand, 'an expandable node') },
    { id: 'scale.assetPageChange', label: 'Asset list page change (20,000 assets)', value: result.pageChange, unit: 'ms', note: missing(result.pageChange, 'the asset list') },
    {
      id: 'scale.permissionList',
      label: 'Asset-permission list (5,000 permissions)',
      value: result.permissions,
      unit: 'ms',
      note: missing(result.permissions, 'the asset-permission list'),
    },
  ];
}
