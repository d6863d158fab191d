// GET /api/v1/assets/nodes/category/tree/ (CategoryTreeApi, AllTypes.get_tree_nodes):
// the type tree, ROOT → category → type → platform, each named with its count of
// assets (or accounts with count_resource=account) in the current organization;
// with ?key=<platform id>&assets=1, that platform's assets.
import { ROOT_ORG_ID } from '../orgs/builtin.mjs';
import { ASSET_TYPES, CATEGORIES } from './categories.mjs';

/** The organization's condition on a table aliased `a`, as the org-scoped querysets filter it. */
const inOrg = (ctx) => (ctx.org.id === ROOT_ORG_ID ? { sql: '1', args: [] } : { sql: 'a.org_id = ?', args: [ctx.org.id] });

/** A choice as a tree node: its id is the parent's joined to the enum member's name (`ROOT_HOST_LINUX`). */
const choiceNode = (value, label, pId, count, meta, open) => ({
  id: `${pId}_${value.toUpperCase()}`,
  name: `${label}(${count})`,
  title: label,
  pId,
  open,
  isParent: true,
  meta,
});

/** @param {any} ctx */
export function categoryTree(ctx) {
  const includeAssets = ctx.query.get('assets') === '1';
  const key = ctx.query.get('key');
  if (key) return includeAssets ? platformAssets(ctx, key) : [];
  const { db } = ctx.services;
  const org = inOrg(ctx);
  const counted =
    ctx.query.get('count_resource') === 'account'
      ? `SELECT a.platform_id AS platform, COUNT(*) AS n FROM accounts c JOIN assets a ON a.id = c.asset_id WHERE ${org.sql} GROUP BY a.platform_id`
      : `SELECT a.platform_id AS platform, COUNT(*) AS n FROM assets a WHERE ${org.sql} GROUP BY a.platform_id`;
  const perPlatform = new Map(db.all(counted, ...org.args).map((row) => [row.platform, row.n]));
  const platforms = db.all('SELECT id, name, category, type FROM platforms ORDER BY name');
  const count = (matches) => platforms.filter(matches).reduce((sum, platform) => sum + (perPlatform.get(platform.id) ?? 0), 0);
  /** @type {Array<Record<string, unknown>>} */
  const nodes = [{ id: 'ROOT', name: ctx.t('All types'), title: ctx.t('All types'), open: true, isParent: true }];
  for (const [category, label] of CATEGORIES) {
    const categoryNode = choiceNode(
      category,
      ctx.t(label),
      'ROOT',
      count((p) => p.category === category),
      { type: 'category', category, _type: category },
      true,
    );
    nodes.push(categoryNode);
    for (const type of ASSET_TYPES.filter((item) => item.category === category)) {
      const own = platforms.filter((p) => p.category === category && p.type === type.value);
      const typeNode = choiceNode(
        type.value,
        ctx.t(type.label),
        categoryNode.id,
        count((p) => own.includes(p)),
        { type: 'type', category, _type: type.value },
        false,
      );
      typeNode.isParent = own.length > 0;
      nodes.push(typeNode);
      for (const platform of own) {
        const name = `${platform.name}(${perPlatform.get(platform.id) ?? 0})`;
        nodes.push({ id: String(platform.id), name, title: platform.name, pId: typeNode.id, isParent: includeAssets, meta: { type: 'platform' } });
      }
    }
  }
  return nodes;
}

/** A platform's assets as leaves (AllTypes.asset_to_node). */
function platformAssets(ctx, key) {
  const { db } = ctx.services;
  const platform = /^\d+$/.test(key) ? db.get('SELECT id, type FROM platforms WHERE id = ?', Number(key)) : undefined;
  if (!platform) return [];
  const org = inOrg(ctx);
  const assets = db.all(
    `SELECT a.id, a.name, a.address, a.comment, a.type, a.is_active, a.org_id FROM assets a WHERE a.platform_id = ? AND ${org.sql} ORDER BY a.name`,
    platform.id,
    ...org.args,
  );
  return assets.map((asset) => ({
    id: asset.id,
    name: asset.name,
    title: `${asset.address}\n${asset.comment ?? ''}`,
    pId: key,
    isParent: false,
    open: false,
    iconSkin: asset.type,
    chkDisabled: !asset.is_active,
    meta: { type: 'platform', data: { platform_type: platform.type, org_name: ctx.orgName(asset.org_id), name: asset.name, address: asset.address } },
  }));
}
