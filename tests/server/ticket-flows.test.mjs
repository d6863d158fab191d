// Ticket flows as JumpServer v3.8.2's TicketFlowSerializer serves them, and a flow of
// two levels routing an application through both: the first level's users decide,
// then the second's, and only then is the ticket approved.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_ORG_ID, inOrg, ROOT_ORG_ID, startBackend } from './helpers.mjs';

const FINANCE_ORG_ID = '6f2d1c4a-8a3b-4c5d-9e6f-0a1b2c3d4e02';

let server;
let admin;
let ids;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
  const users = (await admin.get('/api/v1/users/users/?limit=50')).body.results;
  ids = Object.fromEntries(users.map((user) => [user.username, user.id]));
});
after(() => server.close());

describe('ticket flows', () => {
  test('a flow shows its level and rules as the official console reads them', async () => {
    const [flow] = (await admin.get('/api/v1/tickets/flows/?type=apply_asset')).body;
    assert.deepEqual(flow.type, { value: 'apply_asset', label: 'Apply for asset' });
    assert.deepEqual(flow.approval_level, { value: 1, label: 'One level' });
    assert.deepEqual(flow.rules, [
      {
        level: 1,
        strategy: { value: 'custom_user', label: 'Custom user' },
        assignees_read_only: [ids.approver, ids.admin],
        assignees_display: ['Approver(approver)', 'Administrator(admin)'],
      },
    ]);
    assert.equal((await admin.delete(`/api/v1/tickets/flows/${flow.id}/`)).status, 405, 'flows are never deleted');
  });

  test('a custom level needs its users; a type has one flow per organization', async () => {
    const finance = inOrg(await server.login('admin'), FINANCE_ORG_ID);
    const noUsers = await finance.post('/api/v1/tickets/flows/', {
      type: 'login_confirm',
      approval_level: 2,
      rules: [{ strategy: 'super_admin' }, { strategy: 'custom_user', assignees: [] }],
    });
    assert.equal(noUsers.status, 400);
    assert.deepEqual(noUsers.body, { rules: [{}, { assignees: ['Please select the Assignees'] }] });
    const unknown = await finance.post('/api/v1/tickets/flows/', {
      type: 'login_confirm',
      approval_level: 1,
      rules: [{ strategy: 'custom_user', assignees: ['00000000-0000-0000-0000-00000000beef'] }],
    });
    assert.match(unknown.body.rules[0].assignees[0], /does not exist/);
    const taken = await admin.post('/api/v1/tickets/flows/', { type: 'apply_asset', approval_level: 1, rules: [{ strategy: 'super_admin' }] });
    assert.deepEqual(taken.body, { type: ['The current organization type already exists'] });
  });

  test('the strategies name the super administrators, the organization administrators, or both', async () => {
    const finance = inOrg(await server.login('admin'), FINANCE_ORG_ID);
    const created = await finance.post('/api/v1/tickets/flows/', {
      type: 'command_confirm',
      approval_level: { value: 2 },
      rules: [{ strategy: { value: 'org_admin' } }, { strategy: 'super_org_admin' }],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(
      created.body.rules.map((rule) => [rule.level, rule.strategy.value, rule.assignees_read_only]),
      [
        [1, 'org_admin', []],
        [2, 'super_org_admin', []],
      ],
    );
    const super_ = (await admin.get('/api/v1/users/users/?system_roles=00000000-0000-0000-0000-000000000001')).body.map((user) => `${user.name}(${user.username})`);
    assert.ok(
      super_.every((name) => created.body.rules[1].assignees_display.includes(name)),
      'level 2 names every super administrator',
    );
    assert.ok(!created.body.rules[0].assignees_display.includes('Org Admin(orgadmin)'), 'orgadmin is no administrator of Finance');
    const updated = await finance.put(`/api/v1/tickets/flows/${created.body.id}/`, {
      type: 'command_confirm',
      approval_level: 1,
      rules: [{ strategy: 'custom_user', assignees: [ids.auditor] }],
    });
    assert.equal(updated.status, 200);
    assert.deepEqual(updated.body.rules, [
      { level: 1, strategy: { value: 'custom_user', label: 'Custom user' }, assignees_read_only: [ids.auditor], assignees_display: ['Auditor(auditor)'] },
    ]);
    assert.deepEqual(updated.body.approval_level, { value: 1, label: 'One level' });
  });

  test('an organization without a flow of its own lists the global one and its applications follow it', async () => {
    const finance = inOrg(await server.login('admin'), FINANCE_ORG_ID);
    const flows = (await finance.get('/api/v1/tickets/flows/')).body;
    const inherited = flows.find((flow) => flow.type.value === 'apply_asset');
    assert.equal(inherited.org_id, ROOT_ORG_ID, 'the global flow (TicketFlow.get_org_related_flows)');
    assert.equal(inherited.created_by, 'System');
    assert.deepEqual(
      inherited.rules.map((rule) => rule.strategy.value),
      ['super_admin'],
    );
    assert.ok(
      flows.every((flow) => flow.type.value === 'apply_asset' || flow.org_id === FINANCE_ORG_ID),
      'the others are its own',
    );
    assert.equal((await finance.get(`/api/v1/tickets/flows/${inherited.id}/`)).status, 200, 'it opens from the organization');
    const own = (await admin.get('/api/v1/tickets/flows/?type=apply_asset')).body;
    assert.ok(
      own.every((flow) => flow.org_id === DEFAULT_ORG_ID),
      'an organization with its own flow of the type does not see the global one',
    );

    const [asset] = (await finance.get('/api/v1/assets/assets/?limit=1')).body.results;
    const applicant = await server.login('orgadmin');
    const opened = await applicant.post('/api/v1/tickets/apply-asset-tickets/open/', {
      title: 'Under the global flow',
      org_id: FINANCE_ORG_ID,
      apply_assets: [asset.id],
      apply_accounts: ['@ALL'],
      apply_actions: ['connect'],
    });
    assert.equal(opened.status, 201, JSON.stringify(opened.body));
    assert.equal(opened.body.process_map.length, 1);
    assert.ok(opened.body.process_map[0].assignees_display.includes('Administrator(admin)'), 'the super administrators decide');
  });

  test('changing the global flow within an organization gives the organization its own, the global one unchanged', async () => {
    const made = await admin.post('/api/v1/orgs/orgs/', { name: `Legal ${Date.now()}` });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const legal = inOrg(await server.login('admin'), made.body.id);
    const [inherited] = (await legal.get('/api/v1/tickets/flows/?type=apply_asset')).body;
    assert.equal(inherited.org_id, ROOT_ORG_ID);
    const changed = await legal.put(`/api/v1/tickets/flows/${inherited.id}/`, {
      type: 'apply_asset',
      approval_level: 1,
      rules: [{ strategy: 'custom_user', assignees: [ids.approver] }],
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.notEqual(changed.body.id, inherited.id);
    assert.equal(changed.body.org_id, made.body.id);
    assert.deepEqual(
      changed.body.rules.map((rule) => rule.assignees_display),
      [['Approver(approver)']],
    );
    const listed = (await legal.get('/api/v1/tickets/flows/?type=apply_asset')).body;
    assert.deepEqual(
      listed.map((flow) => flow.id),
      [changed.body.id],
      'its own flow replaces the global one in its list',
    );
    const global = inOrg(await server.login('admin'), ROOT_ORG_ID);
    const kept = (await global.get(`/api/v1/tickets/flows/${inherited.id}/`)).body;
    assert.deepEqual(
      kept.rules.map((rule) => rule.strategy.value),
      ['super_admin'],
      'the global flow is as it was',
    );
    const again = await legal.patch(`/api/v1/tickets/flows/${changed.body.id}/`, { rules: [{ strategy: 'super_org_admin' }] });
    assert.equal(again.body.id, changed.body.id, 'its own flow is changed in place');
  });

  test('an application under a two-level flow goes through both levels before it is approved', async () => {
    const finance = inOrg(await server.login('admin'), FINANCE_ORG_ID);
    const flow = await finance.post('/api/v1/tickets/flows/', {
      type: 'apply_asset',
      approval_level: 2,
      rules: [{ strategy: 'custom_user', assignees: [ids.approver] }, { strategy: 'super_admin' }],
    });
    assert.equal(flow.status, 201, JSON.stringify(flow.body));
    const [asset] = (await finance.get('/api/v1/assets/assets/?limit=1')).body.results;
    const applicant = await server.login('orgadmin');
    const opened = await applicant.post('/api/v1/tickets/apply-asset-tickets/open/', {
      title: 'Ledger database for the audit',
      org_id: FINANCE_ORG_ID,
      apply_assets: [asset.id],
      apply_accounts: ['@ALL'],
      apply_actions: ['connect'],
    });
    assert.equal(opened.status, 201, JSON.stringify(opened.body));
    const id = opened.body.id;
    assert.deepEqual(
      opened.body.process_map.map((step) => [step.approval_level, step.state, step.assignees_display]),
      [
        [1, 'pending', ['Approver(approver)']],
        [2, 'pending', ['Administrator(admin)']],
      ],
    );

    const approver = await server.login('approver');
    const assignedToAdmin = (await admin.get(`/api/v1/tickets/tickets/?assignees__id=${ids.admin}&status=open`)).body;
    assert.ok(
      assignedToAdmin.some((ticket) => ticket.id === id),
      "every level's users find the ticket among their assigned ones",
    );
    assert.equal((await admin.put(`/api/v1/tickets/tickets/${id}/approve/`)).status, 403, 'level 2 cannot decide before level 1');
    const messagesBefore = (await admin.get('/api/v1/notifications/site-messages/unread-total/')).body.total;
    assert.equal((await approver.put(`/api/v1/tickets/tickets/${id}/approve/`)).status, 200);
    const halfway = (await approver.get(`/api/v1/tickets/tickets/${id}/`)).body;
    assert.equal(halfway.state.value, 'pending');
    assert.equal(halfway.status.value, 'open');
    assert.deepEqual(halfway.approval_step, { value: 2, label: 'Two level' });
    assert.deepEqual(
      halfway.process_map.map((step) => step.state),
      ['approved', 'pending'],
    );
    assert.equal((await admin.get('/api/v1/notifications/site-messages/unread-total/')).body.total, messagesBefore + 1, 'level 2 is told it is their turn');
    assert.equal((await approver.put(`/api/v1/tickets/tickets/${id}/approve/`)).status, 403, 'level 1 has decided');
    assert.equal((await finance.get(`/api/v1/perms/asset-permissions/?search=${encodeURIComponent('Ledger database')}`)).body.length, 0, 'nothing granted halfway');

    assert.equal((await admin.put(`/api/v1/tickets/tickets/${id}/approve/`)).status, 200);
    const done = (await admin.get(`/api/v1/tickets/tickets/${id}/`)).body;
    assert.equal(done.state.value, 'approved');
    assert.equal(done.status.value, 'closed');
    assert.deepEqual(
      done.process_map.map((step) => [step.state, step.processor_display]),
      [
        ['approved', 'Approver(approver)'],
        ['approved', 'Administrator(admin)'],
      ],
    );
    assert.equal((await finance.get(`/api/v1/perms/asset-permissions/?search=${encodeURIComponent('Ledger database')}`)).body.length, 1, 'granted once both levels approved');
  });

  test('a rejection at level 1 ends the ticket; the applicant is left out of a level that names others too', async () => {
    const applicant = await server.login('approver');
    const [asset] = (await admin.get('/api/v1/assets/assets/?limit=1')).body.results;
    const opened = await applicant.post('/api/v1/tickets/apply-asset-tickets/open/', { title: 'Self review', org_id: DEFAULT_ORG_ID, apply_assets: [asset.id] });
    assert.deepEqual(opened.body.process_map[0].assignees, [ids.admin], 'approver applies: admin alone decides');
    assert.equal((await admin.put(`/api/v1/tickets/tickets/${opened.body.id}/reject/`)).status, 200);
    const rejected = (await admin.get(`/api/v1/tickets/tickets/${opened.body.id}/`)).body;
    assert.equal(rejected.state.value, 'rejected');
    assert.equal(rejected.status.value, 'closed');
  });
});
