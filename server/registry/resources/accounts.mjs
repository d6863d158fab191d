// Accounts on assets, account templates, virtual accounts, and the secret view
// behind the confirmation flow with the secrets' history (api-contract 4.18).
import { notFound, permissionDenied, validationError } from '../../http/errors.mjs';
import { reply } from '../../http/reply.mjs';
import { ansibleLines, startTask } from '../../ops/tasks.mjs';
import { nowIso } from '../../util/time.mjs';
import { labelsField, stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f, relatedId } from '../fields.mjs';
import { FieldError, MSG } from '../messages.mjs';
import { pageOf } from '../query.mjs';
import { findOr404, paginated, readListOf } from '../read.mjs';
import { serialize } from '../serialize.mjs';
import { CONNECTIVITY, asset } from './assets.mjs';
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

// Import templates carry the secret columns (never filled in: the secrets are write-only), so a file can set them.
const secretFields = () => ({
  secret_type: f.choice('Secret type', SECRET_TYPES, { default: 'password', serializerDefault: true, filter: true, order: true }),
  secret: f.secret('Secret', { allowBlank: true, allowNull: true, maxLength: 8192, importable: true }),
  passphrase: f.secret('Passphrase', { allowBlank: true, allowNull: true, importable: true }),
});

const PRIVATE_KEY = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]+-----END [A-Z0-9 ]*PRIVATE KEY-----/;

/** An SSH key secret must at least be a private key in PEM form (JumpServer parses it). */
function checkSecret(value, instance) {
  const secretType = value.secret_type ?? instance?.secret_type ?? 'password';
  if (value.secret && secretType === 'ssh_key' && !PRIVATE_KEY.test(value.secret)) {
    throw new FieldError({ secret: ['private key invalid or passphrase error'] });
  }
}

/** An account is unique by username and secret type on its asset, and by name. */
function uniqueOnAsset(value, ctx, instance) {
  const assetId = value.asset ?? instance?.asset_id;
  const username = value.username ?? instance?.username;
  const secretType = value.secret_type ?? instance?.secret_type ?? 'password';
  if (!instance && !value.name) value.name = username;
  const clash = ctx.services.db.get(
    'SELECT id FROM accounts WHERE asset_id = ? AND ((username = ? AND secret_type = ?) OR name = ?) AND id != ? LIMIT 1',
    assetId,
    username,
    secretType,
    value.name ?? instance?.name,
    instance?.id ?? '',
  );
  if (clash) throw new FieldError(['Account already exists: the fields asset, username and secret type must make a unique set.']);
}

const ACCOUNT_ASSET_KEYS = ['id', 'name', 'address', 'type', 'category', 'platform', 'auto_config'];

/** The asset's fields as AccountAssetSerializer declares them: `platform` read-only, `auto_config` a model property (ReadOnlyField). */
function accountAssetFields() {
  const fields = Object.fromEntries(ACCOUNT_ASSET_KEYS.map((key) => [key, asset.fields[key]]));
  fields.platform = { ...fields.platform, readOnly: true };
  fields.auto_config = { ...fields.auto_config, type: 'field' };
  return fields;
}

const accountFields = () => ({
  name: f.string('Name', { filter: true, order: true, allowBlank: true }),
  username: f.string('Username', { required: true, filter: true, order: true }),
  ...secretFields(),
  privileged: f.bool('Privileged', { default: false, filter: true, order: true }),
  is_active: f.bool('Active', { default: true, filter: true }),
  // The official detail card reads the name of a nested object only (else "Asset: undefined").
  asset: f.fk('Asset', 'asset', {
    type: 'nested object',
    required: true,
    filter: true,
    display: ACCOUNT_ASSET_KEYS,
    // AccountAssetSerializer, a nested serializer: OPTIONS describes it as a `nested object` with its fields.
    children: accountAssetFields(),
    onDelete: 'cascade',
  }),
  su_from: f.fk('Su from', 'account', { allowNull: true, display: ['id', 'name', 'username'] }),
  source: f.choice('Source', SOURCES, { readOnly: true, default: 'local', serializerDefault: true, filter: true }),
  source_id: f.string('Source ID', { readOnly: true, allowBlank: true }),
  secret_reset: f.bool('Secret reset', { default: true }),
  template: f.input('Template', 'string', { parse: (value) => relatedId(value, false) }),
  push_now: f.input('Push now', 'boolean', { default: false, serializerDefault: true }),
  params: f.json('Params', { default: {} }),
  on_invalid: f.choice(
    'Exist policy',
    [
      ['skip', 'Skip'],
      ['update', 'Update'],
      ['error', 'Failed'],
    ],
    { default: 'error', serializerDefault: true, kind: 'virtual', writeOnly: true },
  ),
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
  // The type tree's category and type entries (AccountFilterSet filters by the asset's platform's).
  category: { apply: (value) => assetsOfPlatforms('category', value) },
  type: { apply: (value) => assetsOfPlatforms('type', value) },
  has_secret: { apply: (value) => ({ sql: `t.secret IS ${value === 'true' || value === '1' ? 'NOT ' : ''}NULL`, args: [] }) },
};

/** @param {'category' | 'type'} column */
function assetsOfPlatforms(column, value) {
  return { sql: `t.asset_id IN (SELECT a.id FROM assets a JOIN platforms p ON p.id = a.platform_id WHERE p.${column} = ?)`, args: [value] };
}

function subtreeAccounts(value, ctx) {
  const condition = nodeSubtree(value, ctx);
  return { sql: `t.asset_id IN (SELECT t.id FROM assets t WHERE ${condition.sql})`, args: condition.args };
}

/** What a template gives an account that does not say otherwise: filled in before validation, as JumpServer does. */
function fillFromTemplate(input, ctx) {
  const template = input.template && ctx.services.db.get('SELECT * FROM account_templates WHERE id = ?', String(input.template));
  if (!template) return input;
  return { name: template.name, username: template.username, secret_type: template.secret_type, secret: template.secret, privileged: Boolean(template.privileged), ...input };
}

function fromTemplate(value, ctx) {
  if (!value.template) return;
  const template = ctx.services.db.get('SELECT id FROM account_templates WHERE id = ?', value.template);
  if (!template) throw new FieldError({ template: [`Invalid pk "${value.template}" - object does not exist.`] });
  value.source = 'template';
  value.source_id = template.id;
}

/** @param {import('../define.mjs').ResourceEntry & {secretVisible?: boolean}} entry */
function accountResource({ name, url, label, model = name, secretVisible = false, methods, ...extra }) {
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
    toInternal: fillFromTemplate,
    validate(value, ctx, instance) {
      fromTemplate(value, ctx);
      delete value.template;
      delete value.push_now;
      uniqueOnAsset(value, ctx, instance);
      checkSecret(value, instance);
    },
    ...extra,
  });
}

/**
 * The secrets an account has held (JumpServer keeps them with django-simple-history):
 * one entry each time the secret or its type changes, `version` counting them.
 */
export const accounthistory = defineResource({
  name: 'accounthistory',
  app: 'accounts',
  label: 'Account secret history',
  table: 'account_histories',
  integerIds: true,
  ordering: ['-id'],
  perms: { view: null, add: null, change: null, delete: null },
  indexes: [['account_id']],
  fields: {
    account_id: f.hidden(),
    secret: f.string('Secret', { readOnly: true, maxLength: 8192 }),
    secret_type: f.choice('Secret type', SECRET_TYPES, { readOnly: true }),
    version: f.int('Version', { readOnly: true }),
    history_date: f.datetime('Date', { readOnly: true }),
    history_user: f.string('User', { readOnly: true }),
  },
});

const latestHistory = (db, accountId) => db.get('SELECT * FROM account_histories WHERE account_id = ? ORDER BY id DESC LIMIT 1', accountId);

/** Records an account's secret unless its latest history entry already holds it; the account's version follows. */
function recordSecret(ctx, account) {
  if (!account.secret) return;
  const { db } = ctx.services;
  const latest = latestHistory(db, account.id);
  if (latest && latest.secret === account.secret && latest.secret_type === account.secret_type) return;
  const version = latest ? latest.version + 1 : Math.max(account.version ?? 0, 1);
  db.run(
    'INSERT INTO account_histories (account_id, secret, secret_type, version, history_date, history_user) VALUES (?, ?, ?, ?, ?, ?)',
    account.id,
    account.secret,
    account.secret_type,
    version,
    nowIso(),
    ctx.user?.name ?? '',
  );
  db.run('UPDATE accounts SET version = ? WHERE id = ?', version, account.id);
}

const changesSecret = (value) => 'secret' in value || 'secret_type' in value;

const TASKS = {
  test: ['Verify accounts connectivity', 'accounts.tasks.verify_account.verify_accounts_connectivity_task', 'accounts.verify_account'],
  verify: ['Verify accounts connectivity', 'accounts.tasks.verify_account.verify_accounts_connectivity_task', 'accounts.verify_account'],
  push: ['Push accounts to assets', 'accounts.tasks.push_account.push_accounts_to_assets_task', 'accounts.push_account'],
};

/**
 * POST tasks/ {action: verify|test|push, accounts: [ids]}: a scripted task over the
 * accounts' assets, 201 {task}; a verification marks the accounts reachable.
 */
const accountTasks = {
  method: 'POST',
  path: 'tasks/',
  perm: null,
  async handler(ctx) {
    const body = (await ctx.body()) ?? {};
    const task = TASKS[body.action];
    if (!task) throw validationError({ action: [MSG.choice(String(body.action ?? ''))] });
    const [title, taskName, codename] = task;
    if (!ctx.can(codename)) throw permissionDenied();
    if (body.accounts !== undefined && !Array.isArray(body.accounts)) throw validationError({ accounts: [MSG.notAList(body.accounts)] });
    const ids = (body.accounts ?? []).map(String);
    const { db, store } = ctx.services;
    const missing = ids.find((id) => !store.find(account, ctx, id));
    if (missing !== undefined) throw validationError({ accounts: [MSG.pkMissing(missing)] });
    const targets = db.all(
      "SELECT a.username || '@' || s.name AS name FROM accounts a JOIN assets s ON s.id = a.asset_id WHERE a.id IN (SELECT value FROM json_each(?)) ORDER BY s.name",
      JSON.stringify(ids),
    );
    const id = startTask(ctx.services, {
      name: title,
      taskName,
      args: [ids],
      lines: ansibleLines(title, targets),
      onFinish() {
        if (codename !== 'accounts.verify_account') return;
        db.run("UPDATE accounts SET connectivity = 'ok', date_verified = ? WHERE id IN (SELECT value FROM json_each(?))", nowIso(), JSON.stringify(ids));
      },
    });
    return reply(201, { task: id });
  },
};

/**
 * GET su-from-accounts/?account= (the other accounts of its asset that do not switch from it) or ?asset= (all of
 * the asset's): the accounts an account may switch user from.
 */
const suFromAccounts = {
  method: 'GET',
  path: 'su-from-accounts/',
  perm: 'accounts.view_account',
  handler(ctx) {
    const { db, store } = ctx.services;
    const accountId = ctx.query.get('account');
    const assetId = ctx.query.get('asset');
    let ids = [];
    if (accountId) {
      const row = store.find(account, ctx, accountId);
      if (!row) throw notFound('Account');
      ids = db.all('SELECT id FROM accounts WHERE asset_id = ? AND id != ? AND su_from_id IS NOT ?', row.asset_id, row.id, row.id).map((other) => other.id);
    } else if (assetId) {
      if (!store.find(asset, ctx, assetId)) throw notFound('Asset');
      ids = db.all('SELECT id FROM accounts WHERE asset_id = ?', assetId).map((other) => other.id);
    }
    // The registry's account: the one of the JumpServer version served (its labels).
    return readListOf(ctx.services.registry.get('account'), ctx, ids);
  },
};

/**
 * PATCH clear-secret/ {account_ids: [ids]}: the accounts' secrets emptied (those of this organization; others are
 * left alone, as JumpServer's queryset does), 200 with no body.
 */
const clearSecret = {
  method: 'PATCH',
  path: 'clear-secret/',
  perm: 'accounts.change_account',
  async handler(ctx) {
    const body = (await ctx.body()) ?? {};
    const ids = Array.isArray(body.account_ids) ? body.account_ids.map(String) : [];
    const { db, store } = ctx.services;
    const mine = ids.filter((id) => store.find(account, ctx, id));
    db.run('UPDATE accounts SET secret = NULL WHERE id IN (SELECT value FROM json_each(?))', JSON.stringify(mine));
    return reply(200, '');
  },
};

export const account = accountResource({
  name: 'account',
  url: 'accounts/accounts',
  label: 'Account',
  extraPerms: ['accounts.verify_account', 'accounts.push_account'],
  actions: [accountTasks, suFromAccounts, clearSecret],
  // A secret set before the history began (seeded data) is recorded before it is replaced.
  prepare: (value, ctx, instance) => instance && changesSecret(value) && recordSecret(ctx, instance),
  afterSave: (row, value, ctx, created) => (created || changesSecret(value)) && recordSecret(ctx, row),
  beforeDelete: (row, ctx) => ctx.services.db.run('DELETE FROM account_histories WHERE account_id = ?', row.id),
});

/**
 * GET <id>/histories/: the account's earlier secrets, newest first, behind the same
 * permission and confirmation as the secret; the entry that holds the current one is left out.
 * @type {import('../define.mjs').Action}
 */
const secretHistories = {
  method: 'GET',
  path: ':id/histories/',
  perm: 'accounts.view_accountsecret',
  confirm: 'mfa',
  handler(ctx) {
    const current = findOr404(accountsecret, ctx);
    const { db } = ctx.services;
    const rows = db.all('SELECT * FROM account_histories WHERE account_id = ? ORDER BY id DESC', current.id);
    const [latest] = rows;
    const earlier = latest && latest.secret === current.secret && latest.secret_type === current.secret_type ? rows.slice(1) : rows;
    const page = pageOf(ctx.query);
    const shown = page ? earlier.slice(page.offset, page.offset + page.limit) : earlier;
    const results = serialize(accounthistory, shown, ctx);
    return page ? paginated(ctx, page, earlier.length, results) : results;
  },
};

export const accountsecret = accountResource({
  name: 'accountsecret',
  url: 'accounts/account-secrets',
  label: 'Account secret',
  model: 'accountsecret',
  secretVisible: true,
  methods: ['GET'],
  actions: [secretHistories],
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
    secret_strategy: f.choice(
      'Secret strategy',
      [
        ['specific', 'Specific secret'],
        ['random', 'Random generate'],
      ],
      { default: 'specific' },
    ),
    password_rules: f.json('Password rules', { default: { length: 16 } }),
    accounts_amount: f.sql('Accounts amount', 'integer', "SELECT COUNT(*) FROM accounts a WHERE a.source = 'template' AND a.source_id = t.id"),
    labels: labelsField('accounts.accounttemplate'),
    comment: f.comment(),
    ...stamps(),
  },
  actions: [
    {
      // The templates another may switch user from: all, or all but ?template_id= and those switching from it.
      method: 'GET',
      path: 'su-from-account-templates/',
      perm: 'accounts.view_accounttemplate',
      handler(ctx) {
        const id = ctx.query.get('template_id');
        const rows = id
          ? ctx.services.db.all('SELECT id FROM account_templates WHERE id != ? AND su_from_id IS NOT ?', id, id)
          : ctx.services.db.all('SELECT id FROM account_templates');
        return readListOf(
          ctx.services.registry.get('accounttemplate'),
          ctx,
          rows.map((row) => row.id),
        );
      },
    },
  ],
});

const ALIASES = [
  ['@INPUT', 'Manual input'],
  ['@USER', 'Dynamic user'],
  ['@ANON', 'Anonymous account'],
  ['@SPEC', 'Specified account'],
];
/** VirtualAccount.username and .comment: what each alias stands for (properties, not stored). */
const ALIAS_USERNAMES = { '@INPUT': 'Manual input', '@USER': 'Same with user' };
const ALIAS_COMMENTS = {
  '@INPUT': 'Non-asset account, Input username/password on connect',
  '@USER': 'The account username name same with user on connect',
  '@ANON': 'Connect asset without using a username and password, and it only supports web-based and custom-type assets',
};
const aliasText = (texts) => (row, ctx) => (texts[row.alias] ? ctx.t(texts[row.alias]) : '');

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
  search: ['alias'],
  fields: {
    // A model field with choices in a plain ModelSerializer: the raw value.
    alias: f.choice('Alias', ALIASES, { readOnly: true, filter: true, plain: true }),
    name: f.computed('Name', 'string', (row, ctx) => ctx.t(ALIASES.find(([alias]) => alias === row.alias)?.[1] ?? row.alias), { reads: ['alias'] }),
    username: f.computed('Username', 'string', aliasText(ALIAS_USERNAMES), { reads: ['alias'] }),
    secret_from_login: f.bool('Secret from login', {
      default: null,
      allowNull: true,
      help: 'Current only support login from AD/LDAP. Secret priority: Same account in asset secret > Login secret > Manual input. For security, please set config CACHE_LOGIN_PASSWORD_ENABLED to true',
    }),
    comment: f.computed('Comment', 'string', aliasText(ALIAS_COMMENTS), { reads: ['alias'] }),
    date_created: f.dateCreated(),
    date_updated: f.dateUpdated(),
  },
});

export default [account, accountsecret, accounthistory, accounttemplate, virtualaccount];
