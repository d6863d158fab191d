// The users' actions as the official console calls them: the invite dialog's
// suggestions reach every user of the system (JumpServer answers them in the root
// organization), and the MFA reset is a GET.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inOrg, startBackend } from './helpers.mjs';

const USERS = '/api/v1/users/users/';
let server;
let admin;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
});
after(() => server.close());

async function userOutsideTheOrg() {
  const username = `outside-${Date.now().toString(36)}`;
  const made = await admin.post(USERS, { name: username, username, email: `${username}@example.com`, password_strategy: 'custom', password: 'Outside-Passw0rd!' });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal((await admin.post(`${USERS}${made.body.id}/remove/`)).status, 200);
  assert.equal((await admin.get(`${USERS}?id=${made.body.id}`)).body.length, 0, 'not in the organization');
  return made.body;
}

test('suggestions/ offers users of other organizations too, for the invite dialog', async () => {
  const outside = await userOutsideTheOrg();
  const suggested = (await admin.get(`${USERS}suggestions/?search=${outside.username}`)).body;
  assert.deepEqual(
    suggested.map((user) => user.id),
    [outside.id],
  );
  const invited = await admin.post(`${USERS}invite/`, { users: [outside.id], org_roles: [(await admin.get('/api/v1/rbac/org-roles/?limit=1')).body.results[0].id] });
  assert.equal(invited.status, 201, JSON.stringify(invited.body));
  assert.equal((await admin.get(`${USERS}?id=${outside.id}`)).body.length, 1, 'a member once invited');
});

test('mfa/reset/ is a GET, as JumpServer routes UserResetMFAApi (a RetrieveAPIView); a PATCH is refused', async () => {
  const username = `mfa-${Date.now().toString(36)}`;
  const member = (await admin.post(USERS, { name: username, username, email: `${username}@example.com`, password_strategy: 'custom', password: 'Member-Passw0rd!' })).body;
  assert.equal((await admin.patch(`${USERS}${member.id}/mfa/reset/`)).status, 405);
  const reset = await admin.get(`${USERS}${member.id}/mfa/reset/`);
  assert.equal(reset.status, 200, JSON.stringify(reset.body));
});
