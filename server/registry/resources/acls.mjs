// Access-control rules (api-contract 4.20) and command groups.
import { jsonM2m, stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';

const LOGIN_ACTIONS = [
  ['reject', 'Reject'],
  ['accept', 'Accept'],
  ['review', 'Review'],
  ['notice', 'Notifications'],
];
const COMMAND_ACTIONS = [
  ['reject', 'Reject'],
  ['accept', 'Accept'],
  ['review', 'Review'],
  ['warning', 'Warning'],
  ['notify_and_warn', 'Prompt and warn'],
];

/** Name, priority, action, reviewers, switches: what every ACL has. */
const aclBase = (actions) => ({
  name: f.string('Name', { required: true, filter: true, order: true }),
  priority: f.int('Priority', {
    default: 50,
    serializerDefault: true,
    minValue: 1,
    maxValue: 100,
    order: true,
    filter: true,
    help: '1-100, the lower the value will be match first',
  }),
  action: f.choice('Action', actions, { default: 'reject', serializerDefault: true, filter: true }),
  reviewers: f.m2m('Reviewers', 'user', { display: ['id', 'name', 'username'] }),
  is_active: f.bool('Active', { default: true, serializerDefault: true, filter: true, order: true }),
  comment: f.comment(),
  ...stamps(),
});

const accountsList = () => f.list('Accounts', f.string('Account', { maxLength: 128 }), { default: ['*'] });
/** JumpServer's RuleSerializer: where from (IPs, ranges, CIDRs, * for anywhere) and when (weekday time spans). */
const rules = () =>
  f.nested(
    'Rule',
    {
      ip_group: f.list('IP/Host', f.string('IP/Host', { maxLength: 1024 }), {
        default: ['*'],
        serializerDefault: true,
        help: 'Format for comma-delimited string, with * indicating a match all. Such as: 192.168.10.1, 192.168.1.0/24, 10.1.1.1-10.1.1.20, 2001:db8:2de::e13, 2001:db8:1a:1110::/64 (Domain name support)',
      }),
      time_period: f.json('Time Period', { default: [], serializerDefault: true }),
    },
    { default: () => ({ ip_group: ['*'], time_period: [] }) },
  );

/** One attribute condition of a JSON match rule on an object's own value (JumpServer's JSONManyToManyField attrs). */
function attrMatches(condition, value) {
  const text = String(value ?? '');
  const wanted = condition.value;
  const list = Array.isArray(wanted)
    ? wanted.map(String)
    : String(wanted ?? '')
        .split(',')
        .map((item) => item.trim());
  switch (condition.match) {
    case 'in':
      return list.includes(text);
    case 'contains':
      return text.includes(String(wanted));
    case 'startswith':
      return text.startsWith(String(wanted));
    case 'endswith':
      return text.endsWith(String(wanted));
    case 'regex':
      try {
        return new RegExp(String(wanted)).test(text);
      } catch {
        return false;
      }
    case 'not':
      return text !== String(wanted);
    default:
      return text === String(wanted);
  }
}

/** Whether a JSON users rule ({type: all|ids|attrs}) takes in this user. */
export function ruleTakesIn(rule, user) {
  if (!rule || rule.type === 'all') return true;
  if (rule.type === 'ids') return (rule.ids ?? []).includes(user.id);
  if (rule.type === 'attrs') return (rule.attrs ?? []).every((condition) => attrMatches(condition, user[condition.name]));
  return false;
}

/**
 * `?users=<id, name or username>`: the ACLs whose users rule takes that user in
 * (ACLUserFilterMixin); an unknown user matches none.
 */
const usersFilter = (table) => ({
  apply(value, ctx) {
    const { db } = ctx.services;
    const user = db.get('SELECT id, name, username, email, comment, source FROM users WHERE id = ? OR username = ? OR name = ? LIMIT 1', value, value, value);
    if (!user) return { sql: '0', args: [] };
    const ids = db
      .all(`SELECT id, users FROM "${table}"`)
      .filter((acl) => ruleTakesIn(JSON.parse(acl.users ?? 'null'), user))
      .map((acl) => acl.id);
    return { sql: 't.id IN (SELECT value FROM json_each(?))', args: [JSON.stringify(ids)] };
  },
});

function aclResource({ name, url, label, org, fields, actions }) {
  return defineResource({
    name,
    app: 'acls',
    url,
    label,
    table: `acls_${name}`,
    org,
    search: ['name'],
    ordering: ['priority', 'date_updated', 'name'],
    fields: { ...aclBase(actions), ...fields },
    filters: { users: usersFilter(`acls_${name}`) },
  });
}

export const loginacl = aclResource({
  name: 'loginacl',
  url: 'acls/login-acls',
  label: 'Login acl',
  org: false,
  actions: LOGIN_ACTIONS,
  fields: { users: jsonM2m('Users'), rules: rules() },
});

export const loginassetacl = aclResource({
  name: 'loginassetacl',
  url: 'acls/login-asset-acls',
  label: 'Login asset acl',
  org: true,
  actions: LOGIN_ACTIONS,
  fields: { users: jsonM2m('Users'), assets: jsonM2m('Assets'), accounts: accountsList(), rules: rules() },
});

export const commandfilteracl = aclResource({
  name: 'commandfilteracl',
  url: 'acls/command-filter-acls',
  label: 'Command acl',
  org: true,
  actions: COMMAND_ACTIONS,
  fields: {
    users: jsonM2m('Users'),
    assets: jsonM2m('Assets'),
    accounts: accountsList(),
    command_groups: f.m2m('Command group', 'commandgroup', { filter: true }),
  },
});

export const connectmethodacl = aclResource({
  name: 'connectmethodacl',
  url: 'acls/connect-method-acls',
  label: 'Connect method acl',
  org: false,
  actions: [['reject', 'Reject']],
  fields: {
    users: jsonM2m('Users'),
    connect_methods: f.list('Connect methods', f.string('Connect method', { maxLength: 64 }), { default: [] }),
  },
});

export const commandgroup = defineResource({
  name: 'commandgroup',
  app: 'acls',
  url: 'acls/command-groups',
  label: 'Command group',
  table: 'command_groups',
  org: true,
  search: ['name', 'content'],
  fields: {
    name: f.string('Name', { required: true, unique: 'org', filter: true, order: true }),
    type: f.choice(
      'Type',
      [
        ['command', 'Command'],
        ['regex', 'Regex'],
      ],
      { default: 'command', serializerDefault: true, filter: true },
    ),
    content: f.text('Content', { required: true, help: 'One line one command' }),
    ignore_case: f.bool('Ignore case', { default: true }),
    comment: f.comment(),
    ...stamps(),
  },
});

export default [loginacl, loginassetacl, commandfilteracl, connectmethodacl, commandgroup];
