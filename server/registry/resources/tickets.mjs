// Tickets and their approval flows (api-contract 4.7). The list runs across
// organizations and shows the tickets the user applied for or is assigned.
import { badRequest, notFound, permissionDenied, validationError } from '../../http/errors.mjs';
import { sendSiteMessage } from '../../notifications/site-messages.mjs';
import { ROOT_ORG_ID } from '../../orgs/builtin.mjs';
import { nowIso } from '../../util/time.mjs';
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { MSG } from '../messages.mjs';

export const TICKET_TYPES = [
  ['apply_asset', 'Apply for asset'],
  ['login_confirm', 'Login confirm'],
  ['command_confirm', 'Command confirm'],
  ['login_asset_confirm', 'Login asset confirm'],
];
const STATES = [
  ['pending', 'Open'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
  ['closed', 'Cancel'],
];
const STATUSES = [
  ['open', 'Open'],
  ['closed', 'Finished'],
];
const STRATEGIES = [
  ['super_admin', 'Super admin'],
  ['org_admin', 'Org admin'],
  ['super_org_admin', 'Super admin and org admin'],
  ['custom', 'Custom user'],
];

const related = (ctx) => ({
  sql: 't.applicant_id = ? OR EXISTS (SELECT 1 FROM tickets__assignees a WHERE a.src = t.id AND a.dst = ?)',
  args: [ctx.user.id, ctx.user.id],
});

/** The current step's assignees may act; the applicant may also close. */
function currentStep(row) {
  const map = JSON.parse(row.process_map ?? '[]');
  return { map, step: map.find((node) => node.approval_level === row.approval_step) ?? map.at(-1) };
}

function act(action) {
  return (ctx) => {
    const { store, registry } = ctx.services;
    const row = store.find(registry.get('ticket'), ctx, ctx.params.id);
    if (!row) throw notFound('Ticket');
    transition(ctx, row, action);
    return 'ok';
  };
}

function transition(ctx, row, action) {
  const { db } = ctx.services;
  if (row.status === 'closed') throw badRequest('Ticket already closed');
  const { map, step } = currentStep(row);
  const isAssignee = step?.assignees.includes(ctx.user.id);
  const isApplicant = row.applicant_id === ctx.user.id;
  if (action === 'close' ? !(isAssignee || isApplicant) : !isAssignee) throw permissionDenied();
  const now = nowIso();
  let state = action === 'close' ? 'closed' : action === 'reject' ? 'rejected' : 'approved';
  let status = 'closed';
  let nextStep = row.approval_step;
  if (step) {
    step.state = state === 'closed' ? 'closed' : state;
    step.processor = ctx.user.id;
    step.processor_display = `${ctx.user.name}(${ctx.user.username})`;
    step.approval_date = new Date(now).toString();
  }
  if (action === 'approve' && row.approval_step < map.length) {
    nextStep = row.approval_step + 1;
    state = 'pending';
    status = 'open';
  }
  db.transaction(() => {
    db.run(
      'UPDATE tickets SET state = ?, status = ?, approval_step = ?, process_map = ?, date_updated = ? WHERE id = ?',
      state, status, nextStep, JSON.stringify(map), now, row.id,
    );
    if (status === 'closed') ctx.services.ticketApproved?.(ctx, row, state);
  });
  if (status === 'closed') {
    sendSiteMessage(ctx.services, {
      subject: `Ticket ${state}: ${row.title}`,
      message: `Your ticket **${row.title}** (${row.serial_num}) was ${state} by ${ctx.user.name}.`,
      userIds: [row.applicant_id],
      sender: { id: ctx.user.id, name: ctx.user.name },
    });
  }
}

const ticketFields = () => ({
  title: f.string('Title', { required: true, maxLength: 256, filter: true, order: true }),
  type: f.choice('Type', TICKET_TYPES, { default: 'apply_asset', filter: true, order: true }),
  state: f.choice('State', STATES, { readOnly: true, filter: true, order: true }),
  status: f.choice('Status', STATUSES, { readOnly: true, filter: true, order: true }),
  applicant: f.fk('Applicant', 'user', { readOnly: true, filter: true, display: ['id', 'name', 'username'], onDelete: 'cascade' }),
  assignees: f.m2m('Assignees', 'user', { readOnly: true, link: { table: 'tickets__assignees', src: 'src', dst: 'dst' }, display: ['id', 'name', 'username'] }),
  serial_num: f.string('Serial number', { readOnly: true, filter: true, order: true }),
  approval_step: f.int('Approval step', { readOnly: true, default: 1 }),
  process_map: f.json('Process map', { readOnly: true, default: [] }),
  rel_snapshot: f.json('Relation snapshot', { readOnly: true, default: {} }),
  meta: f.json('Meta', { readOnly: true, default: {} }),
  comment: f.comment(),
  org_id: f.string('Organization ID', { readOnly: true, filter: true }),
  org_name: f.computed('Organization', 'string', (row, ctx) => ctx.orgName(row.org_id)),
  ...stamps(),
});

export const ticket = defineResource({
  name: 'ticket',
  app: 'tickets',
  url: 'tickets/tickets',
  label: 'Ticket',
  table: 'tickets',
  methods: ['GET'],
  where: related,
  ordering: ['-date_created'],
  search: ['title', 'type', 'status', 'serial_num'],
  slug: 'serial_num',
  fields: ticketFields(),
  filters: {
    assignees__id: { apply: (value) => ({ sql: 'EXISTS (SELECT 1 FROM tickets__assignees a WHERE a.src = t.id AND a.dst = ?)', args: [value] }) },
    applicant_username_name: {
      apply: (value) => ({ sql: 't.applicant_id IN (SELECT id FROM users WHERE username LIKE ? OR name LIKE ?)', args: [`%${value}%`, `%${value}%`] }),
    },
    org_name: { apply: (value) => ({ sql: 't.org_id IN (SELECT id FROM orgs WHERE name = ?)', args: [value] }) },
    state: { apply: (value) => (value === 'all' ? null : { sql: 't.state = ?', args: [value] }) },
  },
  actions: [
    { method: 'PUT', path: ':id/approve/', perm: 'tickets.view_ticket', handler: act('approve') },
    { method: 'PATCH', path: ':id/approve/', perm: 'tickets.view_ticket', handler: act('approve') },
    { method: 'PUT', path: ':id/reject/', perm: 'tickets.view_ticket', handler: act('reject') },
    { method: 'PUT', path: ':id/close/', perm: 'tickets.view_ticket', handler: act('close') },
    {
      method: 'PUT',
      path: 'bulk/',
      perm: 'tickets.view_ticket',
      async handler(ctx) {
        const action = ctx.query.get('action');
        if (action !== 'approve' && action !== 'reject') throw badRequest('Invalid action, use approve or reject');
        const body = (await ctx.body()) ?? {};
        if (!Array.isArray(body.tickets) || !body.tickets.length) throw validationError({ tickets: [MSG.required] });
        const { store, registry } = ctx.services;
        const rows = body.tickets.map((id) => store.find(registry.get('ticket'), ctx, String(id)));
        if (rows.some((row) => !row || row.status === 'closed')) throw badRequest('Some tickets are closed or do not exist');
        for (const row of rows) transition(ctx, row, action);
        return 'ok';
      },
    },
  ],
});

export const ticketflow = defineResource({
  name: 'ticketflow',
  app: 'tickets',
  url: 'tickets/flows',
  label: 'Ticket flow',
  table: 'ticket_flows',
  org: true,
  search: ['type'],
  ordering: ['type'],
  slug: 'type',
  fields: {
    type: f.choice('Type', TICKET_TYPES, { required: true, filter: true, order: true, unique: 'org' }),
    approval_level: f.int('Approval level', { default: 1, minValue: 1, maxValue: 2 }),
    rules: f.nestedList('Rules', {
      level: f.int('Approve level', { required: true, minValue: 1, maxValue: 2 }),
      strategy: f.choice('Approve strategy', STRATEGIES, { required: true, plain: true }),
      assignees: f.list('Assignees', f.string('Assignee', { maxLength: 36 })),
    }),
    ...stamps(),
  },
});

/** Who approves a new ticket of a type in an org: the flow's level-1 rule, resolved to users. */
export function ticketAssignees(db, orgId, type) {
  const flow = db.get('SELECT rules FROM ticket_flows WHERE type = ? AND org_id IN (?, ?) ORDER BY org_id = ? DESC LIMIT 1', type, orgId, ROOT_ORG_ID, orgId);
  const rule = JSON.parse(flow?.rules ?? '[]').find((item) => item.level === 1);
  if (rule?.strategy === 'custom' && rule.assignees?.length) return rule.assignees;
  const roles = rule?.strategy === 'org_admin' ? ['00000000-0000-0000-0000-000000000005'] : ['00000000-0000-0000-0000-000000000001'];
  return db
    .all('SELECT DISTINCT user_id FROM role_bindings WHERE role_id IN (SELECT value FROM json_each(?)) AND (scope = ? OR org_id = ?)', JSON.stringify(roles), 'system', orgId)
    .map((row) => row.user_id);
}

export default [ticket, ticketflow];
