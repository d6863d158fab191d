// Users and user groups (api-contract 4.15). Users are global; an organization
// sees the users bound to it by an org role.
import { mfaEnabled, mfaForced } from '../../auth/mfa.mjs';
import { passwordMatchesRules, PASSWORD_RULES_TEXT } from '../../auth/password-rules.mjs';
import { hashPassword } from '../../auth/passwords.mjs';
import { valueList } from '../../db/values.mjs';
import { badRequest, permissionDenied, validationError } from '../../http/errors.mjs';
import { reply } from '../../http/reply.mjs';
import { ROOT_ORG_ID } from '../../orgs/builtin.mjs';
import { ROLE_IDS, SYSTEM_ADMIN_ROLE_ID } from '../../rbac/builtin-roles.mjs';
import { isSuperuser } from '../../rbac/superuser.mjs';
import { settingValue } from '../../settings/lookup.mjs';
import { uuid } from '../../util/ids.mjs';
import { daysFromNow, nowIso } from '../../util/time.mjs';
import { labelsField, phoneField, stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { FieldError, MSG } from '../messages.mjs';
import { serialize } from '../serialize.mjs';

export const SOURCES = [
  ['local', 'Local'],
  ['ldap', 'LDAP/AD'],
  ['openid', 'OpenID'],
  ['radius', 'Radius'],
  ['cas', 'CAS'],
  ['saml2', 'SAML2'],
  ['oauth2', 'OAuth2'],
  ['wecom', 'WeCom'],
  ['dingtalk', 'DingTalk'],
  ['feishu', 'FeiShu'],
  ['custom', 'Custom'],
];

const MFA_LEVELS = [
  [0, 'Disabled'],
  [1, 'Enabled'],
  [2, 'Force enabled'],
];

const memberOfOrg = (ctx) => (ctx.org.id === ROOT_ORG_ID ? null : { sql: "t.id IN (SELECT user_id FROM role_bindings WHERE scope = 'org' AND org_id = ?)", args: [ctx.org.id] });

/** Role bindings of the page's users, grouped per user: [{role_id, name, scope, org_id}]. */
function loadBindings(rows, ctx) {
  const users = valueList(rows.map((row) => row.id));
  const bindings = ctx.services.db.all(
    `SELECT b.user_id, b.role_id, b.scope, b.org_id, r.name, r.builtin FROM role_bindings b JOIN roles r ON r.id = b.role_id
     WHERE b.user_id IN ${users.sql}`,
    ...users.args,
  );
  const byUser = new Map();
  for (const binding of bindings) {
    if (!byUser.has(binding.user_id)) byUser.set(binding.user_id, []);
    byUser.get(binding.user_id).push(binding);
  }
  return byUser;
}

const roleRef = (binding, ctx) => ({ id: binding.role_id, display_name: binding.builtin ? ctx.t(binding.name) : binding.name, name: binding.name });

const rolesOf = (scope) => (row, ctx, batch) =>
  (batch?.loaded.system_roles ?? loadBindings([row], ctx))
    .get(row.id)
    ?.filter((b) => b.scope === scope && (scope === 'system' || b.org_id === ctx.org.id))
    .map((b) => (scope === 'system' ? { id: b.role_id, display_name: roleRef(b, ctx).display_name } : roleRef(b, ctx))) ?? [];

const isExpired = (row, ctx) => Boolean(row.date_expired && row.date_expired < ctx.now);

function replaceBindings(db, userId, scope, orgId, roleIds, ctx) {
  db.run('DELETE FROM role_bindings WHERE user_id = ? AND scope = ? AND org_id IS ?', userId, scope, orgId);
  for (const roleId of roleIds) {
    db.run(
      'INSERT INTO role_bindings (id, user_id, role_id, scope, org_id, date_created, created_by) VALUES (?, ?, ?, ?, ?, ?, ?)',
      uuid(),
      userId,
      roleId,
      scope,
      orgId,
      nowIso(),
      ctx.user?.name ?? '',
    );
  }
}

/**
 * Binding system roles is a right of its own (rbac.add_/delete_systemrolebinding):
 * an organization administrator may leave a user's system roles as they are (or a
 * new user's at the default), never grant or take one away.
 */
function assertMayBindSystemRoles(value, ctx, instance) {
  if (!('system_roles' in value)) return;
  const before = instance
    ? ctx.services.db.all("SELECT role_id FROM role_bindings WHERE user_id = ? AND scope = 'system'", instance.id).map((row) => row.role_id)
    : [ROLE_IDS.SystemUser];
  const after = value.system_roles?.length || instance ? (value.system_roles ?? []) : [ROLE_IDS.SystemUser];
  const gains = after.some((id) => !before.includes(id));
  const loses = before.some((id) => !after.includes(id));
  if ((gains && !ctx.can('rbac.add_systemrolebinding')) || (loses && !ctx.can('rbac.delete_systemrolebinding'))) {
    throw permissionDenied('You do not have permission to change system roles.');
  }
}

/** Only a system administrator changes, resets or deletes another system administrator. */
function protectSuperuser(row, ctx) {
  if (isSuperuser(ctx.services.db, row.id) && !isSuperuser(ctx.services.db, ctx.user?.id)) throw permissionDenied();
}

/** system_roles / org_roles: role ids in, `[{id, display_name}]` out, stored as role bindings by afterSave. */
function rolesField(scope) {
  return f.managed(scope === 'system' ? 'System roles' : 'Org roles', 'm2m_related_field', {
    load: scope === 'system' ? loadBindings : undefined,
    compute: rolesOf(scope),
    parse(value, ctx) {
      if (!Array.isArray(value)) throw new FieldError(MSG.notAList(value));
      const ids = value.map((item) => (item && typeof item === 'object' ? (item.id ?? item.pk) : item));
      const known = new Set(
        ctx.services.db.all('SELECT id FROM roles WHERE scope = ? AND id IN (SELECT value FROM json_each(?))', scope, JSON.stringify(ids)).map((row) => row.id),
      );
      const missing = ids.find((id) => !known.has(id));
      if (missing !== undefined) throw new FieldError(MSG.pkMissing(missing));
      return ids;
    },
  });
}

export const user = defineResource({
  name: 'user',
  app: 'users',
  url: 'users/users',
  label: 'User',
  table: 'users',
  slug: 'username',
  search: ['username', 'name', 'email'],
  ordering: ['username'],
  where: memberOfOrg,
  extraPerms: ['users.match_user', 'users.invite_user', 'users.remove_user'],
  fieldsMini: ['id', 'name', 'username'],
  fieldsSmall: ['id', 'name', 'username', 'email', 'source', 'is_active', 'is_valid', 'date_joined', 'last_login', 'comment'],
  unimport: ['password_strategy'],
  fields: {
    name: f.string('Name', { required: true, filter: true, order: true, help: 'Full name' }),
    username: f.string('Username', { required: true, unique: true, filter: true, order: true, help: 'Login username' }),
    email: f.email('Email', { required: true, unique: true, filter: true, order: true, help: 'Email address' }),
    password_strategy: f.choice(
      'Password setting',
      [
        ['email', 'Reset link will be generated and sent to the user'],
        ['custom', 'Set password'],
      ],
      { kind: 'virtual', writeOnly: true, default: 'email', export: false },
    ),
    password: f.secret('Password', { maxLength: 1024, allowNull: true }),
    public_key: f.text('SSH public key', { writeOnly: true, allowBlank: true, export: false }),
    phone: phoneField(),
    wechat: f.string('WeChat', { allowBlank: true, default: '' }),
    // Set by the services' QR binding, which this backend cannot reach; cleared by their unbind APIs.
    wecom_id: f.string('WeCom ID', { readOnly: true, allowNull: true }),
    dingtalk_id: f.string('DingTalk ID', { readOnly: true, allowNull: true }),
    feishu_id: f.string('FeiShu ID', { readOnly: true, allowNull: true }),
    mfa_level: f.choice('MFA', MFA_LEVELS, { default: 0, filter: true, help: 'Multi-Factor Authentication' }),
    source: f.choice('Source', SOURCES, { default: 'local', filter: true }),
    groups: f.m2m('Groups', 'usergroup', { filter: true, help: 'User groups to join' }),
    system_roles: rolesField('system'),
    org_roles: rolesField('org'),
    labels: labelsField('users.user'),
    is_active: f.bool('Active', { default: true, filter: true, order: true }),
    is_first_login: f.bool('Is first login', { default: true, filter: true }),
    is_service_account: f.bool('Is service account', { readOnly: true, default: false }),
    date_expired: f.datetime('Date expired', { default: () => daysFromNow(365 * 70), order: true }),
    date_joined: f.datetime('Date joined', { readOnly: true, auto: 'created', order: true }),
    last_login: f.datetime('Last login', { readOnly: true, order: true }),
    date_password_last_updated: f.datetime('Date password last updated', { readOnly: true }),
    date_api_key_last_used: f.datetime('Date api key used', { readOnly: true }),
    is_superuser: f.computed('Super Administrator', 'boolean', (row, ctx, batch) =>
      Boolean((batch?.loaded.system_roles ?? loadBindings([row], ctx)).get(row.id)?.some((b) => b.role_id === SYSTEM_ADMIN_ROLE_ID)),
    ),
    is_valid: f.computed('Is valid', 'boolean', (row, ctx) => Boolean(row.is_active) && !isExpired(row, ctx)),
    is_expired: f.computed('Is expired', 'boolean', isExpired),
    is_otp_secret_key_bound: f.computed('Is OTP bound', 'boolean', (row) => Boolean(row.otp_secret_key)),
    mfa_enabled: f.computed('MFA enabled', 'boolean', (row, ctx) => mfaEnabled(row, ctx.services), { reads: ['id', 'mfa_level'] }),
    mfa_force_enabled: f.computed('MFA force enabled', 'boolean', (row, ctx) => mfaForced(row, ctx.services), { reads: ['id', 'mfa_level'] }),
    can_public_key_auth: f.computed('Can public key authentication', 'boolean', (row, ctx) => Boolean(settingValue(ctx.services, 'TERMINAL_PUBLIC_KEY_AUTH'))),
    need_update_password: f.computed('Need update password', 'boolean', () => false),
    login_blocked: f.computed('Login blocked', 'boolean', (row, ctx) => Boolean(row.login_blocked_until && row.login_blocked_until > ctx.now)),
    avatar_url: f.computed('Avatar url', 'string', () => null),
    comment: f.comment(),
    created_by: f.createdBy(),
    updated_by: f.updatedBy(),
    date_updated: f.dateUpdated(),
    otp_secret_key: f.hidden(),
    login_blocked_until: f.hidden(),
    lang: f.hidden(),
  },
  filters: {
    group_id: { apply: (value) => ({ sql: 'EXISTS (SELECT 1 FROM users__groups g WHERE g.src = t.id AND g.dst = ?)', args: [value] }) },
    exclude_group_id: {
      apply: (value) => ({ sql: 'NOT EXISTS (SELECT 1 FROM users__groups g WHERE g.src = t.id AND g.dst = ?)', args: [value] }),
    },
    system_roles: {
      apply: (value) => ({ sql: "t.id IN (SELECT user_id FROM role_bindings WHERE scope = 'system' AND role_id = ?)", args: [value] }),
    },
    org_roles: {
      apply: (value, ctx) => ({
        sql: "t.id IN (SELECT user_id FROM role_bindings WHERE scope = 'org' AND role_id = ? AND org_id = ?)",
        args: [value, ctx.org.id],
      }),
    },
    is_valid: {
      apply: (value) => ({
        sql: `${value === 'true' || value === '1' ? '' : 'NOT '}(t.is_active = 1 AND (t.date_expired IS NULL OR t.date_expired > ?))`,
        args: [nowIso()],
      }),
    },
    is_expired: {
      apply: (value) => ({ sql: `${value === 'true' || value === '1' ? '' : 'NOT '}(t.date_expired <= ?)`, args: [nowIso()] }),
    },
  },
  protect: protectSuperuser,
  validate(value, ctx, instance) {
    assertMayBindSystemRoles(value, ctx, instance);
    const errors = {};
    if (!instance && value.password_strategy === 'custom' && !value.password) errors.password = [MSG.required];
    // An administrator's password for someone else keeps the same rules as the user's own.
    if (value.password && !passwordMatchesRules(value.password, instance ?? { id: '' }, ctx.services)) errors.password = [PASSWORD_RULES_TEXT];
    if (instance && instance.id === ctx.user?.id) {
      for (const key of ['is_active', 'system_roles', 'org_roles']) {
        if (key in value && key !== 'is_active') errors[key] = ['Cannot modify your own roles'];
        if (key === 'is_active' && key in value && !value.is_active) errors[key] = ['Cannot deactivate yourself'];
      }
    }
    if (Object.keys(errors).length) throw new FieldError(errors);
  },
  prepare(value, ctx, instance) {
    if (value.password) {
      value.password = hashPassword(value.password);
      value.date_password_last_updated = nowIso();
    } else {
      delete value.password;
    }
    if (!instance) value.date_password_last_updated ??= nowIso();
  },
  afterSave(row, value, ctx, created) {
    const { db } = ctx.services;
    // A new user given no roles (left out or an empty list) gets the default ones; an update may empty them.
    const roles = (key, fallback) => (value[key]?.length || (!created && value[key]) ? value[key] : [fallback]);
    if ('system_roles' in value || created) replaceBindings(db, row.id, 'system', null, roles('system_roles', ROLE_IDS.SystemUser), ctx);
    if (ctx.org.id !== ROOT_ORG_ID && ('org_roles' in value || created)) {
      replaceBindings(db, row.id, 'org', ctx.org.id, roles('org_roles', ROLE_IDS.OrgUser), ctx);
    }
    if (value.is_active === false) ctx.services.sessions.destroyForUser(row.id);
  },
  beforeDelete(row, ctx) {
    if (row.username === 'admin') throw badRequest('The admin user cannot be deleted');
    if (row.id === ctx.user?.id) throw badRequest('You cannot delete yourself');
    ctx.services.db.run('DELETE FROM role_bindings WHERE user_id = ?', row.id);
    ctx.services.sessions.destroyForUser(row.id);
  },
  actions: [
    {
      method: 'GET',
      path: 'suggestions/',
      perm: 'users.match_user',
      handler(ctx) {
        const { store } = ctx.services;
        const query = new URLSearchParams(ctx.query);
        if (!query.has('limit')) query.set('limit', '10');
        // Every user of the system, as JumpServer's match action answers it (tmp_to_root_org): whom to invite.
        const scoped = ctx.with({ query, org: { id: ROOT_ORG_ID, name: ctx.orgName(ROOT_ORG_ID) } });
        const { rows } = store.list(user, scoped);
        return serialize(
          user,
          rows,
          scoped,
          'list',
          ['id', 'name', 'username'].map((name) => user.fields[name]),
        );
      },
    },
    {
      method: 'POST',
      path: ':id/remove/',
      perm: 'users.remove_user',
      handler(ctx) {
        const row = ctx.services.store.find(user, ctx, ctx.params.id);
        if (!row) throw validationError({ detail: ['User object does not exist.'] });
        removeFromOrg(ctx, [row.id]);
        return reply(200, { msg: 'ok' });
      },
    },
    {
      method: 'POST',
      path: 'remove/',
      perm: 'users.remove_user',
      handler(ctx) {
        const { ids } = ctx.services.store.filteredIds(user, ctx);
        removeFromOrg(ctx, ids);
        return reply(200, { msg: 'ok' });
      },
    },
    {
      method: 'POST',
      path: 'invite/',
      perm: 'users.invite_user',
      async handler(ctx) {
        const body = (await ctx.body()) ?? {};
        if (ctx.org.id === ROOT_ORG_ID) throw badRequest('Please switch to an organization');
        const users = Array.isArray(body.users) ? body.users.map(String) : [];
        const roles = Array.isArray(body.org_roles) ? body.org_roles.map(String) : [];
        if (!users.length || !roles.length) throw validationError({ users: [MSG.required], org_roles: [MSG.required] });
        ctx.services.db.transaction(() => {
          for (const userId of users) replaceBindings(ctx.services.db, userId, 'org', ctx.org.id, roles, ctx);
        });
        return reply(201, { users, org_roles: roles });
      },
    },
    {
      method: 'PUT',
      path: ':id/password/',
      perm: 'users.change_user',
      async handler(ctx) {
        const row = ctx.services.store.find(user, ctx, ctx.params.id);
        if (!row) throw validationError({ detail: ['User object does not exist.'] });
        protectSuperuser(row, ctx);
        const body = (await ctx.body()) ?? {};
        const password = typeof body.password === 'string' ? ctx.decryptSecret(body.password) : '';
        if (!password) throw validationError({ password: [MSG.required] });
        if (!passwordMatchesRules(password, row, ctx.services)) throw validationError({ password: [PASSWORD_RULES_TEXT] });
        ctx.services.db.run('UPDATE users SET password = ?, date_password_last_updated = ? WHERE id = ?', hashPassword(password), nowIso(), row.id);
        return { password: '' };
      },
    },
    // mfa/reset is a GET on JumpServer (a RetrieveAPIView that resets as it answers), the others PATCH.
    ...['password/reset', 'pubkey/reset', 'mfa/reset', 'unblock'].map((action) => ({
      method: action === 'mfa/reset' ? 'GET' : 'PATCH',
      path: `:id/${action}/`,
      perm: 'users.change_user',
      handler(ctx) {
        const row = ctx.services.store.find(user, ctx, ctx.params.id);
        if (!row) throw validationError({ detail: ['User object does not exist.'] });
        protectSuperuser(row, ctx);
        const reset = {
          'password/reset': 'UPDATE users SET is_first_login = 1 WHERE id = ?',
          'pubkey/reset': "UPDATE users SET public_key = '' WHERE id = ?",
          'mfa/reset': 'UPDATE users SET otp_secret_key = NULL WHERE id = ?',
          unblock: 'UPDATE users SET login_blocked_until = NULL WHERE id = ?',
        }[action];
        ctx.services.db.run(reset, row.id);
        return { msg: 'ok' };
      },
    })),
  ],
});

function removeFromOrg(ctx, userIds) {
  if (ctx.org.id === ROOT_ORG_ID) throw badRequest('Please switch to an organization');
  const { db } = ctx.services;
  db.transaction(() => {
    for (const id of userIds) {
      db.run("DELETE FROM role_bindings WHERE user_id = ? AND scope = 'org' AND org_id = ?", id, ctx.org.id);
      db.run('DELETE FROM users__groups WHERE src = ? AND dst IN (SELECT id FROM usergroups WHERE org_id = ?)', id, ctx.org.id);
    }
  });
}

export const usergroup = defineResource({
  name: 'usergroup',
  app: 'users',
  url: 'users/groups',
  label: 'User group',
  table: 'usergroups',
  org: true,
  search: ['name', 'comment'],
  // v3.10's UserGroupListSerializer swaps `users` for `users_amount` in lists; v3.8.2 has one serializer, without the count.
  listOmit: ['users'],
  listOnly: ['users_amount'],
  versions: { 3.8: { omit: ['users_amount'], listOmit: [], listOnly: [] } },
  fields: {
    name: f.string('Name', { required: true, unique: 'org', filter: true, order: true }),
    users: f.m2m('Users', 'user', {
      link: { table: 'users__groups', src: 'dst', dst: 'src' },
      filter: true,
      display: ['id', 'name', 'username'],
    }),
    users_amount: f.sql('Users amount', 'integer', 'SELECT COUNT(*) FROM users__groups g WHERE g.dst = t.id', { order: true }),
    labels: labelsField('users.usergroup'),
    comment: f.comment(),
    ...stamps(),
  },
});

export default [user, usergroup];
