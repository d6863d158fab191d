// The user's own credentials (api-contract 4.22): access keys, temporary tokens,
// connection tokens. Each user sees only their own.
import { badRequest, notFound } from '../../http/errors.mjs';
import { randomToken, uuid } from '../../util/ids.mjs';
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { serialize } from '../serialize.mjs';

const MAX_ACCESS_KEYS = 10;
const own = (column) => (ctx) => ({ sql: `t.${column} = ?`, args: [ctx.user.id] });

export const accesskey = defineResource({
  name: 'accesskey',
  app: 'authentication',
  url: 'authentication/access-keys',
  label: 'Access key',
  table: 'access_keys',
  methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  where: own('user_id'),
  ordering: ['-date_created'],
  confirm: { POST: 'password', DELETE: 'password' },
  fields: {
    secret: f.string('Access key secret', { readOnly: true }),
    is_active: f.bool('Active', { default: true, filter: true }),
    ip_group: f.list('IP group', f.string('IP', { maxLength: 128 }), { default: ['*'] }),
    date_last_used: f.datetime('Date last used', { readOnly: true }),
    date_created: f.dateCreated(),
    user_id: f.hidden(),
  },
  validate(value, ctx, instance) {
    if (instance) return;
    const { n } = ctx.services.db.get('SELECT COUNT(*) AS n FROM access_keys WHERE user_id = ?', ctx.user.id);
    if (n >= MAX_ACCESS_KEYS) throw badRequest('Access keys can be created at most 10');
    value.user_id = ctx.user.id;
    value.secret = uuid();
  },
  /** The secret appears only in the create response. */
  decorate: (object, row, ctx) => (ctx.method === 'POST' ? object : { ...object, secret: undefined }),
});

export const temptoken = defineResource({
  name: 'temptoken',
  app: 'authentication',
  url: 'authentication/temp-tokens',
  label: 'Temporary token',
  table: 'temp_tokens',
  methods: ['GET', 'POST', 'PATCH'],
  where: (ctx) => ({ sql: 't.username = ?', args: [ctx.user.username] }),
  ordering: ['-date_created'],
  fields: {
    username: f.string('Username', { readOnly: true }),
    secret: f.string('Secret', { readOnly: true }),
    verified: f.bool('Verified', { readOnly: true, default: false }),
    is_valid: f.computed('Is valid', 'boolean', (row, ctx) => !row.verified && row.date_expired > ctx.now),
    date_verified: f.datetime('Date verified', { readOnly: true }),
    date_expired: f.datetime('Date expired', { readOnly: true }),
    date_created: f.dateCreated(),
    date_updated: f.dateUpdated(),
  },
  validate(value, ctx, instance) {
    if (instance) return;
    value.username = ctx.user.username;
    value.secret = randomToken(36);
    value.date_expired = new Date(Date.now() + 300_000).toISOString();
  },
  actions: [
    {
      method: 'PATCH',
      path: ':id/expire/',
      perm: 'authentication.change_temptoken',
      handler(ctx) {
        const row = ctx.services.store.find(temptoken, ctx, ctx.params.id);
        if (!row) throw notFound('Temporary token');
        ctx.services.db.run('UPDATE temp_tokens SET date_expired = ?, date_updated = ? WHERE id = ?', ctx.now, ctx.now, row.id);
        return serialize(temptoken, [ctx.services.store.reload(temptoken, row.id)], ctx)[0];
      },
    },
  ],
});

function connectionTokenResource(name, url) {
  const resource = defineResource({
    name,
    app: 'authentication',
    model: 'connectiontoken',
    url,
    label: 'Connection token',
    table: 'connection_tokens',
    org: true,
    methods: ['GET', 'POST', 'DELETE'],
    where: own('user_id'),
    ordering: ['-date_expired'],
    extraPerms: ['authentication.reuse_connectiontoken', 'authentication.expire_connectiontoken'],
    fields: {
      value: f.string('Value', { readOnly: true }),
      user: f.fk('User', 'user', { readOnly: true, display: ['id', 'name', 'username'], onDelete: 'cascade' }),
      asset: f.fk('Asset', 'asset', { required: true, display: ['id', 'name', 'address'], onDelete: 'cascade' }),
      account: f.string('Account', { required: true }),
      input_username: f.string('Input username', { allowBlank: true, default: '' }),
      input_secret: f.secret('Input secret', { allowBlank: true, allowNull: true }),
      input_secret_type: f.string('Input secret type', { allowBlank: true, default: 'password' }),
      protocol: f.string('Protocol', { default: 'ssh' }),
      connect_method: f.string('Connect method', { default: 'web_cli' }),
      connect_options: f.json('Connect options', { default: {} }),
      actions: f.json('Actions', { readOnly: true, default: [] }),
      is_active: f.bool('Active', { default: true }),
      is_reusable: f.bool('Reusable', { default: false }),
      from_ticket: f.computed('From ticket', 'json', () => null),
      from_ticket_info: f.computed('Ticket info', 'json', () => null),
      date_expired: f.datetime('Date expired', { readOnly: true, order: true }),
      expire_time: f.computed('Expire time', 'integer', (row) => Math.max(0, Math.round((Date.parse(row.date_expired) - Date.now()) / 1000))),
      is_expired: f.computed('Is expired', 'boolean', (row, ctx) => row.date_expired <= ctx.now),
      remote_addr: f.string('Remote addr', { readOnly: true, allowBlank: true }),
      face_monitor_token: f.computed('Face monitor token', 'string', () => null),
      ...stamps(),
    },
    validate(value, ctx) {
      value.user = ctx.user.id;
      value.value = randomToken(32);
      value.date_expired = new Date(Date.now() + 300_000).toISOString();
      value.actions = [{ value: 'connect', label: 'Connect' }];
    },
    actions: [
      ...['expire', 'reuse'].map((action) => ({
        method: 'PATCH',
        path: `:id/${action}/`,
        perm: `authentication.${action}_connectiontoken`,
        handler(ctx) {
          const row = ctx.services.store.find(resource, ctx, ctx.params.id);
          if (!row) throw notFound('Connection token');
          if (action === 'expire') ctx.services.db.run('UPDATE connection_tokens SET date_expired = ? WHERE id = ?', ctx.now, row.id);
          else ctx.services.db.run('UPDATE connection_tokens SET is_reusable = 1, date_expired = ? WHERE id = ?', new Date(Date.now() + 24 * 3600_000).toISOString(), row.id);
          return serialize(resource, [ctx.services.store.reload(resource, row.id)], ctx)[0];
        },
      })),
    ],
  });
  return resource;
}

export const connectiontoken = connectionTokenResource('connectiontoken', 'authentication/connection-token');
export const userconnectiontoken = connectionTokenResource('userconnectiontoken', 'users/connection-token');

export default [accesskey, temptoken, connectiontoken, userconnectiontoken];
