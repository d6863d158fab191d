// Each demo role against endpoints of every group: 200 where the role's
// permissions allow it, 403 where they do not, 401 for nobody.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_ORG_ID, ROOT_ORG_ID, startBackend } from './helpers.mjs';

let server;
const clients = {};
before(async () => {
  server = await startBackend();
  for (const username of ['admin', 'orgadmin', 'auditor', 'user', 'approver']) {
    clients[username] = await server.login(username);
    clients[username].headers['X-JMS-ORG'] = DEFAULT_ORG_ID;
  }
});
after(() => server.close());

// path → expected status for admin, orgadmin, auditor, user, approver (in DEFAULT).
// Every demo user also holds the SystemUser role, which carries the workbench permissions (jobs, my assets).
const MATRIX = [
  ['/api/v1/users/users/', 200, 200, 200, 403, 403],
  ['/api/v1/users/groups/', 200, 200, 403, 403, 403],
  ['/api/v1/rbac/system-roles/', 200, 403, 403, 403, 403],
  ['/api/v1/rbac/org-roles/', 200, 200, 403, 403, 403],
  ['/api/v1/assets/assets/', 200, 200, 200, 403, 403],
  ['/api/v1/assets/hosts/', 200, 200, 403, 403, 403],
  ['/api/v1/assets/nodes/', 200, 200, 403, 403, 403],
  ['/api/v1/assets/platforms/', 200, 200, 403, 403, 403],
  ['/api/v1/assets/domains/', 200, 200, 403, 403, 403],
  ['/api/v1/accounts/accounts/', 200, 200, 403, 403, 403],
  ['/api/v1/accounts/account-templates/', 200, 200, 403, 403, 403],
  ['/api/v1/perms/asset-permissions/', 200, 200, 403, 403, 403],
  ['/api/v1/acls/login-acls/', 200, 403, 403, 403, 403],
  ['/api/v1/acls/command-filter-acls/', 200, 200, 403, 403, 403],
  ['/api/v1/terminal/sessions/', 200, 200, 200, 403, 403],
  ['/api/v1/terminal/commands/', 200, 200, 200, 403, 403],
  ['/api/v1/terminal/terminals/', 200, 403, 403, 403, 403],
  ['/api/v1/terminal/endpoints/', 200, 403, 403, 403, 403],
  ['/api/v1/audits/login-logs/', 200, 200, 200, 403, 403],
  ['/api/v1/audits/operate-logs/', 200, 200, 200, 403, 403],
  ['/api/v1/audits/ftp-logs/', 200, 200, 200, 403, 403],
  ['/api/v1/audits/my-login-logs/', 200, 200, 200, 200, 200],
  ['/api/v1/ops/jobs/', 200, 200, 200, 200, 200],
  ['/api/v1/ops/adhocs/', 200, 200, 200, 200, 200],
  ['/api/v1/ops/job-executions/', 200, 200, 200, 200, 200],
  ['/api/v1/ops/tasks/', 200, 403, 403, 403, 403],
  ['/api/v1/tickets/tickets/', 200, 200, 200, 200, 200],
  ['/api/v1/tickets/flows/', 200, 403, 403, 403, 403],
  ['/api/v1/settings/setting/?category=basic', 200, 403, 403, 403, 403],
  ['/api/v1/orgs/orgs/', 200, 403, 403, 403, 403],
  ['/api/v1/xpack/cloud/accounts/', 200, 200, 403, 403, 403],
  ['/api/v1/authentication/access-keys/', 200, 200, 200, 200, 200],
  ['/api/v1/perms/users/self/assets/', 200, 200, 200, 200, 200],
  ['/api/v1/notifications/site-messages/', 200, 200, 200, 200, 200],
  ['/api/v1/index/', 200, 200, 200, 403, 403],
];

describe('role matrix', () => {
  for (const [path, ...expected] of MATRIX) {
    test(path, async () => {
      const statuses = [];
      for (const username of Object.keys(clients)) statuses.push((await clients[username].get(path)).status);
      assert.deepEqual(statuses, expected);
      assert.equal((await server.client().get(path)).status, 401);
    });
  }
});

describe('writes follow the same permissions', () => {
  test('an auditor can read users but not create them; an org admin can', async () => {
    const body = { name: 'Matrix', username: 'matrix', email: 'matrix@example.com' };
    assert.equal((await clients.auditor.post('/api/v1/users/users/', body)).status, 403);
    const created = await clients.orgadmin.post('/api/v1/users/users/', body);
    assert.equal(created.status, 201);
    assert.deepEqual(
      created.body.org_roles.map((role) => role.name),
      ['OrgUser'],
      'new users join the current org as OrgUser',
    );
    assert.equal((await clients.orgadmin.delete(`/api/v1/users/users/${created.body.id}/`)).status, 403, 'deleting users is system-only');
    assert.equal((await clients.admin.delete(`/api/v1/users/users/${created.body.id}/`)).status, 204);
  });

  test('OPTIONS describes every method of the view whatever the role (v3.8 lets metadata through); the methods themselves stay refused', async () => {
    for (const role of ['auditor', 'user', 'admin']) {
      const described = (await clients[role].options('/api/v1/users/users/')).body;
      assert.deepEqual(Object.keys(described.actions).sort(), ['GET', 'PATCH', 'POST', 'PUT'], role);
    }
    assert.equal((await clients.auditor.post('/api/v1/users/users/', { name: 'x', username: 'x', email: 'x@example.com' })).status, 403);
    assert.equal((await clients.user.get('/api/v1/users/users/')).status, 403);
    assert.equal((await server.client().options('/api/v1/users/users/')).status, 401, 'a signed-in user still');
  });

  test('the admin user cannot be deleted; nobody deletes themselves', async () => {
    const admin = (await clients.admin.get('/api/v1/users/users/admin/')).body;
    const response = await clients.admin.delete(`/api/v1/users/users/${admin.id}/`);
    assert.equal(response.status, 400);
    assert.ok(response.body.error);
  });

  test('role changes take effect on the next request', async () => {
    const approver = (await clients.admin.get('/api/v1/users/users/approver/')).body;
    const orgAdmin = '00000000-0000-0000-0000-000000000005';
    assert.equal((await clients.approver.get('/api/v1/users/groups/')).status, 403);
    await clients.admin.patch(`/api/v1/users/users/${approver.id}/`, { org_roles: [orgAdmin] });
    assert.equal((await clients.approver.get('/api/v1/users/groups/')).status, 200);
    await clients.admin.patch(`/api/v1/users/users/${approver.id}/`, { org_roles: ['00000000-0000-0000-0000-000000000007'] });
    assert.equal((await clients.approver.get('/api/v1/users/groups/')).status, 403);
  });

  test('GLOBAL: a system admin reads every org, an org admin is refused', async () => {
    const everywhere = await clients.admin.get('/api/v1/assets/assets/?limit=1', { headers: { 'X-JMS-ORG': ROOT_ORG_ID } });
    const inDefault = await clients.admin.get('/api/v1/assets/assets/?limit=1');
    assert.ok(everywhere.body.count > inDefault.body.count);
    assert.equal((await clients.orgadmin.get('/api/v1/assets/assets/', { headers: { 'X-JMS-ORG': ROOT_ORG_ID } })).status, 403);
  });
});
