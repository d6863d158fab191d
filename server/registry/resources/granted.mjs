// What a user may reach (the workbench's "my assets"): assets granted by valid
// asset permissions, directly or through nodes, to the user or their groups.
import { notFound } from '../../http/errors.mjs';
import { ROOT_ORG_ID } from '../../orgs/builtin.mjs';
import { nowIso } from '../../util/time.mjs';
import { defineResource } from '../define.mjs';
import { asset } from './assets.mjs';
import { ACTION_BITS } from './perms.mjs';
import { resourceMetadata } from '../metadata.mjs';
import { buildWhere } from '../query.mjs';
import { readList } from '../read.mjs';

/**
 * Who the assets are granted to, from the route: the signed-in user
 * (`users/self`), another user (`users/<id>`: directly or through their
 * groups) or a user group (`user-groups/<id>`).
 */
function granteeOf(ctx) {
  if (ctx.params.group) return { sql: 'EXISTS (SELECT 1 FROM asset_permissions__user_groups g WHERE g.src = p.id AND g.dst = ?)', args: [ctx.params.group] };
  const userId = !ctx.params.user || ctx.params.user === 'self' ? ctx.user.id : ctx.params.user;
  return {
    sql: `(EXISTS (SELECT 1 FROM asset_permissions__users u WHERE u.src = p.id AND u.dst = ?)
       OR EXISTS (SELECT 1 FROM asset_permissions__user_groups g JOIN users__groups ug ON ug.dst = g.dst WHERE g.src = p.id AND ug.src = ?))`,
    args: [userId, userId],
  };
}

/** Condition on assets (alias t): granted by valid permissions of the request's organization to the route's grantee. */
export function grantedAssets(ctx) {
  const now = nowIso();
  const grantee = granteeOf(ctx);
  const valid = `p.is_active = 1 AND p.date_expired > ? AND (p.date_start IS NULL OR p.date_start <= ?) AND ${grantee.sql}`;
  const validArgs = [now, now, ...grantee.args];
  return {
    sql: `t.id IN (
      SELECT pa.dst FROM asset_permissions__assets pa JOIN asset_permissions p ON p.id = pa.src WHERE ${valid}
      UNION
      SELECT l.src FROM asset_permissions__nodes pn JOIN asset_permissions p ON p.id = pn.src JOIN nodes granted ON granted.id = pn.dst
        JOIN nodes n ON n.org_id = granted.org_id AND (n.key = granted.key OR n.key LIKE granted.key || ':%')
        JOIN assets__nodes l ON l.dst = n.id
      WHERE ${valid})`,
    args: [...validArgs, ...validArgs],
  };
}

/** The nodes holding granted assets, with their ancestors, as zTree nodes carrying granted counts. */
function grantedTree(ctx) {
  const { db } = ctx.services;
  const granted = grantedAssets(ctx);
  const orgClause = ctx.org.id === ROOT_ORG_ID ? '' : ' AND t.org_id = ?';
  const orgArgs = orgClause ? [ctx.org.id] : [];
  const counts = db.all(
    `SELECT n.id, n.key, n.value, n.org_id, COUNT(*) AS amount FROM assets t JOIN assets__nodes l ON l.src = t.id JOIN nodes n ON n.id = l.dst
     WHERE ${granted.sql}${orgClause} GROUP BY n.id`,
    ...granted.args,
    ...orgArgs,
  );
  const keys = new Map();
  for (const node of counts) {
    const parts = node.key.split(':');
    for (let length = 1; length <= parts.length; length += 1) {
      const key = `${node.org_id}|${parts.slice(0, length).join(':')}`;
      keys.set(key, (keys.get(key) ?? 0) + node.amount);
    }
  }
  if (!keys.size) return [];
  const nodes = db.all(
    "SELECT id, key, value, org_id FROM nodes WHERE (org_id || '|' || key) IN (SELECT value FROM json_each(?)) ORDER BY org_id, key",
    JSON.stringify([...keys.keys()]),
  );
  return nodes.map((node) => ({
    id: node.id,
    name: `${node.value} (${keys.get(`${node.org_id}|${node.key}`)})`,
    title: node.value,
    pId: node.key.includes(':') ? (nodes.find((other) => other.org_id === node.org_id && other.key === node.key.split(':').slice(0, -1).join(':'))?.id ?? '') : '',
    isParent: true,
    open: !node.key.includes(':'),
    meta: { type: 'node', data: { id: node.id, key: node.key, value: node.value, assets_amount: keys.get(`${node.org_id}|${node.key}`) } },
  }));
}

/** Assets as zTree nodes under `pId` (SerializeToTreeNodeMixin.serialize_assets). */
function assetTreeNodes(ctx, assets, pId) {
  return assets.map((asset) => ({
    id: asset.id,
    name: asset.name,
    title: `${asset.address}\n${asset.comment ?? ''}`,
    pId,
    isParent: false,
    open: false,
    // The icon is the asset's type, but for custom ones (get_icon).
    iconSkin: asset.type && asset.type !== 'custom' ? asset.type : 'file',
    chkDisabled: !asset.is_active,
    meta: {
      type: 'asset',
      data: {
        platform_type: asset.platform_type ?? '',
        org_name: ctx.orgName(asset.org_id),
        sftp: JSON.parse(asset.protocols ?? '[]').some((protocol) => protocol.name === 'sftp'),
        name: asset.name,
        address: asset.address,
      },
    },
  }));
}

/**
 * GET nodes/children-with-assets/tree/ (?key= or ?id= a node): the granted children of the node and the granted
 * assets directly in it. Without a node: the top granted nodes, and when there is one, it unfolded (its children
 * and its own assets).
 */
function grantedChildrenWithAssets(ctx) {
  const nodes = grantedTree(ctx);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const key =
    ctx.query.get('key') ??
    (ctx.query.get('id') ? (byId.get(ctx.query.get('id'))?.meta.data.key ?? ctx.services.db.get('SELECT key FROM nodes WHERE id = ?', ctx.query.get('id'))?.key) : undefined);
  let shown;
  let unfolded;
  if (key === undefined || key === null) {
    const top = nodes.filter((node) => !node.pId);
    unfolded = top.length === 1 ? top[0] : null;
    shown = unfolded ? [...top, ...nodes.filter((node) => node.pId === unfolded.id)] : top;
  } else {
    unfolded = nodes.find((node) => node.meta.data.key === key) ?? null;
    shown = unfolded ? nodes.filter((node) => node.pId === unfolded.id) : [];
  }
  if (!unfolded) return shown;
  const granted = grantedAssets(ctx);
  const assets = ctx.services.db.all(
    `SELECT t.*, p.type AS platform_type FROM assets t LEFT JOIN platforms p ON p.id = t.platform_id
     WHERE ${granted.sql} AND t.id IN (SELECT src FROM assets__nodes WHERE dst = ?) ORDER BY t.name`,
    ...granted.args,
    unfolded.id,
  );
  return [...shown, ...assetTreeNodes(ctx, assets, unfolded.id)];
}

/** Searching names, addresses and comments may match most assets: a tree shows this many at most (AssetTreeMixin). */
const TREE_SEARCH_LIMIT = 999;

/**
 * GET assets/tree/ (UserAllPermedAssetsAsTreeApi): the granted assets themselves as zTree nodes without a parent,
 * by name, searched and filtered as the granted asset list is.
 */
function grantedAssetTree(ctx) {
  const where = buildWhere(myasset, ctx);
  const limit = ctx.query.get('search') ? ` LIMIT ${TREE_SEARCH_LIMIT}` : '';
  const assets = ctx.services.db.all(
    `SELECT t.*, p.type AS platform_type FROM assets t LEFT JOIN platforms p ON p.id = t.platform_id ${where.sql} ORDER BY t.name${limit}`,
    ...where.args,
  );
  return assetTreeNodes(ctx, assets, '');
}

/** The assets granted to a grantee, as a list of its own (`<base>assets/`) with the asset's fields. */
function grantedResource({ name, model, url, label, perm }) {
  return defineResource({
    name,
    app: 'perms',
    model,
    url,
    label,
    table: 'assets',
    org: true,
    methods: ['GET'],
    perms: { view: perm, add: null, change: null, delete: null },
    where: grantedAssets,
    search: asset.search,
    fields: Object.fromEntries(Object.entries(asset.fields).filter(([name]) => !['id', 'org_id', 'org_name'].includes(name))),
    filters: asset.filters,
  });
}

export const myasset = grantedResource({ name: 'myasset', model: 'myassets', url: 'perms/users/self/assets', label: 'My asset', perm: 'perms.view_myassets' });
myasset.actions = [{ method: 'GET', path: 'tree/', perm: 'perms.view_myassets', handler: grantedAssetTree }];
/** What another user may reach (a user's detail page), directly or through their groups. */
export const userasset = grantedResource({ name: 'userasset', model: 'userassets', url: 'perms/users/:user/assets', label: 'User granted asset', perm: 'perms.view_userassets' });
/** What a user group's members may reach through the group. */
export const usergroupasset = grantedResource({
  name: 'usergroupasset',
  model: 'usergroupassets',
  url: 'perms/user-groups/:group/assets',
  label: 'User group granted asset',
  perm: 'perms.view_usergroupassets',
});

/** The granted node tree and a node's granted assets (a page when asked for one), for each kind of grantee. */
export function registerGrantedRoutes(router) {
  for (const [resource, base] of /** @type {const} */ ([
    [myasset, '/api/v1/perms/users/self/nodes/'],
    [userasset, '/api/v1/perms/users/:user/nodes/'],
    [usergroupasset, '/api/v1/perms/user-groups/:group/nodes/'],
  ])) {
    const options = { perm: resource.perms.view, name: `${resource.label} nodes` };
    router.add('GET', base, (ctx) => grantedTree(ctx).map((node) => node.meta.data), options);
    router.add('GET', `${base}children/tree/`, grantedTree, options);
    router.add('GET', `${base}children-with-assets/tree/`, grantedChildrenWithAssets, options);
    router.add(
      'GET',
      `${base}:node/assets/`,
      (ctx) => {
        const query = new URLSearchParams(ctx.query);
        query.set('node', ctx.params.node);
        return readList(resource, ctx.with({ query }));
      },
      options,
    );
    // Described like the grantee's asset list, as DRF describes any list view.
    router.add('OPTIONS', `${base}:node/assets/`, (ctx) => resourceMetadata(resource, ctx, { detail: false, allowed: (method) => method === 'GET' }), {
      perm: null,
      name: options.name,
    });
  }
  router.add('GET', '/api/v1/perms/users/self/assets/:id/accounts/', grantedAccounts, { perm: 'perms.view_myassets', name: 'My asset accounts' });
}

/** The valid permissions giving one asset (directly or through a node above it) to the route's grantee. */
function permissionsOn(ctx, assetId) {
  const now = nowIso();
  const grantee = granteeOf(ctx);
  return ctx.services.db.all(
    `SELECT p.accounts, p.actions FROM asset_permissions p WHERE p.is_active = 1 AND p.date_expired > ? AND (p.date_start IS NULL OR p.date_start <= ?) AND ${grantee.sql}
      AND p.id IN (SELECT pa.src FROM asset_permissions__assets pa WHERE pa.dst = ?
        UNION SELECT pn.src FROM asset_permissions__nodes pn JOIN nodes granted ON granted.id = pn.dst
          JOIN nodes n ON n.org_id = granted.org_id AND (n.key = granted.key OR n.key LIKE granted.key || ':%')
          JOIN assets__nodes l ON l.dst = n.id WHERE l.src = ?)`,
    now,
    now,
    ...grantee.args,
    assetId,
    assetId,
  );
}

/** Virtual accounts a permission may name instead of a real one. */
const VIRTUAL = { '@INPUT': 'Manual input', '@USER': 'Dynamic user', '@ANON': 'Anonymous account' };

/**
 * The accounts the user may connect to an asset with (PermAccountUtil): the
 * asset's active accounts that the permissions name (all of them with @ALL),
 * then the virtual ones named (manual input, same as the user, anonymous),
 * each with the union of the actions of the permissions naming it.
 */
function grantedAccounts(ctx) {
  const asset = ctx.services.store.find(myasset, ctx, ctx.params.id);
  if (!asset) throw notFound('Asset');
  /** @type {Map<string, number>} alias (a username, @ALL or a virtual one) → action bits */
  const aliases = new Map();
  for (const permission of permissionsOn(ctx, asset.id)) {
    for (const alias of JSON.parse(permission.accounts ?? '[]')) aliases.set(alias, (aliases.get(alias) ?? 0) | permission.actions);
  }
  const actionsOf = (bits) => ACTION_BITS.filter(([, bit]) => bits & bit).map(([value, , label]) => ({ value, label: ctx.t(label) }));
  const every = aliases.get('@ALL');
  const accounts = ctx.services.db.all('SELECT id, name, username, secret_type, secret, privileged FROM accounts WHERE asset_id = ? AND is_active = 1 ORDER BY name', asset.id);
  const real = accounts
    .map((account) => ({ account, bits: (every ?? 0) | (aliases.get(account.username) ?? 0) | (aliases.get(account.name) ?? 0) }))
    .filter(({ bits }) => bits)
    .map(({ account, bits }) => ({
      alias: account.username,
      name: account.name,
      username: account.username,
      id: account.id,
      has_secret: Boolean(account.secret),
      secret_type: account.secret_type,
      privileged: Boolean(account.privileged),
      actions: actionsOf(bits),
    }));
  const virtual = Object.entries(VIRTUAL)
    .filter(([alias]) => aliases.has(alias))
    .map(([alias, label]) => ({
      alias,
      name: ctx.t(label),
      username: alias === '@USER' ? ctx.user.username : '',
      id: alias,
      has_secret: false,
      secret_type: 'password',
      privileged: false,
      actions: actionsOf(aliases.get(alias) ?? 0),
    }));
  return [...real, ...virtual];
}

export default [myasset, userasset, usergroupasset];
