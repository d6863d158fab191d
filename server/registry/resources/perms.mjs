// Asset permissions (api-contract 4.19): who may reach which assets with which
// accounts, protocols and actions. `actions` is a bitmask stored, a list on the wire.
import { daysFromNow, nowIso } from '../../util/time.mjs';
import { labelsField, stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { FieldError, MSG } from '../messages.mjs';

/** @type {Array<[name: string, bit: number, label: string]>} */
export const ACTION_BITS = [
  ['connect', 1, 'Connect (All protocols)'],
  ['upload', 2, 'Upload (RDP, SFTP)'],
  ['download', 4, 'Download (RDP, SFTP)'],
  ['copy', 8, 'Copy (RDP, VNC)'],
  ['paste', 16, 'Paste (RDP, VNC)'],
  ['delete', 32, 'Delete (SFTP)'],
  ['share', 64, 'Share (SSH)'],
];
const ALL_ACTIONS = 127;

/** A BitChoicesField: `[{value, label}]` out; names, `{value}` objects or ["all"] in; OPTIONS type `tree`. */
export function actionsField() {
  const bits = new Map(ACTION_BITS.map(([name, bit]) => [name, bit]));
  const toMask = (value) => {
    if (!Array.isArray(value)) throw new FieldError(MSG.notAList(value));
    let mask = 0;
    for (const item of value) {
      const name = item && typeof item === 'object' ? item.value : item;
      if (name === 'all') mask = ALL_ACTIONS;
      else if (bits.has(name)) mask |= bits.get(name);
      else throw new FieldError(MSG.choice(name));
    }
    return mask;
  };
  return f.json('Actions', {
    type: 'tree',
    sqlType: 'INTEGER',
    // Every action, by name: the official console's tree starts with them all ticked.
    default: ACTION_BITS.map(([value]) => value),
    serializerDefault: true,
    choices: ACTION_BITS.map(([value, , label]) => ({ value, label })),
    // BitChoicesField.tree(): branches and leaves keyed by `value`.
    tree: (ctx) => [
      {
        value: 'all',
        label: ctx.t('All'),
        children: [
          { value: 'connect', label: ctx.t('Connect') },
          {
            value: 'transfer',
            label: ctx.t('File transfer'),
            children: [
              { value: 'upload', label: ctx.t('Upload') },
              { value: 'download', label: ctx.t('Download') },
              { value: 'delete', label: ctx.t('Delete') },
            ],
          },
          {
            value: 'clipboard',
            label: ctx.t('Clipboard'),
            children: [
              { value: 'copy', label: ctx.t('Copy') },
              { value: 'paste', label: ctx.t('Paste') },
            ],
          },
          { value: 'share', label: ctx.t('Share') },
        ],
      },
    ],
    parse: toMask,
    // A request without actions stores the default list, which is not parsed on the way.
    toDb: (value) => (Array.isArray(value) ? toMask(value) : value),
    fromDb: (mask, ctx) => ACTION_BITS.filter(([, bit]) => (mask & bit) === bit).map(([value, , label]) => ({ value, label: ctx ? ctx.t(label) : label })),
  });
}

const ACCOUNT_ALIASES = new Set(['@ALL', '@SPEC', '@USER', '@ANON', '@INPUT']);

const amount = (field, label) => f.sql(label, 'integer', `SELECT COUNT(*) FROM "asset_permissions__${field}" l WHERE l.src = t.id`, { countOf: field });

const isExpired = (row, ctx) => Boolean(row.date_expired && row.date_expired < ctx.now);
const isValid = (row, ctx) => Boolean(row.is_active) && !isExpired(row, ctx) && (!row.date_start || row.date_start <= ctx.now);

export const assetpermission = defineResource({
  name: 'assetpermission',
  app: 'perms',
  url: 'perms/asset-permissions',
  label: 'Asset permission',
  table: 'asset_permissions',
  org: true,
  search: ['name'],
  ordering: ['name'],
  extraPerms: ['perms.view_myassets', 'perms.connect_myassets'],
  fields: {
    name: f.string('Name', { required: true, unique: 'org', filter: true, order: true }),
    users: f.m2m('User', 'user', { filter: true, display: ['id', 'name', 'username'] }),
    user_groups: f.m2m('User group', 'usergroup', { filter: true }),
    assets: f.m2m('Asset', 'asset', { filter: true, display: ['id', 'name', 'address'] }),
    nodes: f.m2m('Node', 'node', { filter: true, display: ['id', 'name', 'key'] }),
    accounts: f.list('Account', f.string('Account', { maxLength: 128 }), {
      default: ['@ALL'],
      help: '@ALL: all accounts; @SPEC: specified accounts; @USER: same as the user; @INPUT: manual input; @ANON: anonymous',
    }),
    protocols: f.list('Protocols', f.string('Protocol', { maxLength: 32 }), { default: ['all'] }),
    actions: actionsField(),
    labels: labelsField('perms.assetpermission'),
    users_amount: amount('users', 'Users amount'),
    user_groups_amount: amount('user_groups', 'User groups amount'),
    assets_amount: amount('assets', 'Assets amount'),
    nodes_amount: amount('nodes', 'Nodes amount'),
    is_active: f.bool('Active', { default: true, filter: true, order: true }),
    is_expired: f.computed('Is expired', 'boolean', isExpired),
    is_valid: f.computed('Is valid', 'boolean', isValid),
    // The model's dates are not nullable: left out they are filled in, an explicit null is refused.
    // The request's own "now", so a permission starting now is valid in the answer that creates it.
    date_start: f.datetime('Date start', { default: (ctx) => ctx?.now ?? nowIso(), allowNull: false, order: true }),
    date_expired: f.datetime('Date expired', { default: () => daysFromNow(70 * 365), allowNull: false, order: true }),
    from_ticket: f.bool('From ticket', { readOnly: true, default: false }),
    comment: f.comment(),
    ...stamps(),
  },
  filters: {
    user_id: { apply: (value) => ({ sql: 'EXISTS (SELECT 1 FROM asset_permissions__users l WHERE l.src = t.id AND l.dst = ?)', args: [value] }) },
    asset_id: { apply: (value) => ({ sql: 'EXISTS (SELECT 1 FROM asset_permissions__assets l WHERE l.src = t.id AND l.dst = ?)', args: [value] }) },
    node_id: { apply: (value) => ({ sql: 'EXISTS (SELECT 1 FROM asset_permissions__nodes l WHERE l.src = t.id AND l.dst = ?)', args: [value] }) },
    is_valid: {
      apply: (value) => ({
        sql: `${value === 'true' || value === '1' ? '' : 'NOT '}(t.is_active = 1 AND t.date_expired > ? AND (t.date_start IS NULL OR t.date_start <= ?))`,
        args: [nowIso(), nowIso()],
      }),
    },
  },
  validate(value) {
    for (const account of value.accounts ?? []) {
      if (account.startsWith('@') && !ACCOUNT_ALIASES.has(account)) throw new FieldError({ accounts: [MSG.choice(account)] });
    }
  },
});

export default [assetpermission];
