// Assets (api-contract 4.17): one `assets` table; the generic /assets/assets/
// view plus one view per category (hosts, databases, ...), and gateways.
import { ASSET_TYPES, CATEGORIES, TYPE_CHOICES } from '../../assets/categories.mjs';
import { runAssetTask } from '../../assets/asset-tasks.mjs';
import { GATHERED_INFO_FIELDS } from '../../assets/hardware.mjs';
import { notFound, validationError } from '../../http/errors.mjs';
import { labelsField, stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { FieldError, MSG } from '../messages.mjs';
import { nodeSubtree, orgRoot } from './nodes.mjs';

export const CONNECTIVITY = [
  ['-', 'Unknown'],
  ['na', 'N/A'],
  ['ok', 'OK'],
  ['err', 'Error'],
  ['auth_err', 'Authentication error'],
  ['password_err', 'Invalid password error'],
  ['openssh_key_err', 'OpenSSH key error'],
  ['ntlm_err', 'NTLM credentials rejected error'],
  ['create_dir_err', 'Create directory error'],
];

const constraintsOf = (type) => ASSET_TYPES.find((item) => item.value === type)?.constraints;

const isTrue = (value) => value === 'true' || value === '1';

/** Filters every asset view shares: node subtree, platform by id or name, protocols, address lists. */
const assetFilters = {
  node: { apply: (value, ctx) => nodeSubtree(value, ctx) },
  node_id: { apply: (value, ctx) => nodeSubtree(value, ctx) },
  platform: {
    apply: (value) =>
      /^\d+$/.test(value) ? { sql: 't.platform_id = ?', args: [Number(value)] } : { sql: 't.platform_id IN (SELECT id FROM platforms WHERE name = ?)', args: [value] },
  },
  exclude_platform: { apply: (value) => ({ sql: 't.platform_id IN (SELECT id FROM platforms WHERE name != ?)', args: [value] }) },
  protocols: {
    apply: (value) => ({
      sql: "EXISTS (SELECT 1 FROM json_each(t.protocols) p WHERE json_extract(p.value, '$.name') IN (SELECT value FROM json_each(?)))",
      args: [JSON.stringify(value.split(',').filter(Boolean))],
    }),
  },
  ips: { apply: (value) => ({ sql: 't.address IN (SELECT value FROM json_each(?))', args: [JSON.stringify(value.split(',').filter(Boolean))] }) },
  domain_enabled: {
    apply: (value) => ({ sql: `t.domain_id IS ${isTrue(value) ? 'NOT ' : ''}NULL`, args: [] }),
  },
  is_gateway: { apply: (value) => ({ sql: 't.is_gateway = ?', args: [isTrue(value) ? 1 : 0] }) },
};

/** `{name, port}` protocols; an empty list takes the platform's. */
const protocolsField = () =>
  f.nestedList(
    'Protocols',
    {
      name: f.string('Name', { required: true, maxLength: 32 }),
      port: f.int('Port', { required: true, minValue: 0, maxValue: 65535 }),
    },
    { required: true },
  );

const accountInput = () =>
  f.input('Accounts', 'field', {
    child: f.string('Account', {}),
    parse(value) {
      if (!Array.isArray(value)) throw new FieldError(MSG.notAList(value));
      // An account is typed in (a username) or taken from an account template.
      return value.map((account) => {
        const named = typeof account?.username === 'string' && account.username !== '';
        if (!account || typeof account !== 'object' || (!named && !account.template)) throw new FieldError([{ username: [MSG.required] }]);
        return account;
      });
    },
  });

/** Asset fields; `category` fixes the view (null: the generic one). */
function assetFields(category, extra = {}) {
  const typeChoices = category ? TYPE_CHOICES.filter(([value]) => constraintsOf(value) && ASSET_TYPES.find((t) => t.value === value).category === category) : TYPE_CHOICES;
  return {
    name: f.string('Name', { required: true, unique: 'org', filter: true, order: true }),
    address: f.string('IP/Host', { required: true, maxLength: 767, filter: true, order: true }),
    platform: f.fk('Platform', 'platform', { required: true, display: ['id', 'name', 'type'], onDelete: 'protect' }),
    domain: f.fk('Domain', 'domain', { filter: true, allowNull: true }),
    nodes: f.m2m('Nodes', 'node', { display: ['id', 'name', 'key'], filter: true }),
    protocols: protocolsField(),
    accounts: accountInput(),
    nodes_display: f.computed(
      'Node path',
      'list',
      (row, ctx, batch) => (batch?.links.nodes?.get(row.id) ?? []).map((id) => batch.targets.nodes.get(id)?.full_value).filter(Boolean),
      { reads: ['id'] },
    ),
    labels: labelsField('assets.asset'),
    is_active: f.bool('Active', { default: true, filter: true, order: true }),
    category: f.choice('Category', CATEGORIES, { readOnly: true, filter: true, order: true }),
    type: f.choice('Type', typeChoices, { readOnly: true, filter: true, order: true }),
    connectivity: f.choice('Connectivity', CONNECTIVITY, { readOnly: true, default: '-', filter: true, order: true }),
    date_verified: f.datetime('Date verified', { readOnly: true }),
    accounts_amount: f.sql('Accounts amount', 'integer', 'SELECT COUNT(*) FROM accounts a WHERE a.asset_id = t.id', { order: true }),
    auto_config: f.computed(
      'Auto info',
      'json',
      (row) => {
        const constraints = constraintsOf(row.type);
        return constraints ? { su_enabled: constraints.su_enabled, domain_enabled: constraints.domain_enabled, ...constraints.automation } : {};
      },
      { reads: ['type'] },
    ),
    comment: f.comment(),
    ...extra,
    ...stamps(),
    is_gateway: f.hidden('INTEGER'),
  };
}

export const HOST_EXTRA = {
  gathered_info: f.nested('Gathered info', Object.fromEntries(GATHERED_INFO_FIELDS.map(([key, label]) => [key, f.string(label, { allowBlank: true, maxLength: 1024 })])), {
    readOnly: true,
    default: {},
  }),
};
const DATABASE_EXTRA = {
  db_name: f.string('Default database', { allowBlank: true, maxLength: 1024, default: '' }),
  use_ssl: f.bool('Use SSL', { default: false }),
  ca_cert: f.text('CA cert', { allowBlank: true, default: '' }),
  client_cert: f.text('Client cert', { allowBlank: true, default: '' }),
  client_key: f.text('Client key', { allowBlank: true, default: '', writeOnly: true }),
  allow_invalid_cert: f.bool('Allow invalid cert', { default: false }),
};
const WEB_EXTRA = {
  autofill: f.choice(
    'Autofill',
    [
      ['no', 'Disabled'],
      ['basic', 'Basic'],
      ['script', 'Script'],
    ],
    { default: 'basic' },
  ),
  username_selector: f.string('Username selector', { allowBlank: true, default: 'name=username' }),
  password_selector: f.string('Password selector', { allowBlank: true, default: 'name=password' }),
  submit_selector: f.string('Submit selector', { allowBlank: true, default: 'type=submit' }),
  script: f.json('Script', { default: [] }),
};
const GPT_EXTRA = { proxy: f.string('Proxy', { allowBlank: true, default: '' }) };
const CUSTOM_EXTRA = { custom_info: f.json('Custom info', { default: {} }) };

/**
 * Type follows the platform; the platform must belong to the view's category.
 * Only the gateways' view makes gateways: an asset made through any other view is a normal one.
 */
function checkPlatform(category, gateway) {
  return (value, ctx, instance) => {
    const platformId = value.platform ?? instance?.platform_id;
    const platform = ctx.services.db.get('SELECT category, type FROM platforms WHERE id = ?', platformId);
    if (!platform) return;
    if (category && platform.category !== category) {
      throw new FieldError({ platform: [`The platform category must be ${category}`] });
    }
    value.type = platform.type;
    if (!instance) Object.assign(value, { category: platform.category, is_gateway: gateway ? 1 : 0 });
    if (Array.isArray(value.protocols) && value.protocols.length === 0) {
      value.protocols =
        constraintsOf(platform.type)
          ?.protocols.filter((protocol) => protocol.default)
          .map(({ name, port }) => ({ name, port })) ?? [];
    }
  };
}

/** A new asset in no node lands in its organization's root node, as JumpServer's ensure_asset_has_node does. */
function ensureNode(row, ctx) {
  const { db } = ctx.services;
  if (db.get('SELECT 1 AS hit FROM assets__nodes WHERE src = ? LIMIT 1', row.id)) return;
  const root = orgRoot(db, row.org_id, ctx.orgName(row.org_id));
  db.run('INSERT INTO assets__nodes (src, dst) VALUES (?, ?)', row.id, root.id);
}

/** Accounts given with a new asset are created beside it (push_now is not simulated). */
function createAccounts(row, value, ctx) {
  if (!value.accounts?.length) return;
  const accounts = ctx.services.registry.get('account');
  const orgCtx = ctx.with({ org: { id: row.org_id, name: '' } });
  const errors = value.accounts.map((account) => {
    const checked = ctx.services.store.validate(accounts, { ...account, asset: row.id }, orgCtx);
    if (!Object.keys(checked.errors).length) ctx.services.store.insert(accounts, checked.value, orgCtx);
    return checked.errors;
  });
  // The asset's transaction is rolled back with it: an asset is made with all its accounts or not at all.
  if (errors.some((error) => Object.keys(error).length)) throw validationError({ accounts: errors });
}

/**
 * A view of the assets table: `category` fixes its type of asset, `scope` the rows it sees (default: the category's, gateways
 * included, as JumpServer's Asset and Host querysets hold its Gateway proxies); `gateway` makes the view the gateways' one.
 * @param {import('../define.mjs').ResourceEntry & {category: string|null, gateway?: boolean, extra?: Record<string, import('../fields.mjs').Field>}} entry
 */
export function assetResource({ name, url, label, category, gateway = false, extra = {}, scope, model = name, actions = [], app = 'assets', ...more }) {
  return defineResource({
    ...more,
    name,
    app,
    model,
    url,
    label,
    table: 'assets',
    org: true,
    scope: scope ?? (gateway ? { category, is_gateway: 1 } : category ? { category } : {}),
    search: ['name', 'address', 'comment'],
    ordering: ['name'],
    extraPerms: ['assets.match_asset', 'assets.test_assetconnectivity', 'assets.refresh_assethardwareinfo'],
    fieldsMini: ['id', 'name', 'address'],
    fieldsSmall: ['id', 'name', 'address', 'platform', 'category', 'type', 'is_active', 'connectivity', 'comment'],
    unexport: ['nodes_display', 'auto_config', 'accounts_amount'],
    // As the contract says, retrieve adds these; a list leaves them out.
    listOmit: ['auto_config', 'gathered_info'],
    unimport: ['accounts'],
    // The second holds everything a related asset shows (`{id, name, address}` of a permission's assets, with the org):
    // a page of permissions reads its assets from that index alone, not from their rows.
    indexes: [['address'], ['id', 'org_id', 'name', 'address']],
    fields: assetFields(category, extra),
    filters: assetFilters,
    validate: checkPlatform(category, gateway),
    afterSave(row, value, ctx, created) {
      if (!created) return;
      ensureNode(row, ctx);
      createAccounts(row, value, ctx);
    },
    actions,
  });
}

const taskActions = [
  {
    method: 'POST',
    path: 'tasks/',
    perm: 'assets.test_assetconnectivity',
    async handler(ctx) {
      const body = (await ctx.body()) ?? {};
      if (!Array.isArray(body.assets)) throw validationError({ assets: [MSG.notAList(body.assets ?? null)] });
      const visible = body.assets.map(String).filter((id) => ctx.services.store.find(asset, ctx, id));
      return runAssetTask(ctx, visible, body.action);
    },
  },
  {
    method: 'POST',
    path: ':id/tasks/',
    perm: 'assets.test_assetconnectivity',
    async handler(ctx) {
      const row = ctx.services.store.find(asset, ctx, ctx.params.id);
      if (!row) throw notFound('Asset');
      const body = (await ctx.body()) ?? {};
      return runAssetTask(ctx, [row.id], body.action);
    },
  },
];

/** GET suggestions/: the first 10 matching assets as {id, name, address}, for pickers of users who may not list assets (ticket applications). */
const suggestions = {
  method: 'GET',
  path: 'suggestions/',
  perm: 'assets.match_asset',
  handler(ctx) {
    const query = new URLSearchParams(ctx.query);
    query.set('limit', '10');
    query.delete('offset');
    const { rows } = ctx.services.store.list(asset, ctx.with({ query }));
    return rows.map((row) => ({ id: row.id, name: row.name, address: row.address }));
  },
};

export const asset = assetResource({ name: 'asset', url: 'assets/assets', label: 'Asset', category: null, actions: [...taskActions, suggestions] });
asset.createError = 'Cannot create asset directly, you should create a host or other';

export const host = assetResource({ name: 'host', url: 'assets/hosts', label: 'Host', category: 'host', extra: HOST_EXTRA });
export const device = assetResource({ name: 'device', url: 'assets/devices', label: 'Device', category: 'device' });
export const database = assetResource({ name: 'database', url: 'assets/databases', label: 'Database', category: 'database', extra: DATABASE_EXTRA });
export const cloud = assetResource({ name: 'cloud', url: 'assets/clouds', label: 'Cloud', category: 'cloud' });
export const web = assetResource({ name: 'web', url: 'assets/webs', label: 'Web', category: 'web', extra: WEB_EXTRA });
export const gpt = assetResource({ name: 'gpt', url: 'assets/gpts', label: 'GPT', category: 'gpt', extra: GPT_EXTRA });
export const custom = assetResource({ name: 'custom', url: 'assets/customs', label: 'Custom', category: 'custom', extra: CUSTOM_EXTRA });
/** POST gateways/<id>/test-connective/ {port}: GatewayTestConnectionApi, a connectivity test of the gateway ({task}). */
const gatewayTest = {
  method: 'POST',
  path: ':id/test-connective/',
  perm: 'assets.test_assetconnectivity',
  async handler(ctx) {
    const row = ctx.services.store.find(gateway, ctx, ctx.params.id);
    if (!row) throw notFound('Gateway');
    const port = (await ctx.body())?.port;
    if (port !== undefined && port !== null && port !== '' && !Number.isInteger(Number(port))) throw validationError({ port: ['Number required'] });
    return runAssetTask(ctx, [row.id], 'test');
  },
};

export const gateway = assetResource({ name: 'gateway', url: 'assets/gateways', label: 'Gateway', category: 'host', gateway: true, actions: [gatewayTest] });
gateway.fields.domain.required = true;
gateway.fields.domain.allowNull = false;

export default [asset, host, device, database, cloud, web, gpt, custom, gateway];
