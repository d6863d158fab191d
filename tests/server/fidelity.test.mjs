// What the official console asks of the backend beyond the CRUD of resources
// (issue 22): each item as v3.8.2 of JumpServer answers it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ROOT_ORG_ID, SYSTEM_ORG_ID, inOrg, startBackend } from './helpers.mjs';

let server;
let admin;
let user;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
  user = inOrg(await server.login('user'));
});
after(() => server.close());

test('favourite assets: starred once, listed and unstarred by the user alone', async () => {
  const [asset] = (await user.get('/api/v1/perms/users/self/assets/?limit=1')).body.results;
  const starred = await user.post('/api/v1/assets/favorite-assets/', { asset: asset.id });
  assert.equal(starred.status, 201);
  assert.equal(starred.body.asset, asset.id, 'the asset as its id');
  assert.ok(!('user' in starred.body), 'the user is a hidden field');
  assert.equal((await user.post('/api/v1/assets/favorite-assets/', { asset: asset.id })).status, 400, 'once');
  assert.deepEqual(
    (await user.get('/api/v1/assets/favorite-assets/')).body.map((row) => row.asset),
    [asset.id],
  );
  assert.deepEqual((await admin.get('/api/v1/assets/favorite-assets/')).body, [], 'nobody else sees them');
  assert.equal((await user.delete(`/api/v1/assets/favorite-assets/?asset=${asset.id}`)).status, 204);
  assert.deepEqual((await user.get('/api/v1/assets/favorite-assets/')).body, []);
});

test("a granted node's assets come a page at a time when a limit is asked", async () => {
  const tree = (await user.get('/api/v1/perms/users/self/nodes/children/tree/')).body;
  const node = tree.find((item) => item.meta.data.assets_amount > 2);
  const page = (await user.get(`/api/v1/perms/users/self/nodes/${node.id}/assets/?limit=2&offset=0`)).body;
  assert.equal(page.count, node.meta.data.assets_amount);
  assert.equal(page.results.length, 2);
});

test('jobs carry their summary and average time cost', async () => {
  const [job] = (await admin.get('/api/v1/ops/jobs/?limit=1')).body.results;
  assert.deepEqual(Object.keys(job.summary).sort(), ['success', 'total']);
  assert.equal(typeof job.average_time_cost, 'number');
  const executions = (await admin.get(`/api/v1/ops/job-executions/?job_id=${job.id}`)).body;
  assert.equal(job.summary.total, executions.length);
});

test("a role's scope is written on create; the scoped lists keep their own", async () => {
  const described = (await admin.options('/api/v1/rbac/system-roles/')).body.actions.POST.scope;
  assert.ok(!described.read_only, 'the official form sends it');
  const made = await admin.post('/api/v1/rbac/system-roles/', { name: `scoped-${Date.now()}`, scope: 'org' });
  assert.equal(made.status, 201);
  assert.equal(made.body.scope.value, 'system', 'a system role, whatever the body says');
  const general = await admin.post('/api/v1/rbac/roles/', { name: `general-${Date.now()}`, scope: 'org' });
  assert.equal(general.body.scope.value, 'org');
});

test('the dashboard answers the keys asked for, over the days asked for, from the data', async () => {
  const index = async (query) => (await admin.get(`/api/v1/index/?${query}`)).body;
  assert.deepEqual(await index(''), {}, 'nothing asked, nothing answered');
  const totals = await index('total_count=1');
  assert.deepEqual(Object.keys(totals), [
    'total_count_users',
    'total_count_assets',
    'total_count_users_this_week',
    'total_count_assets_this_week',
    'total_count_login_users',
    'total_count_today_active_assets',
    'total_count_online_users',
    'total_count_online_sessions',
    'total_count_today_failed_sessions',
    'total_count_user_login_logs',
    'total_count_user_login_success_logs',
    'total_count_operate_logs',
    'total_count_change_password_logs',
    'total_count_commands',
    'total_count_commands_danger',
    'total_count_history_sessions',
    'total_count_ftp_logs',
    'total_count_job_logs',
    'total_count_job_logs_running',
    'total_count_job_logs_failed',
    'total_count_type_to_assets_amount',
  ]);
  const assetCount = async (headers = {}) => (await admin.request('GET', '/api/v1/assets/assets/?limit=1', { headers })).body.count;
  assert.equal(totals.total_count_assets, await assetCount(), 'every asset, gateways too');
  const byType = totals.total_count_type_to_assets_amount;
  assert.deepEqual(Object.keys(byType[0]), ['type', 'total', 'label']);
  assert.equal(
    byType.reduce((sum, row) => sum + row.total, 0),
    totals.total_count_assets,
  );
  assert.equal(byType.find((row) => row.type === 'linux').label, 'Linux');
  assert.deepEqual(Object.keys(await index('total_count_job_logs_failed=1&days=7')), ['total_count_job_logs_failed'], 'one key by its name');

  const utc = { 'X-TZ': 'UTC' };
  const midnight = `${new Date().toISOString().slice(0, 10)}T00:00:00Z`;
  const thirtyDaysAgo = new Date(Date.now() - 30 * 86400000).toISOString();
  const count = async (path) => (await admin.request('GET', `${path}&limit=1`, { headers: utc })).body.count;
  const today = (await admin.request('GET', '/api/v1/index/?total_count_user_login_logs=1&total_count_user_login_success_logs=1', { headers: utc })).body;
  assert.equal(today.total_count_user_login_logs, await count(`/api/v1/audits/login-logs/?date_from=${midnight}`), 'days=1 is since midnight');
  assert.equal(today.total_count_user_login_success_logs, await count(`/api/v1/audits/login-logs/?date_from=${midnight}&status=1`));
  const month = await index('days=30&total_count_job_logs=1&total_count_job_logs_running=1&total_count_job_logs_failed=1');
  assert.equal(month.total_count_job_logs, await count(`/api/v1/audits/job-logs/?date_from=${thirtyDaysAgo}`));
  assert.ok(month.total_count_job_logs >= month.total_count_job_logs_running + month.total_count_job_logs_failed);

  const week = (await admin.request('GET', '/api/v1/index/?days=7&dates_metrics=1&session_dates_metrics=1', { headers: utc })).body;
  assert.deepEqual(Object.keys(week), [
    'dates_metrics_date',
    'dates_metrics_total_count_session',
    'dates_metrics_total_count_login',
    'dates_metrics_total_count_active_users',
    'dates_metrics_total_count_active_assets',
  ]);
  assert.equal(week.dates_metrics_date.length, 7);
  assert.equal(week.dates_metrics_date.at(-1), midnight.slice(5, 10), 'the last day is today, as MM-DD');
  const sixDaysBack = new Date(Date.parse(midnight) - 6 * 86400000).toISOString();
  const sum = (list) => list.reduce((total, value) => total + value, 0);
  assert.equal(sum(week.dates_metrics_total_count_session), await count(`/api/v1/terminal/sessions/?date_from=${sixDaysBack}`));
  // Logins per day count everybody's (get_date_metrics(UserLoginLog.objects)), where the list holds the organization's members'.
  const everybody = { ...utc, 'X-JMS-ORG': ROOT_ORG_ID };
  assert.equal(
    sum(week.dates_metrics_total_count_login),
    (await admin.request('GET', `/api/v1/audits/login-logs/?date_from=${sixDaysBack}&limit=1`, { headers: everybody })).body.count,
  );

  const ranks = await index('days=30&dates_login_times_top10_users=1&dates_login_times_top10_assets=1&dates_login_record_top10_sessions=1');
  assert.deepEqual(Object.keys(ranks.dates_login_times_top10_users[0]), ['user_id', 'user', 'total', 'last']);
  assert.deepEqual(Object.keys(ranks.dates_login_times_top10_assets[0]), ['asset', 'total', 'last']);
  assert.ok(ranks.dates_login_times_top10_users.every((row, index, rows) => index === 0 || rows[index - 1].total >= row.total));
  assert.deepEqual(Object.keys(ranks.dates_login_record_top10_sessions[0]), ['user', 'asset', 'is_finished', 'date_start', 'timesince']);
  assert.match(ranks.dates_login_record_top10_sessions[0].timesince, /^\d+\u00a0(minute|hour|day|week)s?/);

  const finance = (await admin.get('/api/v1/orgs/orgs/?name=Finance')).body[0];
  const inFinance = (await admin.request('GET', '/api/v1/index/?total_count_assets=1', { headers: { 'X-JMS-ORG': finance.id } })).body;
  assert.equal(inFinance.total_count_assets, await assetCount({ 'X-JMS-ORG': finance.id }));
  assert.notEqual(inFinance.total_count_assets, totals.total_count_assets, 'counted in the organization');
});

test('settings: every category the official forms ask for, with its own keys; an unknown one is the basic settings', async () => {
  const keys = async (category) => {
    const response = await admin.get(`/api/v1/settings/setting/?category=${category}`);
    assert.equal(response.status, 200, category);
    return Object.keys(response.body);
  };
  assert.deepEqual(await keys('security_password'), [
    'SECURITY_PASSWORD_EXPIRATION_TIME',
    'OLD_PASSWORD_HISTORY_LIMIT_COUNT',
    'SECURITY_PASSWORD_MIN_LENGTH',
    'SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH',
    'SECURITY_PASSWORD_UPPER_CASE',
    'SECURITY_PASSWORD_LOWER_CASE',
    'SECURITY_PASSWORD_NUMBER',
    'SECURITY_PASSWORD_SPECIAL_CHAR',
  ]);
  assert.deepEqual(await keys('security_basic'), ['SECURITY_INSECURE_COMMAND', 'SECURITY_INSECURE_COMMAND_EMAIL_RECEIVER']);
  assert.deepEqual(await keys('security_session'), [
    'SECURITY_WATERMARK_ENABLED',
    'SECURITY_MAX_IDLE_TIME',
    'SECURITY_MAX_SESSION_TIME',
    'SECURITY_LUNA_REMEMBER_AUTH',
    'SECURITY_SESSION_SHARE',
  ]);
  assert.ok((await keys('security_auth')).includes('OTP_ISSUER_NAME'));
  assert.ok((await keys('security_login_limit')).includes('SECURITY_LOGIN_IP_WHITE_LIST'));
  assert.deepEqual(await keys('ticket'), ['TICKETS_ENABLED', 'TICKET_AUTHORIZE_DEFAULT_TIME', 'TICKET_AUTHORIZE_DEFAULT_TIME_UNIT']);
  assert.deepEqual(await keys('ops'), ['SECURITY_COMMAND_EXECUTION', 'SECURITY_COMMAND_BLACKLIST']);
  assert.deepEqual(await keys('passkey'), ['AUTH_PASSKEY', 'FIDO_SERVER_ID', 'FIDO_SERVER_NAME']);
  assert.ok((await keys('keycloak')).includes('AUTH_OPENID_KEYCLOAK'));
  assert.deepEqual(await keys('alibaba'), ['SMS_TEST_PHONE', 'ALIBABA_ACCESS_KEY_ID', 'ALIBABA_VERIFY_SIGN_NAME', 'ALIBABA_VERIFY_TEMPLATE_CODE'], 'the secret is write-only');
  for (const provider of ['tencent', 'huawei', 'cmpp2', 'custom']) assert.ok((await keys(provider)).includes('SMS_TEST_PHONE'), provider);
  assert.ok((await keys('terminal')).includes('SECURITY_SERVICE_ACCOUNT_REGISTRATION'));
  const all = await keys('all');
  for (const key of ['SITE_URL', 'AUTH_LDAP', 'SECURITY_SERVICE_ACCOUNT_REGISTRATION', 'OTP_VALID_WINDOW', 'CMPP2_HOST', 'FIDO_SERVER_NAME']) assert.ok(all.includes(key), key);
  assert.deepEqual(await keys('custom_file'), await keys('basic'), 'a category v3.8.2 does not know');

  const options = (await admin.options('/api/v1/settings/setting/?category=announcement')).body;
  // v3.8's four, and the period v4 adds (issue 18 wants it), left open unless given.
  assert.deepEqual(Object.keys(options.actions.PATCH.ANNOUNCEMENT.children), ['ID', 'SUBJECT', 'CONTENT', 'LINK', 'DATE_START', 'DATE_END']);
  const saved = await admin.patch('/api/v1/settings/setting/?category=announcement', {
    ANNOUNCEMENT_ENABLED: true,
    ANNOUNCEMENT: { SUBJECT: 'Maintenance', CONTENT: 'Tonight', LINK: '' },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const shown = (await user.get('/api/v1/settings/public/')).body.ANNOUNCEMENT;
  assert.equal(shown.SUBJECT, 'Maintenance');
  assert.match(shown.ID, /^[0-9a-f-]{36}$/, 'a new ID each save');
  const blacklist = await admin.patch('/api/v1/settings/setting/?category=ops', { SECURITY_COMMAND_BLACKLIST: ['rm'] });
  assert.deepEqual(blacklist.body.SECURITY_COMMAND_BLACKLIST, ['rm']);
  assert.deepEqual((await user.get('/api/v1/settings/public/')).body.SECURITY_COMMAND_BLACKLIST, ['rm']);
  assert.equal((await user.get('/api/v1/settings/setting/?category=passkey')).status, 403);
});

test('platform protocols carry their id, secret types and whether the port comes from the address', async () => {
  const platforms = (await admin.get('/api/v1/assets/platforms/')).body;
  const linux = platforms.find((row) => row.name === 'Linux');
  assert.deepEqual(Object.keys(linux.protocols[0]), ['id', 'name', 'port', 'port_from_addr', 'primary', 'required', 'default', 'public', 'secret_types', 'setting']);
  assert.deepEqual(linux.protocols.find((row) => row.name === 'ssh').secret_types, ['password', 'ssh_key']);
  const ids = platforms.flatMap((row) => row.protocols.map((protocol) => protocol.id));
  assert.equal(new Set(ids).size, ids.length, 'one id per protocol row');
  assert.equal(platforms.find((row) => row.name === 'Website').protocols[0].port_from_addr, true);
  const made = (await admin.post('/api/v1/assets/platforms/', { name: `proto-${Date.now()}`, category: 'host', type: 'linux' })).body;
  const kept = made.protocols.find((row) => row.name === 'rdp');
  const changed = (
    await admin.patch(`/api/v1/assets/platforms/${made.id}/`, {
      protocols: [
        { ...kept, port: 3390 },
        { name: 'ssh', port: 2222 },
      ],
    })
  ).body;
  assert.equal(changed.protocols[0].id, kept.id, 'a protocol keeps its id');
  assert.ok(changed.protocols[1].id > Math.max(...ids), 'a new one takes the next');
});

test('an applet host is an asset of the SYSTEM organization on the RemoteAppHost platform', async () => {
  const platform = await admin.get('/api/v1/assets/platforms/RemoteAppHost/');
  assert.equal(platform.status, 200);
  assert.deepEqual(
    platform.body.protocols.map((row) => row.name),
    ['rdp', 'ssh'],
  );
  const [host] = (await admin.get('/api/v1/terminal/applet-hosts/')).body;
  assert.equal(host.org_id, SYSTEM_ORG_ID, 'whatever organization the request names');
  const system = { headers: { 'X-JMS-ORG': SYSTEM_ORG_ID } };
  const asAsset = await admin.request('GET', `/api/v1/assets/assets/${host.id}/`, system);
  assert.equal(asAsset.status, 200);
  assert.equal(asAsset.body.platform.name, 'RemoteAppHost');
  assert.ok((await admin.request('GET', `/api/v1/accounts/accounts/?asset=${host.id}`, system)).body.length > 0, 'its accounts are asset accounts');
  const made = await admin.post('/api/v1/terminal/applet-hosts/', {
    name: `ah-${Date.now()}`,
    address: '10.9.9.9',
    protocols: [
      { name: 'rdp', port: 3389 },
      { name: 'ssh', port: 22 },
    ],
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal(made.body.platform.name, 'RemoteAppHost', 'the platform is set by the view');
  assert.deepEqual(Object.keys(made.body.deploy_options).slice(0, 3), ['CORE_HOST', 'IGNORE_VERIFY_CERTS', 'RDS_Licensing']);
  assert.equal((await admin.put(`/api/v1/terminal/applet-hosts/${host.id}/generate-accounts/`)).body.msg, 'ok');
});

test('asset pickers: who may reach an asset, node suggestions for ordinary users, the platforms of nodes and assets', async () => {
  const [asset] = (await admin.get('/api/v1/assets/assets/?limit=1')).body.results;
  assert.ok(Array.isArray((await admin.get(`/api/v1/assets/assets/${asset.id}/perm-users/`)).body));
  assert.ok(Array.isArray((await admin.get(`/api/v1/assets/assets/${asset.id}/perm-user-groups/`)).body));
  const suggested = await user.get('/api/v1/assets/nodes/suggestions/?search=Production');
  assert.equal(suggested.status, 200, 'assets.match_node is enough');
  assert.ok(suggested.body.length > 0 && suggested.body.length <= 10);
  assert.ok(suggested.body.every((row) => row.full_value.includes('Production')));
  assert.deepEqual(Object.keys(suggested.body[0]).slice(0, 4), ['id', 'key', 'value', 'name'], 'the node serializer');
  const [root] = (await admin.get('/api/v1/assets/nodes/?key=1')).body;
  const platforms = (await admin.post('/api/v1/assets/platforms/filter-nodes-assets/', { node_ids: [root.id], asset_ids: [], platform_ids: [] })).body;
  const types = (await admin.get(`/api/v1/assets/assets/?fields=platform&node=${root.id}`)).body.map((row) => row.platform.id);
  assert.deepEqual(platforms.map((row) => row.id).sort(), [...new Set(types)].sort());
  assert.deepEqual(
    (await admin.post('/api/v1/assets/platforms/filter-nodes-assets/', { asset_ids: [asset.id] })).body.map((row) => row.id),
    [asset.platform.id],
  );
});

test('a type’s constraints offer the automation methods JumpServer has for it, named in the request language', async () => {
  const linux = (await user.get('/api/v1/assets/categories/constraints/?category=host&type=linux')).body.automation;
  assert.deepEqual(linux.ping_methods, [
    { name: 'Use Ansible builtin module ping to test Posix', id: 'posix_ping' },
    { name: 'Ping by paramiko module', id: 'ping_by_ssh' },
  ]);
  assert.deepEqual(
    linux.change_secret_methods.map((method) => method.id),
    ['change_secret_posix', 'change_secret_by_ssh'],
  );
  assert.deepEqual(
    linux.gather_accounts_methods.map((method) => method.id),
    ['gather_accounts_posix'],
  );
  const mysql = (await user.get('/api/v1/assets/categories/constraints/?category=database&type=mysql')).body.automation;
  assert.deepEqual(
    mysql.push_account_methods.map((method) => method.id),
    ['push_account_mysql'],
  );
  assert.equal(mysql.gather_facts_methods, undefined, 'an automation the type does not allow lists no methods');
  assert.equal(
    Object.keys((await user.get('/api/v1/assets/categories/constraints/?category=web&type=website')).body.automation).some((key) => key.endsWith('_methods')),
    false,
  );
  const types = (await user.get('/api/v1/assets/categories/types/')).body;
  assert.deepEqual(
    types.find((type) => type.value === 'windows').constraints.automation.verify_account_methods.map((method) => method.id),
    ['verify_account_windows', 'verify_account_by_rdp', 'verify_account_by_ssh'],
  );
  user.cookies.set('django_language', 'zh-hans');
  try {
    const chinese = (await user.get('/api/v1/assets/categories/constraints/?category=host&type=linux')).body.automation;
    assert.equal(chinese.ping_methods[0].name, '使用 Ansible 模块 ping 来测试可连接性');
  } finally {
    user.cookies.set('django_language', 'en');
  }
});

test('automation methods with parameters: their defaults, described for the parameter dialogs', async () => {
  const defaults = (await user.get('/api/v1/assets/platform-automation-methods/')).body;
  assert.deepEqual(defaults.push_account_posix, { sudo: '/bin/whoami', shell: '/bin/bash', home: '', groups: '' });
  assert.deepEqual(defaults.change_secret_by_ssh, { commands: [''] });
  const described = (await user.options('/api/v1/assets/platform-automation-methods/')).body.actions.GET;
  assert.equal(described.push_account_local_windows.type, 'nested object');
  assert.equal(described.push_account_local_windows.children.groups.default, 'Users,Remote Desktop Users');
});

test('su-from accounts and account templates', async () => {
  const host = (await admin.get('/api/v1/assets/hosts/?limit=20')).body.results.find((row) => row.accounts_amount > 1);
  const [one] = (await admin.get(`/api/v1/accounts/accounts/?asset=${host.id}`)).body;
  const siblings = (await admin.get(`/api/v1/accounts/accounts/su-from-accounts/?account=${one.id}`)).body;
  assert.ok(siblings.length > 0 && siblings.every((row) => row.asset.id === one.asset.id && row.id !== one.id));
  const ofAsset = (await admin.get(`/api/v1/accounts/accounts/su-from-accounts/?asset=${one.asset.id}`)).body;
  assert.equal(ofAsset.length, siblings.length + 1);
  assert.deepEqual((await admin.get('/api/v1/accounts/accounts/su-from-accounts/')).body, [], 'neither: none');
  const templates = (await admin.get('/api/v1/accounts/account-templates/')).body;
  const others = (await admin.get(`/api/v1/accounts/account-templates/su-from-account-templates/?template_id=${templates[0].id}`)).body;
  assert.equal(others.length, templates.length - 1);
});

test("an automation's assets: named or under its nodes, added and removed", async () => {
  const [automation] = (await admin.get('/api/v1/accounts/change-secret-automations/?limit=1')).body.results;
  const before = (await admin.get(`/api/v1/accounts/change-secret/${automation.id}/assets/`)).body;
  assert.deepEqual(Object.keys(before[0] ?? { id: 1, name: 1, address: 1 }), ['id', 'name', 'address']);
  const outside = (await admin.get('/api/v1/assets/assets/?limit=100')).body.results.find((row) => !before.some((item) => item.id === row.id));
  assert.equal((await admin.patch(`/api/v1/accounts/change-secret/${automation.id}/asset/add/`, { assets: [outside.id] })).body.msg, 'ok');
  const added = (await admin.get(`/api/v1/accounts/change-secret/${automation.id}/assets/?limit=500`)).body;
  assert.equal(added.count, before.length + 1);
  await admin.patch(`/api/v1/accounts/change-secret/${automation.id}/asset/remove/`, { assets: [outside.id] });
  assert.equal((await admin.get(`/api/v1/accounts/change-secret/${automation.id}/assets/`)).body.length, before.length);
  const [node] = (await admin.get('/api/v1/assets/nodes/?value=DB')).body;
  await admin.patch(`/api/v1/accounts/push-account/${(await admin.get('/api/v1/accounts/push-account-automations/')).body[0].id}/nodes/?action=add`, { nodes: [node.id] });
  const [push] = (await admin.get('/api/v1/accounts/push-account-automations/')).body;
  assert.ok((await admin.get(`/api/v1/accounts/push-account/${push.id}/assets/?limit=1`)).body.count >= node.assets_amount);
  for (const kind of ['change-secret', 'push-account', 'gather-account', 'account-backup-plan']) {
    assert.equal((await admin.get(`/api/v1/accounts/${kind}-executions/?limit=1`)).status, 200, kind);
  }
});

test("a permission's accounts and my granted tree with assets", async () => {
  const [permission] = (await admin.get('/api/v1/perms/asset-permissions/?limit=1')).body.results;
  assert.ok(Array.isArray((await admin.get(`/api/v1/perms/asset-permissions/${permission.id}/accounts/`)).body));
  const top = (await user.get('/api/v1/perms/users/self/nodes/children-with-assets/tree/')).body;
  const nodes = top.filter((item) => item.meta.type === 'node');
  assert.ok(nodes.length > 1, 'the one top node unfolded');
  const child = nodes.find((item) => item.pId);
  const below = (await user.get(`/api/v1/perms/users/self/nodes/children-with-assets/tree/?key=${child.meta.data.key}`)).body;
  const assets = below.filter((item) => item.meta.type === 'asset');
  assert.ok(below.length > 0);
  if (assets.length) assert.deepEqual(Object.keys(assets[0].meta.data), ['platform_type', 'org_name', 'sftp', 'name', 'address']);
});

test('my granted assets as a tree (assets/tree/): the assets themselves without a parent, searched by name or address', async () => {
  const granted = (await admin.get('/api/v1/perms/users/self/assets/?limit=1')).body;
  const all = (await admin.get('/api/v1/perms/users/self/assets/tree/')).body;
  assert.equal(all.length, granted.count, 'every granted asset');
  assert.ok(all.every((item) => item.meta.type === 'asset' && item.pId === '' && item.isParent === false));
  assert.deepEqual(
    all.map((item) => item.name),
    [...all.map((item) => item.name)].sort(),
    'by name',
  );
  const found = (await admin.get('/api/v1/perms/users/self/assets/tree/?search=linux-prod-0002')).body;
  assert.ok(found.length > 0 && found.every((item) => item.name.includes('linux-prod-0002')), JSON.stringify(found.map((item) => item.name)));
  const [one] = found;
  assert.deepEqual((await admin.get(`/api/v1/perms/users/self/assets/tree/?search=${one.meta.data.address}`)).body.map((item) => item.id).includes(one.id), true);
  assert.deepEqual((await user.get('/api/v1/perms/users/self/assets/tree/?search=zz-nothing-zz')).body, []);
});

test('terminal: connect methods, the command storage tree, applet publications and host deployments', async () => {
  const methods = (await user.get('/api/v1/terminal/components/connect-methods/?flat=1&os=all')).body;
  assert.ok(['web_cli', 'web_gui', 'ssh_client', 'db_client', 'chrome'].every((value) => methods.some((method) => method.value === value)));
  const tree = (await admin.get('/api/v1/terminal/command-storages/tree/?real=1')).body;
  assert.equal(tree.at(-1).id, 'root');
  const server = tree.find((node) => node.valid);
  const count = (await admin.get('/api/v1/terminal/commands/?limit=1')).body.count;
  assert.equal(server.name, `${server.title}(${count})`);
  // Choosing a storage lists its commands (?command_storage_id=): all of them for the server one, none for the unreachable one.
  const commandsIn = async (storage) => (await admin.get(`/api/v1/terminal/commands/?command_storage_id=${storage.id}&limit=1`)).body.count;
  assert.equal(await commandsIn(server), count);
  const invalid = tree.find((node) => node.valid === false);
  assert.match(invalid.name, /\*Invalid$/);
  assert.equal(await commandsIn(invalid), 0);
  // The tree counts what the list's filters select, as the page's date range and search narrow it.
  const risky = (await admin.get('/api/v1/terminal/commands/?risk_level=5&limit=1')).body.count;
  assert.ok(risky < count);
  assert.equal((await admin.get('/api/v1/terminal/command-storages/tree/?real=1&risk_level=5')).body.find((node) => node.valid).name, `${server.title}(${risky})`);
  const [host] = (await admin.get('/api/v1/terminal/applet-hosts/')).body;
  const published = (await admin.get(`/api/v1/terminal/applet-publications/?host=${host.id}`)).body;
  assert.ok(published.length > 0);
  assert.deepEqual(Object.keys(published[0].applet), ['id', 'name', 'display_name', 'version']);
  const deployed = await admin.post('/api/v1/terminal/applet-host-deployments/', { host: host.id });
  assert.equal(deployed.status, 201);
  assert.equal(typeof deployed.body.task, 'string');
  assert.ok((await admin.get(`/api/v1/terminal/applet-host-deployments/?host=${host.id}`)).body.some((row) => row.task === deployed.body.task));
});

test("jobs: the variables help and a playbook's files", async () => {
  assert.ok('jms_asset.address' in (await user.get('/api/v1/ops/variables/help/')).body);
  const playbook = (await admin.post('/api/v1/ops/playbooks/', { name: `files-${Date.now()}` })).body;
  const url = `/api/v1/ops/playbook/${playbook.id}/file/`;
  assert.deepEqual(
    (await admin.get(url)).body.map((node) => node.id),
    ['root', 'main.yml'],
  );
  assert.equal((await admin.get(`${url}?key=main.yml`)).body.content, '## write your playbook here');
  const dir = (await admin.post(url, { key: 'root', is_directory: true, name: 'roles' })).body;
  assert.equal(dir.id, 'roles');
  const file = (await admin.post(url, { key: 'roles', name: 'site.yml', content: '- hosts: all' })).body;
  assert.equal(file.id, 'roles/site.yml');
  assert.equal((await admin.patch(url, { key: 'roles/site.yml', content: '- hosts: web' })).status, 200);
  assert.equal((await admin.get(`${url}?key=roles/site.yml`)).body.content, '- hosts: web');
  await admin.patch(url, { key: 'roles', new_name: 'plays' });
  assert.deepEqual(
    (await admin.get(url)).body.map((node) => node.id),
    ['root', 'plays', 'main.yml', 'plays/site.yml'],
  );
  assert.equal((await admin.delete(`${url}?key=main.yml`)).status, 400, 'main.yml stays');
  assert.equal((await admin.get(`${url}?key=../x`)).body.msg, 'Invalid file path');
});

test("notification backends, the profile's forms and the extended edition's cloud regions and themes", async () => {
  assert.deepEqual(
    (await user.get('/api/v1/notifications/backends/')).body.map((row) => row.name),
    ['email', 'site_msg'],
  );
  assert.equal((await user.get('/api/v1/users/preference/?category=lina')).status, 200);
  assert.deepEqual(Object.keys((await user.get('/api/v1/users/profile/public-key/')).body), ['public_key_comment', 'public_key_hash_md5']);
  assert.deepEqual((await user.get('/api/v1/users/profile/password/')).body, {}, 'its fields are write-only');
  const [account] = (await admin.get('/api/v1/xpack/cloud/accounts/?provider=aliyun')).body;
  if (account) assert.ok((await admin.get(`/api/v1/xpack/cloud/regions/?account_id=${account.id}`)).body.regions.length > 0);
  assert.deepEqual((await admin.get('/api/v1/xpack/cloud/regions/')).body, { regions: [] });
  const themes = (await admin.get('/api/v1/xpack/interface/setting/themes/')).body;
  assert.ok(themes.every((theme) => theme.name && theme.colors.primary));
});

test('the application form is described on the list of applications for assets, and taken at open/', async () => {
  const described = (await user.options('/api/v1/tickets/apply-asset-tickets/?state=pending')).body.actions;
  assert.deepEqual(Object.keys(described), ['POST', 'GET'], 'as DRF lists a view whose create answers 405');
  assert.equal(described.POST.title.label, 'Title');
  assert.equal(described.POST.apply_date_expired.type, 'datetime');
  assert.ok(described.POST.org_id.choices.length > 0, "the applicant's organizations");
  assert.ok(!('serial_num' in described.POST), 'what the applicant writes, nothing more');
  assert.equal((await user.post('/api/v1/tickets/apply-asset-tickets/', { title: 'x' })).status, 405);
  assert.deepEqual(Object.keys((await user.options('/api/v1/tickets/apply-login-tickets/')).body.actions), ['GET']);
});

test('a ticket answers the session it let through, or an empty 404', async () => {
  const approved = (await admin.get('/api/v1/tickets/apply-login-asset-tickets/?state=approved')).body;
  const sessions = await Promise.all(approved.map((ticket) => admin.get(`/api/v1/tickets/tickets/${ticket.id}/session/`)));
  const found = sessions.find((response) => response.status === 200);
  assert.ok(found, 'an approved login to an asset was followed by its session');
  assert.ok(found.body.id && 'is_finished' in found.body, 'the session as the session list serializes it');
  const [pending] = (await admin.get('/api/v1/tickets/apply-asset-tickets/?state=pending')).body;
  const none = await admin.get(`/api/v1/tickets/tickets/${pending.id}/session/`);
  assert.equal(none.status, 404);
});

test('system message subscriptions: by category, with their receivers, changed by message type', async () => {
  const url = '/api/v1/notifications/system-msg-subscription/';
  const categories = (await admin.get(url)).body;
  assert.deepEqual(
    categories.map((category) => category.category),
    ['Operations', 'terminal', 'storage'],
  );
  const alert = categories[1].children.find((item) => item.message_type === 'CommandAlertMessage');
  assert.deepEqual(alert.receive_backends, ['site_msg'], 'the superusers, by site message, until someone changes it');
  const me = (await admin.get('/api/v1/users/profile/')).body;
  assert.ok(alert.receivers.some((receiver) => receiver.id === me.id && receiver.site_msg === true));
  const [group] = (await admin.get('/api/v1/users/groups/?limit=1')).body.results;
  const changed = await admin.patch(`${url}CommandAlertMessage/`, { groups: [group.id], receive_backends: ['email', 'site_msg', 'pigeon'] });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  assert.deepEqual(changed.body.receive_backends, ['email', 'site_msg'], 'only backends that exist');
  assert.deepEqual(changed.body.users, alert.users, 'a PATCH keeps what it does not name');
  assert.ok(changed.body.receivers.length > alert.receivers.length, "the group's members receive it too");
  const again = (await admin.get(url)).body[1].children.find((item) => item.message_type === 'CommandAlertMessage');
  assert.deepEqual(again.groups, [group.id]);
  assert.equal((await admin.patch(`${url}CommandAlertMessage/`, { users: ['not-a-user'] })).status, 400);
  assert.equal((await admin.put(`${url}CommandAlertMessage/`, { users: [] })).status, 400, 'a PUT names the backends');
  assert.equal((await admin.patch(`${url}NoSuchMessage/`, { users: [] })).status, 404);
  assert.equal((await user.get(url)).status, 403);
});
