// What one asset permission covers, as lists under it (JumpServer's
// AssetPermissionAllUser/AllAsset/Account list views): everyone it grants to
// (its users and its groups' members), everything it grants (its assets and
// the assets under its nodes), and the accounts it lets them use there.
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { account } from './accounts.mjs';

const perm = 'perms.view_assetpermission';
// Lists only: JumpServer has no detail view under them.
const readOnly = { methods: ['GET'], detail: /** @type {false} */ (false), perms: { view: perm, add: null, change: null, delete: null }, audit: /** @type {false} */ (false) };

/** The assets of the route's permission (`:id`), directly or through its nodes. */
const coveredAssets = (ctx) => ({
  sql: `SELECT dst FROM asset_permissions__assets WHERE src = ?
    UNION SELECT l.src FROM asset_permissions__nodes pn JOIN nodes granted ON granted.id = pn.dst
      JOIN nodes n ON n.org_id = granted.org_id AND (n.key = granted.key OR n.key LIKE granted.key || ':%')
      JOIN assets__nodes l ON l.dst = n.id WHERE pn.src = ?`,
  args: [ctx.params.id, ctx.params.id],
});

export const permissionuser = defineResource({
  ...readOnly,
  name: 'permissionuser',
  app: 'perms',
  url: 'perms/asset-permissions/:id/users/all',
  label: 'Asset permission user',
  table: 'users',
  search: ['username', 'name'],
  ordering: ['username'],
  fields: {
    user: f.computed('User', 'string', (row) => row.id),
    user_display: f.computed('User display', 'string', (row) => `${row.name}(${row.username})`, { reads: ['name', 'username'] }),
    // Searched and sorted by, not shown.
    name: f.hidden(),
    username: f.hidden(),
  },
  filters: {
    username: { apply: (value) => ({ sql: 't.username = ?', args: [value] }) },
    name: { apply: (value) => ({ sql: 't.name = ?', args: [value] }) },
  },
  where: (ctx) => ({
    sql: `t.id IN (SELECT dst FROM asset_permissions__users WHERE src = ?
      UNION SELECT ug.src FROM asset_permissions__user_groups g JOIN users__groups ug ON ug.dst = g.dst WHERE g.src = ?)`,
    args: [ctx.params.id, ctx.params.id],
  }),
});

export const permissionasset = defineResource({
  ...readOnly,
  name: 'permissionasset',
  app: 'perms',
  url: 'perms/asset-permissions/:id/assets/all',
  label: 'Asset permission asset',
  table: 'assets',
  search: ['name', 'address'],
  ordering: ['name'],
  fields: {
    asset: f.computed('Asset', 'string', (row) => row.id),
    asset_display: f.computed('Asset display', 'string', (row) => `${row.name}(${row.address})`, { reads: ['name', 'address'] }),
    name: f.hidden(),
    address: f.hidden(),
  },
  filters: {
    name: { apply: (value) => ({ sql: 't.name = ?', args: [value] }) },
    address: { apply: (value) => ({ sql: 't.address = ?', args: [value] }) },
  },
  where: (ctx) => {
    const covered = coveredAssets(ctx);
    return { sql: `t.id IN (${covered.sql})`, args: covered.args };
  },
});

const ACCOUNT_FIELDS = ['name', 'username', 'asset', 'secret_type', 'privileged', 'is_active', 'connectivity', 'date_verified', 'has_secret'];

/** Accounts on the covered assets that the permission's account rule names: all of them with @ALL, else those usernames. */
export const permissionaccount = defineResource({
  ...readOnly,
  name: 'permissionaccount',
  app: 'perms',
  url: 'perms/asset-permissions/:id/accounts',
  label: 'Asset permission account',
  table: 'accounts',
  org: true,
  search: account.search,
  ordering: ['name'],
  fields: Object.fromEntries(ACCOUNT_FIELDS.map((name) => [name, account.fields[name]])),
  filters: account.filters,
  where: (ctx) => {
    const covered = coveredAssets(ctx);
    const rule = ctx.services.db.get('SELECT accounts FROM asset_permissions WHERE id = ?', ctx.params.id)?.accounts;
    const names = JSON.parse(rule ?? '[]');
    if (names.includes('@ALL')) return { sql: `t.asset_id IN (${covered.sql})`, args: covered.args };
    const usernames = names.filter((name) => !name.startsWith('@'));
    return { sql: `t.asset_id IN (${covered.sql}) AND t.username IN (SELECT value FROM json_each(?))`, args: [...covered.args, JSON.stringify(usernames)] };
  },
});

export default [permissionuser, permissionasset, permissionaccount];
