// Accounts on assets, account templates, virtual accounts, and the secret view
// behind the confirmation flow (api-contract 4.18).
import { labelsField, stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { FieldError } from '../messages.mjs';
import { CONNECTIVITY } from './assets.mjs';
import { nodeSubtree } from './nodes.mjs';

export const SECRET_TYPES = [
  ['password', 'Password'],
  ['ssh_key', 'SSH key'],
  ['access_key', 'Access key'],
  ['token', 'Token'],
  ['api_key', 'API key'],
];
const SOURCES = [
  ['local', 'Local'],
  ['collected', 'Collected'],
  ['template', 'Template'],
];

const secretFields = () => ({
  secret_type: f.choice('Secret type', SECRET_TYPES, { default: 'password', filter: true, order: true }),
  secret: f.secret('Secret', { allowBlank: true, allowNull: true, maxLength: 8192 }),
  passphrase: f.secret('Passphrase', { allowBlank: true, allowNull: true }),
});

/** An account is unique by username and secret type on its asset, and by name. */
function uniqueOnAsset(value, ctx, instance) {
  const assetId = value.asset ?? instance?.asset_id;
  const username = value.username ?? instance?.username;
  const secretType = value.secret_type ?? instance?.secret_type ?? 'password';
  value.name ??= instance ? undefined : username;
  const clash = ctx.services.db.get(
    'SELECT id FROM accounts WHERE asset_id = ? AND ((username = ? AND secret_type = ?) OR name = ?) AND id != ? LIMIT 1',
    assetId, username, secretType, value.name ?? instance?.name, instance?.id ?? '',
  );
  if (clash) throw new FieldError(['Account already exists: the fields asset, username and secret type must make a unique set.']);
}

const accountFields = () => ({
  name: f.string('Name', { filter: true, order: true, allowBlank: true }),
  username: f.string('Username', { required: true, filter: true, order: true }),
  ...secretFields(),
  privileged: f.bool('Privileged', { default: false, filter: true, order: true }),
  is_active: f.bool('Active', { default: true, filter: true }),
  asset: f.fk('Asset', 'asset', {
    required: true,
    filter: true,
    display: ['id', 'name', 'address', 'type', 'category', 'platform', 'auto_config'],
    onDelete: 'cascade',
  }),
  su_from: f.fk('Su from', 'account', { allowNull: true, display: ['id', 'name', 'username'] }),
  source: f.choice('Source', SOURCES, { readOnly: true, default: 'local', filter: true }),
  source_id: f.string('Source ID', { readOnly: true, allowBlank: true }),
  secret_reset: f.bool('Secret reset', { default: true }),
  template: f.input('Template', 'string', {}),
  push_now: f.input('Push now', 'boolean', {}),
  params: f.json('Params', { default: {} }),
  on_invalid: f.choice('Exist policy', [['skip', 'Skip'], ['update', 'Update'], ['error', 'Failed']], { default: 'error', kind: 'virtual', writeOnly: true }),
  version: f.int('Version', { readOnly: true, default: 0 }),
  connectivity: f.choice('Connectivity', CONNECTIVITY, { readOnly: true, default: '-', filter: true }),
  date_verified: f.datetime('Date verified', { readOnly: true }),
  date_last_login: f.datetime('Date last access', { readOnly: true, order: true }),
  login_by: f.string('Access by', { readOnly: true, allowBlank: true }),
  date_change_secret: f.datetime('Date change secret', { readOnly: true }),
  change_secret_status: f.string('Change secret status', { readOnly: true, allowBlank: true }),
  has_secret: f.computed('Has secret', 'boolean', (row) => Boolean(row.secret)),
  labels: labelsField('accounts.account'),
  comment: f.comment(),
  ...stamps(),
});

const accountFilters = {
  asset_id: { apply: (value) => ({ sql: 't.asset_id = ?', args: [value] }) },
  node: { apply: (value, ctx) => subtreeAccounts(value, ctx) },
  node_id: { apply: (value, ctx) => subtreeAccounts(value, ctx) },
  assets: { apply: (value) => ({ sql: 't.asset_id IN (SELECT value FROM json_each(?))', args: [JSON.stringify(value.split(','))] }) },
  asset_name: { apply: (value) => ({ sql: 't.asset_id IN (SELECT id FROM assets WHERE name = ?)', args: [value] }) },
  platform: { apply: (value) => ({ sql: 't.asset_id IN (SELECT id FROM assets WHERE platform_id = ?)', args: [Number(value) || -1] }) },
  has_secret: { apply: (value) => ({ sql: `t.secret IS ${value === 'true' || value === '1' ? 'NOT ' : ''}NULL`, args: [] }) },
};

function subtreeAccounts(value, ctx) {
  const condition = nodeSubtree(value, ctx);
  return { sql: `t.asset_id IN (SELECT t.id FROM assets t WHERE ${condition.sql})`, args: condition.args };
}

function fromTemplate(value, ctx) {
  if (!value.template) return;
  const template = ctx.services.db.get('SELECT * FROM account_templates WHERE id = ?', value.template);
  if (!template) throw new FieldError({ template: [`Invalid pk "${value.template}" - object does not exist.`] });
  value.username ??= template.username;
  value.secret_type ??= template.secret_type;
  value.secret ??= template.secret;
  value.privileged ??= Boolean(template.privileged);
  value.source = 'template';
  value.source_id = template.id;
}

function accountResource({ name, url, label, model = name, secretVisible = false, methods }) {
  const fields = accountFields();
  if (secretVisible) {
    fields.secret = { ...fields.secret, writeOnly: false, readOnly: true };
    fields.passphrase = { ...fields.passphrase, writeOnly: false, readOnly: true };
  }
  return defineResource({
    name,
    app: 'accounts',
    model,
    url,
    label,
    table: 'accounts',
    org: true,
    methods,
    confirm: secretVisible ? { GET: 'mfa' } : undefined,
    search: ['name', 'username', 'asset'],
    ordering: ['name'],
    indexes: [['asset_id', 'username']],
    fields,
    filters: accountFilters,
    validate(value, ctx, instance) {
      fromTemplate(value, ctx);
      delete value.template;
      delete value.push_now;
      uniqueOnAsset(value, ctx, instance);
    },
  });
}

export const account = accountResource({ name: 'account', url: 'accounts/accounts', label: 'Account' });
export const accountsecret = accountResource({
  name: 'accountsecret',
  url: 'accounts/account-secrets',
  label: 'Account secret',
  model: 'accountsecret',
  secretVisible: true,
  methods: ['GET'],
});
accountsecret.perms = { view: 'accounts.view_accountsecret', add: null, change: null, delete: null };

export const accounttemplate = defineResource({
  name: 'accounttemplate',
  app: 'accounts',
  url: 'accounts/account-templates',
  label: 'Account template',
  table: 'account_templates',
  org: true,
  search: ['name', 'username'],
  fields: {
    name: f.string('Name', { required: true, unique: 'org', filter: true, order: true }),
    username: f.string('Username', { required: true, filter: true, order: true }),
    ...secretFields(),
    privileged: f.bool('Privileged', { default: false, filter: true }),
    is_active: f.bool('Active', { default: true, filter: true }),
    auto_push: f.bool('Auto push', { default: false }),
    su_from: f.fk('Su from', 'accounttemplate', { allowNull: true, display: ['id', 'name', 'username'] }),
    platforms: f.m2m('Platforms', 'platform', { display: ['id', 'name'] }),
    secret_strategy: f.choice('Secret strategy', [['specific', 'Specific secret'], ['random', 'Random generate']], { default: 'specific' }),
    password_rules: f.json('Password rules', { default: { length: 16 } }),
    accounts_amount: f.sql('Accounts amount', 'integer', "SELECT COUNT(*) FROM accounts a WHERE a.source = 'template' AND a.source_id = t.id"),
    labels: labelsField('accounts.accounttemplate'),
    comment: f.comment(),
    ...stamps(),
  },
});

export const virtualaccount = defineResource({
  name: 'virtualaccount',
  app: 'accounts',
  url: 'accounts/virtual-accounts',
  label: 'Virtual account',
  table: 'virtual_accounts',
  org: true,
  methods: ['GET', 'PUT', 'PATCH'],
  slug: 'alias',
  ordering: ['alias'],
  fields: {
    alias: f.choice('Alias', [['@INPUT', 'Manual input'], ['@USER', 'Dynamic user'], ['@ANON', 'Anonymous account'], ['@SPEC', 'Specified account']], { readOnly: true, filter: true }),
    name: f.computed('Name', 'string', (row, ctx) => ctx.t({ '@INPUT': 'Manual input', '@USER': 'Dynamic user', '@ANON': 'Anonymous account', '@SPEC': 'Specified account' }[row.alias] ?? row.alias)),
    username: f.computed('Username', 'string', (row) => row.alias),
    secret_from_login: f.bool('Same with user', { default: false, allowNull: true }),
    comment: f.comment(),
    date_created: f.dateCreated(),
    date_updated: f.dateUpdated(),
  },
});

export default [account, accountsecret, accounttemplate, virtualaccount];
