// The signed-in user (api-contract 4.1), v3.x shape: perms and the org lists
// live inside the profile, computed for the request's organization; the v4.10
// /profile/permissions/ view is answered too.
import { hashPassword, verifyPassword } from '../auth/passwords.mjs';
import { ROOT_ORG_ID } from '../orgs/builtin.mjs';
import { validationError } from '../http/errors.mjs';
import { parseObject } from '../registry/fields.mjs';
import { f } from '../registry/fields.mjs';
import { MSG } from '../registry/messages.mjs';
import { serialize } from '../registry/serialize.mjs';
import { nowIso } from '../util/time.mjs';

const EDITABLE = {
  is_first_login: f.bool('Is first login'),
  phone: f.string('Phone', { allowBlank: true }),
  wechat: f.string('WeChat', { allowBlank: true }),
  mfa_level: f.choice('MFA', [[0, 'Disabled'], [1, 'Enabled']]),
  lang: f.choice('Language', [['en', 'English'], ['zh', '简体中文'], ['ja', '日本語'], ['zh-hans', '简体中文']]),
  public_key: f.text('SSH public key', { allowBlank: true }),
  comment: f.text('Comment', { allowBlank: true }),
};
for (const [name, field] of Object.entries(EDITABLE)) field.name = name;

/** perms and the org lists of the user for the request's organization. */
export function permissionsOf(ctx) {
  const { rbac } = ctx.services;
  const userId = ctx.user.id;
  return {
    console_orgs: rbac.orgsWith(userId, 'rbac.view_console', 'orgs.view_rootorg', ctx.orgName(ROOT_ORG_ID)),
    audit_orgs: rbac.orgsWith(userId, 'rbac.view_audit', 'orgs.view_rootorg', ctx.orgName(ROOT_ORG_ID)),
    // The workbench names the global organization for what it shows there, whatever the setting says.
    workbench_orgs: rbac.orgsWith(userId, 'rbac.view_workbench', 'orgs.view_alljoinedorg', ctx.t('All organizations')),
    perms: [...ctx.perms].sort(),
  };
}

function profile(ctx) {
  const { registry } = ctx.services;
  const [object] = serialize(registry.get('user'), [ctx.user], ctx);
  return {
    ...object,
    ...permissionsOf(ctx),
    public_key_comment: '',
    public_key_hash_md5: '',
    guide_url: ctx.services.settings.get('USER_GUIDE_URL'),
    lang: ctx.user.lang ?? ctx.lang,
    receive_backends: ['site_msg', 'email'],
    has_jdmc: false,
  };
}

async function updateProfile(ctx) {
  const body = await ctx.body();
  const { value, errors } = parseObject(EDITABLE, body ?? {}, ctx, { partial: true });
  if (Object.keys(errors).length) throw validationError(errors);
  const { db } = ctx.services;
  const columns = Object.keys(value);
  if (columns.length) {
    db.run(
      `UPDATE users SET ${columns.map((column) => `"${column}" = ?`).join(', ')}, date_updated = ? WHERE id = ?`,
      ...columns.map((column) => EDITABLE[column].toDb(value[column])),
      nowIso(),
      ctx.user.id,
    );
  }
  ctx.user = db.get('SELECT * FROM users WHERE id = ?', ctx.user.id);
  return profile(ctx);
}

async function changePassword(ctx) {
  const body = (await ctx.body()) ?? {};
  const read = (key) => (typeof body[key] === 'string' ? ctx.decryptSecret(body[key]) : '');
  const [old, next, again] = ['old_password', 'new_password', 'new_password_again'].map(read);
  const errors = {};
  for (const [key, value] of Object.entries({ old_password: old, new_password: next, new_password_again: again })) {
    if (!value) errors[key] = [MSG.required];
  }
  if (!errors.old_password && !verifyPassword(old, ctx.user.password)) errors.old_password = ['Old password error'];
  const minLength = ctx.services.settings.get('SECURITY_PASSWORD_MIN_LENGTH');
  if (!errors.new_password && next.length < minLength) errors.new_password = [MSG.minLength(minLength)];
  if (!errors.new_password_again && next !== again) errors.new_password_again = ['The newly set password is inconsistent'];
  if (Object.keys(errors).length) throw validationError(errors);
  ctx.services.db.run(
    'UPDATE users SET password = ?, date_password_last_updated = ? WHERE id = ?',
    hashPassword(next), nowIso(), ctx.user.id,
  );
  return { msg: 'ok' };
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerProfileRoutes(router) {
  const name = 'User Profile';
  router.add('GET', '/api/v1/users/profile/', profile, { name });
  router.add('PUT', '/api/v1/users/profile/', updateProfile, { name });
  router.add('PATCH', '/api/v1/users/profile/', updateProfile, { name });
  router.add('GET', '/api/v1/users/profile/permissions/', (ctx) => ({ id: ctx.user.id, username: ctx.user.username, ...permissionsOf(ctx) }), { name });
  router.add('PUT', '/api/v1/users/profile/password/', changePassword, { name });
}
