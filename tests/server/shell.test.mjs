// What the console shell reads at start: profile, permissions, orgs, public
// settings, license, categories; org resolution and the edition switches.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_ORG_ID, ROOT_ORG_ID, SYSTEM_ORG_ID, startBackend } from './helpers.mjs';

const SYSTEM_ADMIN_ROLE = '00000000-0000-0000-0000-000000000001';

let server;
let admin;
let orgs;
before(async () => {
  server = await startBackend({ debugSql: true });
  admin = await server.login('admin');
  orgs = Object.fromEntries((await admin.get('/api/v1/orgs/orgs/')).body.map((org) => [org.name, org.id]));
});
after(() => server.close());

describe('profile', () => {
  test('v3 shape: user fields plus perms and org lists', async () => {
    const { status, body } = await admin.get('/api/v1/users/profile/');
    assert.equal(status, 200);
    for (const key of [
      'id',
      'name',
      'username',
      'email',
      'is_superuser',
      'is_first_login',
      'source',
      'date_password_last_updated',
      'system_roles',
      'perms',
      'console_orgs',
      'audit_orgs',
      'workbench_orgs',
    ]) {
      assert.ok(key in body, `profile has ${key}`);
    }
    assert.equal(body.is_superuser, true);
    assert.deepEqual(body.source, { value: 'local', label: 'Local' });
    assert.ok(body.system_roles.some((role) => role.id === SYSTEM_ADMIN_ROLE));
    assert.match(body.date_password_last_updated, /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/);
    assert.ok(body.perms.includes('rbac.view_console') && body.perms.includes('settings.view_setting'));
    assert.deepEqual(body.perms, [...body.perms].sort());
    assert.equal(body.console_orgs[0].id, ROOT_ORG_ID, 'GLOBAL first for a system admin');
    assert.deepEqual(Object.keys(body.console_orgs[0]).sort(), ['id', 'is_default', 'is_root', 'is_system', 'name']);
    assert.ok(body.console_orgs.some((org) => org.is_default));
    assert.ok(!body.console_orgs.some((org) => org.id === SYSTEM_ORG_ID));
    assert.equal('password' in body, false);
  });

  test('/profile/permissions/ answers the v4.10 split view', async () => {
    const { body } = await admin.get('/api/v1/users/profile/permissions/');
    assert.deepEqual(Object.keys(body).sort(), ['audit_orgs', 'console_orgs', 'id', 'perms', 'username', 'workbench_orgs']);
  });

  test('perms are computed for the org of the request', async () => {
    const orgadmin = await server.login('orgadmin');
    const inDefault = (await orgadmin.get('/api/v1/users/profile/', { headers: { 'X-JMS-ORG': DEFAULT_ORG_ID } })).body;
    const inFinance = (await orgadmin.get('/api/v1/users/profile/', { headers: { 'X-JMS-ORG': orgs.Finance } })).body;
    assert.ok(inDefault.perms.includes('users.view_user'));
    assert.ok(!inFinance.perms.includes('users.view_user'));
    assert.ok(inFinance.perms.includes('rbac.view_workbench'));
    assert.ok(!inDefault.perms.includes('settings.view_setting'), 'org admins get no system settings');
    assert.deepEqual(
      inDefault.console_orgs.map((org) => org.name),
      ['DEFAULT', 'Engineering'],
    );
    assert.deepEqual(
      inDefault.workbench_orgs.map((org) => org.name),
      ['All organizations', 'DEFAULT', 'Engineering', 'Finance'],
      'every joined org',
    );
    assert.equal(inDefault.is_superuser, false);
  });

  test('auditor and user see the matching org lists', async () => {
    const auditor = (await (await server.login('auditor')).get('/api/v1/users/profile/')).body;
    assert.deepEqual(
      auditor.audit_orgs.map((org) => org.name),
      ['DEFAULT', 'Engineering'],
    );
    assert.deepEqual(auditor.console_orgs, []);
    const user = (await (await server.login('user')).get('/api/v1/users/profile/')).body;
    assert.deepEqual(user.console_orgs, []);
    assert.deepEqual(
      user.workbench_orgs.map((org) => org.name),
      ['All organizations', 'DEFAULT', 'Engineering'],
    );
    assert.equal(user.workbench_orgs[0].id, ROOT_ORG_ID);
    assert.ok(user.perms.includes('perms.view_myassets'));
  });

  test('debug mode adds X-JMS-SQL-COUNT (statements + 2)', async () => {
    const response = await admin.get('/api/v1/users/users/?limit=15');
    const count = Number(response.headers.get('x-jms-sql-count'));
    assert.ok(count >= 4 && count < 20, `got ${count}`);
  });

  test('password change checks the old password and consistency', async () => {
    const user = await server.login('newcomer');
    const wrong = await user.put('/api/v1/users/profile/password/', { old_password: 'nope', new_password: 'Another-1', new_password_again: 'Another-1' });
    assert.equal(wrong.status, 400);
    assert.ok(wrong.body.old_password);
    const mismatch = await user.put('/api/v1/users/profile/password/', { old_password: 'jumpserver', new_password: 'Another-1', new_password_again: 'Another-2' });
    assert.ok(mismatch.body.new_password_again);
  });
});

describe('organizations', () => {
  test('orgs/current follows ?oid=, the header, the cookie, then falls back', async () => {
    const current = async (path, headers = {}) => (await admin.get(path, { headers })).body;
    assert.equal((await current(`/api/v1/orgs/orgs/current/?oid=${orgs.Engineering}`)).name, 'Engineering');
    assert.equal((await current('/api/v1/orgs/orgs/current/', { 'X-JMS-ORG': orgs.Finance })).name, 'Finance');
    const withCookie = await server.login('admin');
    withCookie.cookies.set('X-JMS-ORG', orgs.Engineering);
    assert.equal((await withCookie.get('/api/v1/orgs/orgs/current/')).body.name, 'Engineering');
    assert.equal((await current(`/api/v1/orgs/orgs/current/?oid=${orgs.Finance}`, { 'X-JMS-ORG': orgs.Engineering })).name, 'Finance', 'oid wins');
    const root = await current('/api/v1/orgs/orgs/current/', { 'X-JMS-ORG': 'root' });
    assert.deepEqual(root, { id: ROOT_ORG_ID, name: 'GLOBAL', is_default: false, is_root: true, is_system: false, comment: '' });
    assert.equal((await current('/api/v1/orgs/orgs/current/', { 'X-JMS-ORG': 'SYSTEM' })).id, SYSTEM_ORG_ID);
    assert.equal((await current('/api/v1/orgs/orgs/current/', { 'X-JMS-ORG': 'Default' })).id, DEFAULT_ORG_ID);
  });

  test('an unknown org falls back to the first joined org', async () => {
    const orgadmin = await server.login('orgadmin');
    const body = (await orgadmin.get('/api/v1/orgs/orgs/current/', { headers: { 'X-JMS-ORG': '11111111-1111-1111-1111-111111111111' } })).body;
    assert.notEqual(body.id, ROOT_ORG_ID);
    assert.ok(['DEFAULT', 'Engineering', 'Finance'].includes(body.name));
  });

  test('org-scoped lists show the current org; GLOBAL shows all and refuses writes', async () => {
    const count = async (org) => (await admin.get('/api/v1/users/groups/?limit=1', { headers: { 'X-JMS-ORG': org } })).body.count;
    const [inDefault, inEngineering, inRoot] = await Promise.all([count(DEFAULT_ORG_ID), count(orgs.Engineering), count(ROOT_ORG_ID)]);
    assert.ok(inDefault > 0 && inEngineering > 0);
    assert.ok(inRoot >= inDefault + inEngineering);
    const group = (await admin.get('/api/v1/users/groups/?limit=1', { headers: { 'X-JMS-ORG': orgs.Engineering } })).body.results[0];
    assert.equal(group.org_id, orgs.Engineering);
    assert.equal(group.org_name, 'Engineering');
    const hidden = await admin.get(`/api/v1/users/groups/${group.id}/`, { headers: { 'X-JMS-ORG': DEFAULT_ORG_ID } });
    assert.equal(hidden.status, 404);
    const refused = await admin.post('/api/v1/users/groups/', { name: 'in-global' }, { headers: { 'X-JMS-ORG': ROOT_ORG_ID } });
    assert.equal(refused.status, 400);
    assert.ok(refused.body.error);
  });

  test('a user without orgs.view_rootorg gets nothing from GLOBAL', async () => {
    const orgadmin = await server.login('orgadmin');
    const response = await orgadmin.get('/api/v1/users/groups/', { headers: { 'X-JMS-ORG': ROOT_ORG_ID } });
    assert.equal(response.status, 403);
  });
});

describe('public settings', () => {
  test('open settings are anonymous and carry INTERFACE, XPACK_ENABLED, LANGUAGES', async () => {
    const { status, body } = await server.client().get('/api/v1/settings/public/open/');
    assert.equal(status, 200);
    assert.equal(body.XPACK_ENABLED, true);
    for (const key of ['logo_logout', 'logo_index', 'login_image', 'favicon', 'login_title', 'theme', 'theme_info']) assert.ok(key in body.INTERFACE);
    assert.ok(Array.isArray(body.LANGUAGES));
    const logo = await server.client().get(body.INTERFACE.logo_logout);
    assert.equal(logo.status, 200);
    assert.match(logo.headers.get('content-type'), /svg/);
  });

  test('the logged-in set needs a session and lists the contract keys', async () => {
    assert.equal((await server.client().get('/api/v1/settings/public/')).status, 401);
    const { body } = await admin.get('/api/v1/settings/public/');
    // Every key api-contract 4.3 lists for the logged-in set.
    const keys = `XPACK_LICENSE_IS_VALID XPACK_LICENSE_EDITION_ULTIMATE XPACK_LICENSE_INFO PASSWORD_RULE SECURITY_PASSWORD_EXPIRATION_TIME
      OLD_PASSWORD_HISTORY_LIMIT_COUNT SECURITY_MAX_IDLE_TIME SECURITY_DISABLE_VIEW_SECRET SECURITY_VIEW_AUTH_NEED_MFA SECURITY_MFA_AUTH
      SECURITY_MFA_VERIFY_TTL SECURITY_COMMAND_EXECUTION SECURITY_COMMAND_BLACKLIST SECURITY_EXPIRED_TOKEN_RECORD_KEEP_DAYS
      SECURITY_LUNA_REMEMBER_AUTH SECURITY_SESSION_SHARE SESSION_EXPIRE_AT_BROWSER_CLOSE VIEW_ASSET_ONLINE_SESSION_INFO PRIVACY_MODE
      CHANGE_SECRET_AFTER_SESSION_END SECURITY_WATERMARK_ENABLED SECURITY_WATERMARK_SESSION_CONTENT SECURITY_WATERMARK_CONSOLE_CONTENT
      SECURITY_WATERMARK_COLOR SECURITY_WATERMARK_FONT_SIZE SECURITY_WATERMARK_HEIGHT SECURITY_WATERMARK_WIDTH SECURITY_WATERMARK_ROTATE
      WINDOWS_SKIP_ALL_MANUAL_PASSWORD AUTH_LDAP_SYNC_ORG_IDS FACE_RECOGNITION_ENABLED HELP_DOCUMENT_URL HELP_SUPPORT_URL AUTH_PASSKEY
      AUTH_WECOM AUTH_DINGTALK AUTH_FEISHU AUTH_LARK AUTH_SLACK AUTH_TEMP_TOKEN AUTH_UKEY TERMINAL_RAZOR_ENABLED TERMINAL_MAGNUS_ENABLED
      TERMINAL_KOKO_SSH_ENABLED TERMINAL_OMNIDB_ENABLED ANNOUNCEMENT_ENABLED ANNOUNCEMENT TICKETS_ENABLED TICKETS_DIRECT_APPROVE
      TICKET_AUTHORIZE_DEFAULT_TIME TICKET_AUTHORIZE_DEFAULT_TIME_UNIT CONNECTION_TOKEN_REUSABLE CACHE_LOGIN_PASSWORD_ENABLED VAULT_ENABLED
      VIRTUAL_APP_ENABLED CHAT_AI_ENABLED CHAT_AI_METHOD CHAT_AI_EMBED_URL CHAT_AI_TYPE GPT_MODEL FILE_UPLOAD_SIZE_LIMIT_MB FTP_FILE_MAX_STORE
      LOKI_LOG_ENABLED TOOL_USER_ENABLED DEFAULT_EXPIRED_YEARS USER_DEFAULT_EXPIRED_DAYS ASSET_PERMISSION_DEFAULT_EXPIRED_DAYS JDMC_ENABLED
      FLOWER_ENABLED REMOTE_APP_STORE_URL VENDOR XPACK_ENABLED INTERFACE LANGUAGES`.split(/\s+/);
    const missing = keys.filter((key) => !(key in body));
    assert.deepEqual(missing, []);
    assert.deepEqual(Object.keys(body.PASSWORD_RULE).sort(), [
      'SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH',
      'SECURITY_PASSWORD_LOWER_CASE',
      'SECURITY_PASSWORD_MIN_LENGTH',
      'SECURITY_PASSWORD_NUMBER',
      'SECURITY_PASSWORD_SPECIAL_CHAR',
      'SECURITY_PASSWORD_UPPER_CASE',
    ]);
    assert.equal(body.XPACK_LICENSE_IS_VALID, true);
    assert.match(body.XPACK_LICENSE_INFO.date_expired, /^\d{4}-\d{2}-\d{2}$/);
  });

  test('asset categories list every category with types and constraints', async () => {
    const { body } = await admin.get('/api/v1/assets/categories/');
    assert.deepEqual(
      body.map((category) => category.value),
      ['host', 'device', 'database', 'cloud', 'web', 'gpt', 'custom'],
    );
    const linux = body[0].types.find((type) => type.value === 'linux');
    assert.equal(linux.category, 'host');
    assert.equal(linux.constraints.protocols[0].name, 'ssh');
    assert.equal(linux.constraints.protocols[0].port, 22);
  });

  test('license detail (no trailing slash) in the extended edition', async () => {
    const { status, body } = await admin.get('/api/v1/xpack/license/detail');
    assert.equal(status, 200);
    for (const key of ['serial_no', 'corporation', 'date_expired', 'asset_count', 'current_asset_count', 'edition', 'remark']) assert.ok(key in body);
    assert.equal((await (await server.login('user')).get('/api/v1/xpack/license/detail')).status, 403);
  });
});

describe('edition and license switches', () => {
  test('community: no xpack, no license route, every org falls back to DEFAULT', async () => {
    const community = await startBackend({ edition: 'community' });
    try {
      const client = await community.login('admin');
      const open = (await client.get('/api/v1/settings/public/open/')).body;
      assert.equal(open.XPACK_ENABLED, false);
      const settings = (await client.get('/api/v1/settings/public/')).body;
      assert.equal(settings.XPACK_LICENSE_IS_VALID, false);
      assert.match(settings.XPACK_LICENSE_INFO.corporation, /FIT2CLOUD/);
      assert.equal((await client.get('/api/v1/xpack/license/detail')).status, 404);
      const engineering = (await client.get('/api/v1/orgs/orgs/')).body.find((org) => org.name === 'Engineering').id;
      const current = (await client.get('/api/v1/orgs/orgs/current/', { headers: { 'X-JMS-ORG': engineering } })).body;
      assert.equal(current.id, DEFAULT_ORG_ID);
      const profile = (await client.get('/api/v1/users/profile/')).body;
      assert.deepEqual(
        profile.console_orgs.map((org) => org.name),
        ['DEFAULT'],
      );
    } finally {
      await community.close();
    }
  });

  for (const [license, valid, days] of [
    ['expired', false, -10],
    ['expiring', true, 3],
  ]) {
    test(`extended with an ${license} license`, async () => {
      const instance = await startBackend({ license });
      try {
        const client = await instance.login('admin');
        const settings = (await client.get('/api/v1/settings/public/')).body;
        assert.equal(settings.XPACK_ENABLED, true);
        assert.equal(settings.XPACK_LICENSE_IS_VALID, valid);
        const detail = (await client.get('/api/v1/xpack/license/detail')).body;
        const left = Math.round((Date.parse(detail.date_expired) - Date.now()) / 86400000);
        assert.ok(Math.abs(left - days) <= 1, `${left} days left`);
      } finally {
        await instance.close();
      }
    });
  }
});
