// The user's own credentials (api-contract 4.22): access keys, temporary tokens,
// connection tokens. Each user sees only their own.
import { badRequest, validationError } from '../../http/errors.mjs';
import { reply } from '../../http/reply.mjs';
import { completeRegistration, registrationOptions } from '../../auth/webauthn.mjs';
import { randomToken, uuid } from '../../util/ids.mjs';
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f, parseObject } from '../fields.mjs';
import { findOr404 } from '../read.mjs';
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
  slug: 'id',
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
        const row = findOr404(temptoken, ctx);
        ctx.services.db.run('UPDATE temp_tokens SET date_expired = ?, date_updated = ? WHERE id = ?', ctx.now, ctx.now, row.id);
        return serialize(temptoken, [ctx.services.store.reload(temptoken, row.id)], ctx)[0];
      },
    },
  ],
});

const ONE_TIME_SECONDS = 5 * 60;
const REUSABLE_SECONDS = 24 * 3600;
const secondsFromNow = (seconds) => new Date(Date.now() + seconds * 1000).toISOString();

/**
 * The user's own connection tokens in every organization (a RootOrgViewMixin view),
 * only those not expired yet; made by POST, ended by `expire`, extended by `reuse`.
 */
function connectionTokenResource(name, url) {
  const resource = defineResource({
    name,
    app: 'authentication',
    model: 'connectiontoken',
    url,
    label: 'Connection token',
    table: 'connection_tokens',
    slug: 'id',
    methods: ['GET', 'POST'],
    where: (ctx) => ({ sql: 't.user_id = ? AND t.date_expired > ?', args: [ctx.user.id, ctx.now] }),
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
      org_id: f.string('Organization ID', { readOnly: true, maxLength: 36 }),
      org_name: f.computed('Organization', 'string', (row, ctx) => ctx.orgName(row.org_id), { reads: ['org_id'] }),
      ...stamps(),
    },
    validate(value, ctx) {
      value.user = ctx.user.id;
      value.org_id = ctx.org.id;
      value.value = randomToken(32);
      value.date_expired = secondsFromNow(ONE_TIME_SECONDS);
      value.actions = [{ value: 'connect', label: 'Connect' }];
    },
    actions: [
      {
        method: 'PATCH',
        path: ':id/expire/',
        perm: 'authentication.expire_connectiontoken',
        handler(ctx) {
          const row = findOr404(resource, ctx);
          ctx.services.db.run('UPDATE connection_tokens SET date_expired = ? WHERE id = ?', ctx.now, row.id);
          return reply(204, '');
        },
      },
      {
        method: 'PATCH',
        path: ':id/reuse/',
        perm: 'authentication.reuse_connectiontoken',
        async handler(ctx) {
          const row = findOr404(resource, ctx);
          if (!ctx.services.settings.get('CONNECTION_TOKEN_REUSABLE')) {
            throw validationError(['Reusable connection token is not allowed, global setting not enabled']);
          }
          const { value, errors } = parseObject({ is_reusable: resource.fields.is_reusable }, (await ctx.body()) ?? {}, ctx, { partial: true });
          if (Object.keys(errors).length) throw validationError(errors);
          const reusable = value.is_reusable ?? false;
          const expires = secondsFromNow(reusable ? REUSABLE_SECONDS : ONE_TIME_SECONDS);
          ctx.services.db.run('UPDATE connection_tokens SET is_reusable = ?, date_expired = ? WHERE id = ?', reusable ? 1 : 0, expires, row.id);
          const [object] = serialize(resource, [ctx.services.store.reload(resource, row.id)], ctx);
          return { id: object.id, date_expired: object.date_expired, is_reusable: object.is_reusable };
        },
      },
    ],
  });
  return resource;
}

export const connectiontoken = connectionTokenResource('connectiontoken', 'authentication/connection-token');
export const userconnectiontoken = connectionTokenResource('userconnectiontoken', 'users/connection-token');

/** Which kind of authenticator a browser brings, as fido.get_current_platform() names it from the User-Agent. */
function platformOf(userAgent = '') {
  if (/Safari/.test(userAgent) && !/Chrome|Chromium/.test(userAgent)) return 'Apple';
  if (/Chrome|Chromium/.test(userAgent) && /Mac OS X/.test(userAgent)) return 'Chrome on Apple';
  if (/Android/.test(userAgent)) return 'Google';
  if (/Windows/.test(userAgent)) return 'Microsoft';
  return 'Key';
}

/** The relying party a passkey belongs to: this site's host name, as the browser sees it. */
const relyingParty = (ctx) => new URL(ctx.origin).hostname;

/** The user's passkeys (authentication/backends/passkey): listed, switched on and off, deleted; registered through `register/`. */
export const passkey = defineResource({
  name: 'passkey',
  app: 'authentication',
  url: 'authentication/passkeys',
  label: 'Passkey',
  table: 'passkeys',
  methods: ['GET', 'PUT', 'PATCH', 'DELETE'],
  where: own('user_id'),
  ordering: ['-date_created'],
  fields: {
    name: f.string('Name', { readOnly: true, maxLength: 255 }),
    is_active: f.bool('Enabled', { default: true, filter: true }),
    platform: f.string('Platform', { readOnly: true, maxLength: 255, allowBlank: true }),
    created_by: f.createdBy(),
    date_last_used: f.datetime('Date last used', { readOnly: true }),
    date_created: f.dateCreated(),
    date_updated: f.dateUpdated(),
    user_id: f.hidden(),
    credential_id: f.hidden(),
    token: f.hidden(),
  },
  actions: [
    {
      method: 'GET',
      path: 'register/',
      confirm: 'password',
      session: true,
      handler(ctx) {
        if (ctx.user.source !== 'local') return reply(400, { error: 'Only register passkey for local user' });
        const excluded = ctx.services.db.all('SELECT credential_id FROM passkeys WHERE user_id = ?', ctx.user.id).map((row) => row.credential_id);
        const { state, options } = registrationOptions({
          rpId: relyingParty(ctx),
          rpName: 'JumpServer',
          user: ctx.user,
          keyName: ctx.query.get('name') ?? '',
          excluded,
        });
        ctx.session.data.fido2_state = state;
        ctx.services.sessions.save(ctx.session);
        return options;
      },
    },
    {
      method: 'POST',
      path: 'register/',
      confirm: 'password',
      session: true,
      async handler(ctx) {
        if (ctx.user.source !== 'local') return reply(400, { error: 'Only register passkey for local user' });
        const state = ctx.session?.data.fido2_state;
        if (!state) throw validationError(['No state found']);
        delete ctx.session.data.fido2_state;
        ctx.services.sessions.save(ctx.session);
        const body = (await ctx.body()) ?? {};
        let credential;
        try {
          credential = completeRegistration(state, body, ctx.origin);
        } catch (error) {
          throw validationError([error instanceof Error ? error.message : String(error)]);
        }
        const { db } = ctx.services;
        if (db.get('SELECT 1 FROM passkeys WHERE credential_id = ?', credential.credentialId)) throw validationError(['This key is already registered']);
        const platform = platformOf(ctx.req.headers['user-agent']);
        const id = uuid();
        const name = typeof body.key_name === 'string' && body.key_name.trim() ? body.key_name.trim().slice(0, 255) : platform;
        db.run(
          `INSERT INTO passkeys (id, user_id, name, is_active, platform, credential_id, token, created_by, date_created, date_updated)
           VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?)`,
          id,
          ctx.user.id,
          name,
          platform,
          credential.credentialId,
          credential.token,
          ctx.user.name,
          ctx.now,
          ctx.now,
        );
        return { id, name };
      },
    },
  ],
});

export default [accesskey, temptoken, connectiontoken, userconnectiontoken, passkey];
