// Virtual accounts (VirtualAccountSerializer): what each alias stands for, and
// the one setting the dynamic user account has.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inOrg, startBackend } from './helpers.mjs';

const URL = '/api/v1/accounts/virtual-accounts/';
let server;
let admin;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
});
after(() => server.close());

test('each alias with its name, the username it stands for and what it is for; the alias as a plain value', async () => {
  const rows = (await admin.get(URL)).body;
  assert.deepEqual(
    rows.map((row) => [row.alias, row.name, row.username]),
    [
      ['@ANON', 'Anonymous account', ''],
      ['@INPUT', 'Manual input', 'Manual input'],
      ['@SPEC', 'Specified account', ''],
      ['@USER', 'Dynamic user', 'Same with user'],
    ],
  );
  assert.equal(rows.find((row) => row.alias === '@USER').comment, 'The account username name same with user on connect');
  const chinese = inOrg(await server.login('admin'));
  chinese.cookies.set('django_language', 'zh-hans');
  assert.equal((await chinese.get(`${URL}@INPUT/`)).body.comment, '非资产上的账号，连接时输入用户名和密码');
});

test('the dynamic user account takes its secret from the login when told; what it is for stays the server’s', async () => {
  const user = (await admin.get(`${URL}@USER/`)).body;
  assert.equal(user.secret_from_login, false);
  const changed = await admin.patch(`${URL}${user.id}/`, { secret_from_login: true, comment: 'mine' });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  assert.equal(changed.body.secret_from_login, true);
  assert.equal(changed.body.comment, user.comment);
  const fields = (await admin.options(URL)).body.actions.PUT;
  assert.deepEqual(
    Object.entries(fields)
      .filter(([, info]) => !info.read_only)
      .map(([name]) => name),
    ['secret_from_login'],
  );
  assert.match(fields.secret_from_login.help_text, /CACHE_LOGIN_PASSWORD_ENABLED/);
});
