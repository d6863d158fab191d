// The signed-in user (api-contract 4.1), v3.x shape: perms and the org lists
// live inside the profile, computed for the request's organization; the v4.10
// /profile/permissions/ view is answered too. Beside it, as users/api/profile.py
// has them: the password and the SSH public key of the user, each with its
// OPTIONS metadata for the console's forms.
import { mfaForced } from '../auth/mfa.mjs';
import { userBackends } from '../notifications/subscriptions.mjs';
import { passwordMatchesRules, PASSWORD_RULES_TEXT } from '../auth/password-rules.mjs';
import { hashPassword, verifyPassword } from '../auth/passwords.mjs';
import { md5Fingerprint, parseSshPublicKey } from '../auth/ssh-public-key.mjs';
import { ROOT_ORG_ID } from '../orgs/builtin.mjs';
import { validationError } from '../http/errors.mjs';
import { phoneField } from '../registry/common.mjs';
import { visibleFields } from '../registry/define.mjs';
import { f, parseObject } from '../registry/fields.mjs';
import { fieldInfo } from '../registry/metadata.mjs';
import { serialize } from '../registry/serialize.mjs';
import { nowIso } from '../util/time.mjs';

const named = (fields) => {
  for (const [name, field] of Object.entries(fields)) field.name = name;
  return fields;
};

/** What a user may change of themselves (UserProfileSerializer's writable fields). */
export const PROFILE_FIELDS = named({
  mfa_level: f.choice('MFA', [
    [0, 'Disable'],
    [1, 'Enable'],
    [2, 'Force enable'],
  ]),
  public_key: f.text('SSH public key', { allowBlank: true, writeOnly: true, maxLength: 4096 }),
  phone: phoneField(),
  wechat: f.string('WeChat', { allowBlank: true }),
  is_first_login: f.bool('Is first login'),
  lang: f.choice('Language', [
    ['en', 'English'],
    ['zh', '简体中文'],
    ['ja', '日本語'],
    ['zh-hans', '简体中文'],
  ]),
  comment: f.text('Comment', { allowBlank: true }),
});

/** The profile's read-only additions to the user's fields. */
export const PROFILE_EXTRAS = named({
  public_key_comment: f.string('Public key comment', { readOnly: true }),
  public_key_hash_md5: f.string('Public key hash md5', { readOnly: true }),
  guide_url: f.string('Guide url', { readOnly: true }),
  receive_backends: f.list('Receive backends', f.string('Receive backend'), { readOnly: true }),
  perms: f.list('Perms', f.string('Perm'), { readOnly: true }),
});

/** UserUpdatePasswordSerializer: three EncryptedFields. */
export const PASSWORD_FIELDS = named({
  old_password: f.secret('Old password', { required: true, maxLength: 128 }),
  new_password: f.secret('New password', { required: true, maxLength: 128 }),
  new_password_again: f.secret('New password again', { required: true, maxLength: 128 }),
});

/** UserUpdatePublicKeySerializer. */
export const PUBLIC_KEY_FIELDS = named({
  public_key_comment: PROFILE_EXTRAS.public_key_comment,
  public_key_hash_md5: PROFILE_EXTRAS.public_key_hash_md5,
  public_key: f.text('SSH public key', { required: true, writeOnly: true, maxLength: 2048 }),
});

const PARSES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/** An OPTIONS answer for a view of fields that is not a registry resource. */
export function viewMetadata(name, fields, methods, ctx) {
  const infos = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldInfo(field, ctx)]));
  return { name, description: '', renders: ['application/json'], parses: PARSES, actions: Object.fromEntries(methods.map((method) => [method, infos])) };
}

/** The user's fields as the profile lists them: read-only but for PROFILE_FIELDS. */
function profileFields(ctx) {
  const fields = {};
  for (const field of visibleFields(ctx.services.registry.get('user'))) {
    if (field.name === 'password' || field.name === 'password_strategy') continue;
    fields[field.name] = PROFILE_FIELDS[field.name] ?? { ...field, readOnly: true, required: false };
  }
  return { ...fields, ...PROFILE_FIELDS, ...PROFILE_EXTRAS };
}

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

/** The stored key's comment and fingerprint, empty without a (readable) key. */
function publicKeyInfo(user) {
  const key = parseSshPublicKey(user.public_key);
  return { public_key_comment: key?.comment ?? '', public_key_hash_md5: key ? md5Fingerprint(key) : '' };
}

function profile(ctx) {
  const { registry } = ctx.services;
  const [object] = serialize(registry.get('user'), [ctx.user], ctx);
  return {
    ...object,
    mfa_level: PROFILE_FIELDS.mfa_level.fromDb(ctx.user.mfa_level, ctx),
    ...permissionsOf(ctx),
    ...publicKeyInfo(ctx.user),
    guide_url: ctx.services.settings.get('USER_GUIDE_URL'),
    lang: ctx.user.lang ?? ctx.lang,
    receive_backends: userBackends(ctx.services.db, ctx.user.id),
    has_jdmc: false,
  };
}

/** A public key the server takes: a valid one, or none when keys are not used for login (validate_public_key). */
function checkedPublicKey(ctx, text, errors) {
  if (!ctx.services.settings.get('TERMINAL_PUBLIC_KEY_AUTH')) return undefined;
  if (parseSshPublicKey(text)) return text.trim();
  errors.public_key = ['Not a valid ssh public key'];
  return undefined;
}

function saveUser(ctx, value) {
  const { db } = ctx.services;
  const columns = Object.keys(value);
  if (columns.length) {
    db.run(
      `UPDATE users SET ${columns.map((column) => `"${column}" = ?`).join(', ')}, date_updated = ? WHERE id = ?`,
      ...columns.map((column) => (column in PROFILE_FIELDS ? PROFILE_FIELDS[column].toDb(value[column]) : value[column])),
      nowIso(),
      ctx.user.id,
    );
  }
  ctx.user = db.get('SELECT * FROM users WHERE id = ?', ctx.user.id);
}

async function updateProfile(ctx) {
  const { value, errors } = parseObject(PROFILE_FIELDS, (await ctx.body()) ?? {}, ctx, { partial: true });
  // An empty key leaves the stored one (UserSerializer.clean_auth_fields).
  if (value.public_key) value.public_key = checkedPublicKey(ctx, value.public_key, errors);
  if (!value.public_key) delete value.public_key;
  if ('mfa_level' in value && mfaForced(ctx.user, ctx.services)) value.mfa_level = 2;
  if (Object.keys(errors).length) throw validationError(errors);
  saveUser(ctx, value);
  return profile(ctx);
}

async function changePassword(ctx) {
  const { value, errors } = parseObject(PASSWORD_FIELDS, (await ctx.body()) ?? {}, ctx);
  if (!errors.old_password && !verifyPassword(value.old_password, ctx.user.password)) errors.old_password = ['The old password is incorrect'];
  if (!errors.new_password && !passwordMatchesRules(value.new_password, ctx.user, ctx.services)) errors.new_password = [PASSWORD_RULES_TEXT];
  if (!Object.keys(errors).length && value.new_password !== value.new_password_again) {
    errors.new_password_again = ['The newly set password is inconsistent'];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  ctx.services.db.run('UPDATE users SET password = ?, date_password_last_updated = ? WHERE id = ?', hashPassword(value.new_password), nowIso(), ctx.user.id);
  // Every field is write-only: the serializer's data is empty.
  return {};
}

async function changePublicKey(ctx) {
  const { value, errors } = parseObject({ public_key: PUBLIC_KEY_FIELDS.public_key }, (await ctx.body()) ?? {}, ctx);
  if (!errors.public_key && !parseSshPublicKey(value.public_key)) errors.public_key = ['Not a valid ssh public key'];
  if (Object.keys(errors).length) throw validationError(errors);
  // set_public_key(): stored only where keys are used for login.
  if (ctx.services.settings.get('TERMINAL_PUBLIC_KEY_AUTH')) saveUser(ctx, { public_key: value.public_key.trim() });
  return publicKeyInfo(ctx.user);
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerProfileRoutes(router) {
  const name = 'User Profile';
  router.add('GET', '/api/v1/users/profile/', profile, { name });
  router.add('PUT', '/api/v1/users/profile/', updateProfile, { name });
  router.add('PATCH', '/api/v1/users/profile/', updateProfile, { name });
  router.add('OPTIONS', '/api/v1/users/profile/', (ctx) => viewMetadata(name, profileFields(ctx), ['PUT', 'PATCH', 'GET'], ctx), { name });
  router.add('GET', '/api/v1/users/profile/permissions/', (ctx) => ({ id: ctx.user.id, username: ctx.user.username, ...permissionsOf(ctx) }), { name });

  const password = 'User Password';
  // A RetrieveUpdateAPIView of write-only fields: what it shows is empty.
  router.add('GET', '/api/v1/users/profile/password/', () => ({}), { name: password });
  router.add('PUT', '/api/v1/users/profile/password/', changePassword, { name: password });
  router.add('OPTIONS', '/api/v1/users/profile/password/', (ctx) => viewMetadata(password, PASSWORD_FIELDS, ['PUT', 'GET'], ctx), { name: password });

  const publicKey = 'User Public Key';
  router.add('GET', '/api/v1/users/profile/public-key/', (ctx) => publicKeyInfo(ctx.user), { name: publicKey });
  router.add('PUT', '/api/v1/users/profile/public-key/', changePublicKey, { name: publicKey });
  router.add('OPTIONS', '/api/v1/users/profile/public-key/', (ctx) => viewMetadata(publicKey, PUBLIC_KEY_FIELDS, ['PUT', 'GET'], ctx), { name: publicKey });
}
