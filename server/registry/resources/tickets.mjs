// Tickets and their approval flows (api-contract 4.7). The list runs across
// organizations and shows the tickets the user applied for or is assigned.
import { badRequest, notFound, permissionDenied, validationError } from '../../http/errors.mjs';
import { sendSiteMessage } from '../../notifications/site-messages.mjs';
import { ROOT_ORG_ID } from '../../orgs/builtin.mjs';
import { reply } from '../../http/reply.mjs';
import { clientAddress } from '../../audits/records.mjs';
import { startTicketSession } from '../../terminal/ticket-sessions.mjs';
import { uuid } from '../../util/ids.mjs';
import { formatDateTime, nowIso, parseDateTime, pythonDateString } from '../../util/time.mjs';
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { FieldError, MSG } from '../messages.mjs';
import { fieldInfo } from '../metadata.mjs';
import { serialize } from '../serialize.mjs';
import { actionsField } from './perms.mjs';

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
const LEVELS = [
  [1, 'One level'],
  [2, 'Two level'],
];
/** @type {[string, string][]} */
const STRATEGIES = [
  ['org_admin', 'Org admin'],
  ['custom_user', 'Custom user'],
  ['super_admin', 'Super admin'],
  ['super_org_admin', 'Super admin and org admin'],
];
const STRATEGY_LABELS = new Map(STRATEGIES);
const SYSTEM_ADMIN_ROLE = '00000000-0000-0000-0000-000000000001';
const ORG_ADMIN_ROLE = '00000000-0000-0000-0000-000000000005';
const STRATEGY_ROLES = { super_admin: [SYSTEM_ADMIN_ROLE], org_admin: [ORG_ADMIN_ROLE], super_org_admin: [SYSTEM_ADMIN_ROLE, ORG_ADMIN_ROLE] };

const related = (ctx) => ({
  sql: 't.applicant_id = ? OR EXISTS (SELECT 1 FROM tickets__assignees a WHERE a.src = t.id AND a.dst = ?)',
  args: [ctx.user.id, ctx.user.id],
});

/** The process map, and the step waiting for a decision. */
function currentStep(row) {
  const map = JSON.parse(row.process_map ?? '[]');
  return { map, step: map.find((node) => node.approval_level === row.approval_step) ?? map.at(-1) };
}

/** The current step's assignees decide; the applicant may also close. Nothing changes a closed ticket. */
function authorize(ctx, row, action) {
  if (row.status === 'closed') throw badRequest('Ticket already closed');
  const { step } = currentStep(row);
  const isAssignee = Boolean(step?.assignees.includes(ctx.user.id));
  const isApplicant = row.applicant_id === ctx.user.id;
  if (action === 'close' ? !(isAssignee || isApplicant) : !isAssignee) throw permissionDenied();
}

/**
 * approve, reject, close and bulk of one ticket resource: the generic list (as
 * the contract names them) and each type's list (lina calls those; JumpServer
 * answers 405 to approve and bulk on the generic one). An asset application's
 * approver may change what is granted in the approve body.
 */
function decisions(resourceName, approveChanges) {
  const act = (action) => async (ctx) => {
    const { store, registry } = ctx.services;
    const row = store.find(registry.get(resourceName), ctx, ctx.params.id);
    if (!row) throw notFound('Ticket');
    authorize(ctx, row, action);
    const changes = action === 'approve' && approveChanges ? approveChanges(ctx, row, (await ctx.body()) ?? {}) : undefined;
    transition(ctx, row, action, changes);
    return 'ok';
  };
  const perm = 'tickets.view_ticket';
  return [
    { method: 'PUT', path: ':id/approve/', perm, handler: act('approve') },
    { method: 'PATCH', path: ':id/approve/', perm, handler: act('approve') },
    { method: 'PUT', path: ':id/reject/', perm, handler: act('reject') },
    { method: 'PUT', path: ':id/close/', perm, handler: act('close') },
    {
      method: 'PUT',
      path: 'bulk/',
      perm,
      async handler(ctx) {
        const action = ctx.query.get('action');
        if (action !== 'approve' && action !== 'reject') throw badRequest("The parameter 'action' must be [approve,reject]");
        const body = (await ctx.body()) ?? {};
        if (!Array.isArray(body.tickets) || !body.tickets.length) throw validationError({ tickets: [MSG.required] });
        const { store, registry } = ctx.services;
        // As JumpServer: tickets no longer pending (or not found) are passed over; one the user may not decide stops the rest.
        const rows = body.tickets.map((id) => store.find(registry.get(resourceName), ctx, String(id))).filter((row) => row?.state === 'pending');
        for (const row of rows) {
          if (!currentStep(row).step?.assignees.includes(ctx.user.id)) throw badRequest(`User does not have permission: ${row.title}`);
          transition(ctx, row, action);
        }
        return 'ok';
      },
    },
  ];
}

function transition(ctx, row, action, changes) {
  const { db } = ctx.services;
  const { map, step } = currentStep(row);
  const now = nowIso();
  let state = action === 'close' ? 'closed' : action === 'reject' ? 'rejected' : 'approved';
  let status = 'closed';
  let nextStep = row.approval_step;
  if (step) {
    step.state = state;
    step.processor = ctx.user.id;
    step.processor_display = `${ctx.user.name}(${ctx.user.username})`;
    step.approval_date = pythonDateString(now);
  }
  if (action === 'approve' && row.approval_step < map.length) {
    nextStep = row.approval_step + 1;
    state = 'pending';
    status = 'open';
  }
  const next = nextStep !== row.approval_step ? map.find((node) => node.approval_level === nextStep) : undefined;
  const meta = changes ? JSON.stringify({ ...JSON.parse(row.meta ?? '{}'), ...changes }) : row.meta;
  db.transaction(() => {
    db.run(
      'UPDATE tickets SET state = ?, status = ?, approval_step = ?, process_map = ?, meta = ?, date_updated = ? WHERE id = ?',
      state,
      status,
      nextStep,
      JSON.stringify(map),
      meta,
      now,
      row.id,
    );
    if (state === 'approved' && row.type === 'apply_asset') grantFromTicket(ctx, { ...row, meta });
    if (state === 'approved' && row.type === 'login_asset_confirm') startTicketSession(db, { ...row, meta }, clientAddress(ctx));
  });
  if (next) {
    sendSiteMessage(ctx.services, {
      subject: `New ticket: ${row.title}`,
      message: `${ctx.user.name} approved level ${row.approval_step} of ticket **${row.title}** (${row.serial_num}). Please review the ticket.`,
      userIds: next.assignees,
      sender: { id: ctx.user.id, name: ctx.user.name },
    });
  }
  if (status === 'closed') {
    sendSiteMessage(ctx.services, {
      subject: `Ticket ${state}: ${row.title}`,
      message: `Your ticket **${row.title}** (${row.serial_num}) was ${state} by ${ctx.user.name}.`,
      userIds: [row.applicant_id],
      sender: { id: ctx.user.id, name: ctx.user.name },
    });
  }
}

/** An approved asset application becomes an asset permission for the applicant. */
function grantFromTicket(ctx, row) {
  const meta = JSON.parse(row.meta ?? '{}');
  const { store, registry } = ctx.services;
  const permission = registry.get('assetpermission');
  const orgCtx = ctx.with({ org: { id: row.org_id, name: ctx.orgName(row.org_id) } });
  const value = store.validOrThrow(
    permission,
    {
      name: `${meta.apply_permission_name || row.title} (${row.serial_num})`,
      users: [row.applicant_id],
      assets: meta.apply_assets ?? [],
      nodes: meta.apply_nodes ?? [],
      accounts: meta.apply_accounts?.length ? meta.apply_accounts : ['@ALL'],
      actions: meta.apply_actions?.length ? meta.apply_actions : ['all'],
      date_start: meta.apply_date_start ?? nowIso(),
      date_expired: meta.apply_date_expired ?? new Date(Date.now() + 7 * 86400000).toISOString(),
      comment: `Created from ticket ${row.serial_num}`,
    },
    orgCtx,
  );
  value.from_ticket = true;
  store.insert(permission, value, orgCtx);
}

/** `meta` is where this backend keeps a type's own fields; JumpServer's serializers do not show it. */
function withoutMeta({ meta: _meta, ...object }) {
  return object;
}

const ticketFields = () => ({
  title: f.string('Title', { required: true, maxLength: 256, filter: true, order: true }),
  type: f.choice('Type', TICKET_TYPES, { default: 'apply_asset', filter: true, order: true }),
  state: f.choice('State', STATES, { readOnly: true, filter: true, order: true }),
  status: f.choice('Status', STATUSES, { readOnly: true, filter: true, order: true }),
  applicant: f.fk('Applicant', 'user', { readOnly: true, filter: true, display: ['id', 'name', 'username'], onDelete: 'cascade' }),
  assignees: f.m2m('Assignees', 'user', { readOnly: true, link: { table: 'tickets__assignees', src: 'src', dst: 'dst' }, display: ['id', 'name', 'username'] }),
  serial_num: f.string('Serial number', { readOnly: true, filter: true, order: true }),
  approval_step: f.choice('Approval step', LEVELS, { readOnly: true, default: 1 }),
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
  decorate: withoutMeta,
  filters: {
    assignees__id: { apply: (value) => ({ sql: 'EXISTS (SELECT 1 FROM tickets__assignees a WHERE a.src = t.id AND a.dst = ?)', args: [value] }) },
    applicant_username_name: {
      apply: (value) => ({ sql: 't.applicant_id IN (SELECT id FROM users WHERE username LIKE ? OR name LIKE ?)', args: [`%${value}%`, `%${value}%`] }),
    },
    org_name: { apply: (value) => ({ sql: 't.org_id IN (SELECT id FROM orgs WHERE name = ?)', args: [value] }) },
    state: { apply: (value) => (value === 'all' ? null : { sql: 't.state = ?', args: [value] }) },
  },
  actions: [
    ...decisions('ticket'),
    {
      // TicketSessionApi: the session an approved login let through (whatever its organization), else an empty 404.
      method: 'GET',
      path: ':id/session/',
      perm: 'tickets.view_ticket',
      handler(ctx) {
        const { db, store, registry } = ctx.services;
        const link = db.get('SELECT session_id FROM ticket_sessions WHERE ticket_id = ?', ctx.params.id);
        const sessions = registry.get('session');
        const row = link ? store.reload(sessions, link.session_id) : null;
        return row ? serialize(sessions, [row], ctx)[0] : reply(404, '');
      },
    },
  ],
});

/** What an application for assets takes (ApplyAssetSerializer), for OPTIONS on open/; `org_id` chooses among the user's organizations. */
function applyFields(ctx) {
  const orgs = ctx.services.rbac.orgsWith(ctx.user.id, 'rbac.view_workbench', '').filter((org) => !org.is_root);
  return {
    title: f.string('Title', { required: true, maxLength: 256 }),
    org_id: f.choice(
      'Organization',
      orgs.map((org) => [org.id, org.name]),
      { required: true, plain: true },
    ),
    apply_assets: f.m2m('Asset', 'asset', {}),
    apply_nodes: f.m2m('Node', 'node', {}),
    apply_accounts: f.list('Account', f.string('Account', { maxLength: 128 }), { default: ['@ALL'] }),
    apply_actions: actionsField(),
    apply_date_start: f.datetime('Date start'),
    apply_date_expired: f.datetime('Date expired'),
    apply_permission_name: f.string('Permission name', { maxLength: 128 }),
    comment: f.comment(),
  };
}

function applyMetadata(ctx) {
  const post = Object.fromEntries(Object.entries(applyFields(ctx)).map(([name, field]) => [name, fieldInfo(field, ctx)]));
  return { name: 'Apply Asset Ticket', description: '', renders: ['application/json'], parses: ['application/json'], actions: { POST: post } };
}

/** POST apply-asset-tickets/open/: an application for assets, routed to the org's flow. */
async function openApplyAsset(ctx) {
  const body = (await ctx.body()) ?? {};
  const { db, store, registry } = ctx.services;
  const errors = {};
  if (typeof body.title !== 'string' || !body.title.trim()) errors.title = [MSG.required];
  const org = typeof body.org_id === 'string' ? db.get('SELECT id, name FROM orgs WHERE id = ?', body.org_id) : null;
  if (!org) errors.org_id = [body.org_id ? MSG.pkMissing(body.org_id) : MSG.required];
  const list = (key) => idsOf(body[key]);
  if (!errors.org_id && !list('apply_assets').length && !list('apply_nodes').length) errors.non_field_errors = ['Assets or nodes is required'];
  for (const key of ['apply_date_start', 'apply_date_expired']) {
    if (body[key] !== undefined && body[key] !== null && !parseDateTime(body[key])) errors[key] = [MSG.datetime];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  const steps = ticketSteps(db, org.id, 'apply_asset', ctx.user.id);
  const assignees = [...new Set(steps.flatMap((step) => step.assignees))];
  const now = nowIso();
  const id = uuid();
  const count = db.get('SELECT COUNT(*) AS n FROM tickets WHERE date_created >= ?', `${now.slice(0, 10)}T00:00:00.000Z`).n;
  db.transaction(() => {
    db.run(
      `INSERT INTO tickets (id, title, type, state, status, applicant_id, serial_num, approval_step, process_map, rel_snapshot, meta, comment, org_id, created_by, date_created, date_updated)
       VALUES (?, ?, 'apply_asset', 'pending', 'open', ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      body.title.trim(),
      ctx.user.id,
      `${now.slice(0, 10).replaceAll('-', '')}${String(count + 1).padStart(4, '0')}`,
      JSON.stringify(
        steps.map((step) => ({
          state: 'pending',
          approval_level: step.level,
          assignees: step.assignees,
          assignees_display: userNames(db, step.assignees),
          processor: '',
          processor_display: '',
          approval_date: '',
        })),
      ),
      JSON.stringify({ applicant: `${ctx.user.name}(${ctx.user.username})` }),
      JSON.stringify({
        apply_assets: list('apply_assets'),
        apply_assets_display: db.all('SELECT name FROM assets WHERE id IN (SELECT value FROM json_each(?))', JSON.stringify(list('apply_assets'))).map((row) => row.name),
        apply_nodes: list('apply_nodes'),
        apply_accounts: list('apply_accounts'),
        apply_actions: list('apply_actions').length ? list('apply_actions') : ['all'],
        apply_date_start: parseDateTime(body.apply_date_start ?? '') ?? now,
        apply_date_expired: parseDateTime(body.apply_date_expired ?? '') ?? new Date(Date.now() + 7 * 86400000).toISOString(),
        apply_permission_name: typeof body.apply_permission_name === 'string' ? body.apply_permission_name : '',
      }),
      typeof body.comment === 'string' ? body.comment : '',
      org.id,
      ctx.user.name,
      now,
      now,
    );
    for (const assignee of assignees) db.run('INSERT INTO tickets__assignees (src, dst) VALUES (?, ?)', id, assignee);
  });
  sendSiteMessage(ctx.services, {
    subject: `New ticket: ${body.title.trim()}`,
    message: `${ctx.user.name} applied for assets in ${org.name}. Please review the ticket.`,
    userIds: steps[0].assignees,
    sender: { id: ctx.user.id, name: ctx.user.name },
  });
  const resource = registry.get('applyassetticket');
  return reply(201, serialize(resource, [store.reload(resource, id)], ctx)[0]);
}

const idsOf = (value) => (Array.isArray(value) ? value.map((item) => String(item && typeof item === 'object' ? (item.id ?? item.value) : item)) : []);
const APPLY_ACTIONS = actionsField();

/** Related objects as ObjectRelatedField shows them: `{id, name}`, in the stored order. */
function named(db, table, nameColumn, ids) {
  const found = new Map(
    db.all(`SELECT id, "${nameColumn}" AS name FROM "${table}" WHERE id IN (SELECT value FROM json_each(?))`, JSON.stringify(ids ?? [])).map((item) => [item.id, item]),
  );
  return (ids ?? []).map((id) => found.get(id)).filter(Boolean);
}

/** ApplyAssetSerializer's own fields, from what the application stored. */
function assetApplication(meta, ctx) {
  const { db } = ctx.services;
  return {
    apply_assets: named(db, 'assets', 'name', meta.apply_assets),
    apply_nodes: named(db, 'nodes', 'value', meta.apply_nodes),
    apply_accounts: meta.apply_accounts ?? [],
    apply_actions: APPLY_ACTIONS.fromDb(APPLY_ACTIONS.parse(meta.apply_actions ?? ['all']), ctx),
    apply_date_start: formatDateTime(meta.apply_date_start, ctx.zone),
    apply_date_expired: formatDateTime(meta.apply_date_expired, ctx.zone),
    apply_permission_name: meta.apply_permission_name ?? '',
  };
}

/**
 * ApproveAssetSerializer: the approver may change what is granted before
 * approving; the last step needs assets or nodes, and accounts. Returns the
 * application's new values.
 */
function assetApproval(ctx, row, body) {
  const { db } = ctx.services;
  const meta = JSON.parse(row.meta ?? '{}');
  const errors = {};
  const changes = {};
  // As JumpServer, ids outside the ticket's organization are dropped, not refused.
  const inOrg = (table, key) =>
    db.all(`SELECT id FROM "${table}" WHERE org_id = ? AND id IN (SELECT value FROM json_each(?))`, row.org_id, JSON.stringify(idsOf(body[key]))).map((item) => item.id);
  if (body.apply_assets !== undefined) changes.apply_assets = inOrg('assets', 'apply_assets');
  if (body.apply_nodes !== undefined) changes.apply_nodes = inOrg('nodes', 'apply_nodes');
  if (body.apply_accounts !== undefined) {
    if (Array.isArray(body.apply_accounts) && body.apply_accounts.every((item) => typeof item === 'string')) changes.apply_accounts = body.apply_accounts;
    else errors.apply_accounts = [MSG.notAList(body.apply_accounts)];
  }
  if (body.apply_actions !== undefined && body.apply_actions !== null) {
    try {
      changes.apply_actions = APPLY_ACTIONS.fromDb(APPLY_ACTIONS.parse(body.apply_actions)).map((action) => action.value);
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      errors.apply_actions = error.messages;
    }
  }
  for (const key of ['apply_date_start', 'apply_date_expired']) {
    if (body[key] === undefined) continue;
    const date = parseDateTime(body[key] ?? '');
    if (date) changes[key] = date;
    else errors[key] = [MSG.datetime];
  }
  const next = { ...meta, ...changes };
  if (row.approval_step >= currentStep(row).map.length) {
    if (!next.apply_assets?.length && !next.apply_nodes?.length) errors.apply_assets = errors.apply_nodes = ['Select at least one asset or node'];
    if (!next.apply_accounts?.length) errors.apply_accounts ??= [MSG.required];
  }
  if (!errors.apply_date_start && !errors.apply_date_expired && next.apply_date_expired <= next.apply_date_start) {
    errors.apply_date_expired = ['The expiration date should be greater than the start date'];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return changes;
}

/** The stored values of a type's own fields, dates in the API's format. */
const storedFields = (keys) => (meta, ctx) => Object.fromEntries(keys.map((key) => [key, key.endsWith('datetime') ? formatDateTime(meta[key], ctx.zone) : (meta[key] ?? null)]));

/** Each ticket type's own list, with the fields of its serializer beside the ticket's (api-contract 4.7, lina's detail pages). */
const TYPE_LISTS = [
  { type: 'apply_asset', name: 'applyassetticket', url: 'tickets/apply-asset-tickets', label: 'Apply Asset Ticket', fields: assetApplication, approve: assetApproval },
  {
    type: 'login_confirm',
    name: 'applyloginticket',
    url: 'tickets/apply-login-tickets',
    label: 'Apply Login Ticket',
    fields: storedFields(['apply_login_ip', 'apply_login_city', 'apply_login_datetime']),
  },
  {
    type: 'command_confirm',
    name: 'applycommandticket',
    url: 'tickets/apply-command-tickets',
    label: 'Apply Command Ticket',
    fields: storedFields(['apply_run_user', 'apply_run_asset', 'apply_run_account', 'apply_run_command', 'apply_from_session', 'apply_from_cmd_filter_acl']),
  },
  {
    type: 'login_asset_confirm',
    name: 'applyloginassetticket',
    url: 'tickets/apply-login-asset-tickets',
    label: 'Apply Login Asset Ticket',
    fields: storedFields(['apply_login_user', 'apply_login_asset', 'apply_login_account']),
  },
];

const typeLists = TYPE_LISTS.map((list) =>
  defineResource({
    name: list.name,
    app: 'tickets',
    model: list.name,
    url: list.url,
    label: list.label,
    table: 'tickets',
    methods: ['GET'],
    perms: { view: 'tickets.view_ticket', add: null, change: null, delete: null },
    scope: { type: list.type },
    where: related,
    ordering: ['-date_created'],
    search: ['title', 'type', 'status'],
    fields: ticketFields(),
    decorate: (object, _row, ctx) => ({ ...withoutMeta(object), ...list.fields(object.meta ?? {}, ctx) }),
    // The official application form reads its fields from the list's OPTIONS and posts them to open/.
    createFields: list.type === 'apply_asset' ? applyFields : undefined,
    actions: [
      ...decisions(list.name, list.approve),
      ...(list.type === 'apply_asset'
        ? [
            { method: 'POST', path: 'open/', perm: 'tickets.view_ticket', handler: openApplyAsset },
            { method: 'OPTIONS', path: 'open/', perm: 'tickets.view_ticket', handler: applyMetadata },
          ]
        : []),
    ],
  }),
);

/** Users as JumpServer's str(user) writes them: `Name(username)`, in the order given. */
function userNames(db, ids) {
  const names = new Map(
    db.all('SELECT id, name, username FROM users WHERE id IN (SELECT value FROM json_each(?))', JSON.stringify(ids)).map((user) => [user.id, `${user.name}(${user.username})`]),
  );
  return ids.map((id) => names.get(id)).filter(Boolean);
}

/** ApprovalRule.get_assignees: the users a level's strategy names in an organization. */
function ruleAssignees(db, rule, orgId) {
  if (rule.strategy === 'custom_user') return rule.assignees ?? [];
  return db
    .all(
      `SELECT DISTINCT b.user_id FROM role_bindings b JOIN users u ON u.id = b.user_id
       WHERE b.role_id IN (SELECT value FROM json_each(?)) AND (b.scope = 'system' OR b.org_id = ?) ORDER BY u.username`,
      JSON.stringify(STRATEGY_ROLES[rule.strategy] ?? STRATEGY_ROLES.super_admin),
      orgId,
    )
    .map((row) => row.user_id);
}

/** TicketFlowApproveSerializer: the strategy labelled, custom users by id, everyone it names by name. */
function rulesOut(rules, orgId, ctx) {
  const { db } = ctx.services;
  return [...(rules ?? [])]
    .sort((a, b) => a.level - b.level)
    .map((rule) => ({
      level: rule.level,
      strategy: { value: rule.strategy, label: ctx.t(STRATEGY_LABELS.get(rule.strategy) ?? rule.strategy) },
      assignees_read_only: rule.strategy === 'custom_user' ? (rule.assignees ?? []) : [],
      assignees_display: userNames(db, ruleAssignees(db, rule, orgId)),
    }));
}

/**
 * Flows by ticket type, one per organization, with one or two approval levels. As
 * TicketFlowSerializer: levels are numbered in the order the rules come, a custom
 * level needs its assignees, a type has one flow per organization; flows are never deleted.
 */
export const ticketflow = defineResource({
  name: 'ticketflow',
  app: 'tickets',
  url: 'tickets/flows',
  label: 'Ticket flow',
  table: 'ticket_flows',
  org: true,
  methods: ['GET', 'POST', 'PUT', 'PATCH'],
  search: ['id', 'type'],
  ordering: ['type'],
  slug: 'type',
  // TicketFlow.get_org_related_flows: an organization's own flows, and the global ones of the types it has none of.
  orgWhere: (ctx) => ({
    sql: 't.org_id = ? OR (t.org_id = ? AND t.type NOT IN (SELECT own.type FROM ticket_flows own WHERE own.org_id = ?))',
    args: [ctx.org.id, ROOT_ORG_ID, ctx.org.id],
  }),
  // Changing an inherited global flow gives the organization its own; the global one stays as it was.
  forkOnUpdate: (flow, ctx) =>
    flow.org_id === ROOT_ORG_ID && ctx.org.id !== ROOT_ORG_ID ? { type: flow.type, approval_level: flow.approval_level, rules: JSON.parse(flow.rules ?? '[]') } : null,
  fields: {
    type: f.choice('Type', TICKET_TYPES, { required: true, filter: true, order: true }),
    approval_level: f.choice('Approve level', LEVELS, { required: true, default: 1 }),
    rules: f.nestedList(
      'Rules',
      {
        strategy: f.choice('Approve strategy', STRATEGIES, { required: true }),
        assignees: f.list('Assignees', f.string('Assignee', { maxLength: 36 }), { writeOnly: true }),
      },
      { required: true },
    ),
    ...stamps(),
  },
  validate(value, ctx, instance) {
    const { db } = ctx.services;
    const errors = {};
    if (value.type !== undefined && value.type !== instance?.type && db.get('SELECT 1 AS taken FROM ticket_flows WHERE org_id = ? AND type = ?', ctx.org.id, value.type)) {
      errors.type = ['The current organization type already exists'];
    }
    if (value.rules !== undefined) {
      const known = new Set(
        db.all('SELECT id FROM users WHERE id IN (SELECT value FROM json_each(?))', JSON.stringify(value.rules.flatMap((rule) => rule.assignees ?? []))).map((user) => user.id),
      );
      const ruleErrors = value.rules.map((rule) => {
        const missing = (rule.assignees ?? []).find((id) => !known.has(id));
        if (missing) return { assignees: [MSG.pkMissing(missing)] };
        if (rule.strategy === 'custom_user' && !rule.assignees?.length) return { assignees: ['Please select the Assignees'] };
        return {};
      });
      if (ruleErrors.some((item) => Object.keys(item).length)) errors.rules = ruleErrors;
      value.rules = value.rules.map((rule, index) => ({ level: index + 1, strategy: rule.strategy, assignees: rule.assignees ?? [] }));
    }
    if (Object.keys(errors).length) throw new FieldError(errors);
  },
  decorate: (object, row, ctx) => ({ ...object, rules: rulesOut(object.rules, row.org_id, ctx) }),
});

/** The flow a new ticket of a type follows in an organization: the organization's own, else the global one. */
function flowFor(db, orgId, type) {
  return db.get('SELECT rules FROM ticket_flows WHERE type = ? AND org_id IN (?, ?) ORDER BY org_id = ? DESC LIMIT 1', type, orgId, ROOT_ORG_ID, orgId);
}

/**
 * Ticket.create_process_steps_by_flow: one step per level of the flow, each with the
 * users its rule names, the applicant left out unless they are the only one; without
 * a flow, the super administrators decide in one step.
 */
export function ticketSteps(db, orgId, type, applicantId) {
  const flow = flowFor(db, orgId, type);
  const rules = flow ? JSON.parse(flow.rules ?? '[]').sort((a, b) => a.level - b.level) : [];
  return (rules.length ? rules : [{ level: 1, strategy: 'super_admin' }]).map((rule) => {
    const assignees = ruleAssignees(db, rule, orgId);
    return { level: rule.level, assignees: assignees.length === 1 ? assignees : assignees.filter((id) => id !== applicantId) };
  });
}

/**
 * Comments on a ticket (`?ticket_id=`): its applicant and assignees read them and add theirs,
 * the ticket named by the same query parameter.
 */
export const comment = defineResource({
  name: 'comment',
  app: 'tickets',
  url: 'tickets/comments',
  label: 'Comment',
  table: 'ticket_comments',
  methods: ['GET', 'POST'],
  perms: { view: 'tickets.view_ticket', add: 'tickets.view_ticket' },
  where: (ctx) => ({ sql: `t.ticket_id IN (SELECT t.id FROM tickets t WHERE ${related(ctx).sql})`, args: related(ctx).args }),
  ordering: ['date_created'],
  search: ['body'],
  fields: {
    ticket: f.fk('Ticket', 'ticket', { readOnly: true, display: ['id', 'title'], onDelete: 'cascade' }),
    body: f.text('Body', { required: true }),
    user: f.fk('User', 'user', { readOnly: true, display: ['id', 'name', 'username'], onDelete: 'cascade' }),
    user_display: f.computed('User display', 'string', (row, ctx, batch) => {
      const user = batch?.targets.user?.get(row.user_id);
      return user ? `${user.name}(${user.username})` : '';
    }),
    ...stamps(),
  },
  filters: { ticket_id: { apply: (value) => ({ sql: 't.ticket_id = ?', args: [value] }) } },
  validate(value, ctx) {
    const id = ctx.query.get('ticket_id');
    const found = id && ctx.services.store.find(ticket, ctx, id);
    if (!found) throw new FieldError({ ticket_id: [id ? MSG.pkMissing(id) : MSG.required] });
    value.ticket = found.id;
    value.user = ctx.user.id;
  },
});

export default [ticket, ...typeLists, ticketflow, comment];
