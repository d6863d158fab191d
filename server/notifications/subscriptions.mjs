// Who receives the system's messages (v3.8.2 /api/v1/notifications/system-msg-subscription/): the four system
// messages by category, each with its users, groups and backends; updated by message type. A message nobody
// changed goes to the superusers by site message, as JumpServer subscribes them when it starts. Beside them,
// how each user receives their own messages (user-msg-subscription/, keyed by user id): read and changed by
// that user alone, site messages and email until they change it.
import { notFound, validationError } from '../http/errors.mjs';
import { MSG } from '../registry/messages.mjs';

/** @typedef {[type: string, label: string, category: string, categoryLabel: string]} SystemMessage */
/** @type {SystemMessage[]} */
const SYSTEM_MESSAGES = [
  ['ServerPerformanceMessage', 'Server performance', 'Operations', 'App ops'],
  ['CommandAlertMessage', 'Command reject', 'terminal', 'Sessions'],
  ['CommandExecutionAlert', 'Batch danger command alert', 'terminal', 'Sessions'],
  ['StorageConnectivityMessage', 'Connectivity alarm', 'storage', 'Command and replay storage'],
];
const BACKENDS = ['email', 'wecom', 'dingtalk', 'site_msg', 'feishu'];

function subscriptionOf(db, messageType) {
  const row = db.get('SELECT users, groups, receive_backends FROM system_msg_subscriptions WHERE message_type = ?', messageType);
  if (row) return { users: JSON.parse(row.users), groups: JSON.parse(row.groups), receive_backends: JSON.parse(row.receive_backends) };
  const superusers = db.all("SELECT DISTINCT user_id AS id FROM role_bindings WHERE scope = 'system' AND role_id = '00000000-0000-0000-0000-000000000001'");
  return { users: superusers.map((user) => user.id), groups: [], receive_backends: ['site_msg'] };
}

/**
 * SystemMsgSubscriptionSerializer: receivers are the users and the groups' members, with whether each backend reaches them.
 * @param {any} ctx @param {SystemMessage} message
 */
function serialize(ctx, [messageType, label]) {
  const { db } = ctx.services;
  const subscription = subscriptionOf(db, messageType);
  const members = db.all(
    `SELECT u.id, u.name, u.username, u.email FROM users u WHERE u.id IN (SELECT value FROM json_each(?))
     UNION ALL SELECT u.id, u.name, u.username, u.email FROM users u JOIN users__groups g ON g.src = u.id WHERE g.dst IN (SELECT value FROM json_each(?))`,
    JSON.stringify(subscription.users),
    JSON.stringify(subscription.groups),
  );
  const reaches = { email: (user) => Boolean(user.email), site_msg: () => true };
  return {
    message_type: messageType,
    message_type_label: ctx.t(label),
    users: subscription.users,
    groups: subscription.groups,
    receive_backends: subscription.receive_backends,
    receivers: members.map((user) => ({
      name: `${user.name}(${user.username})`,
      id: user.id,
      ...Object.fromEntries(subscription.receive_backends.map((backend) => [backend, (reaches[backend] ?? (() => false))(user)])),
    })),
  };
}

function list(ctx) {
  const categories = [];
  for (const message of SYSTEM_MESSAGES) {
    const [, , category, categoryLabel] = message;
    let entry = categories.find((item) => item.category === category);
    if (!entry) categories.push((entry = { category, category_label: ctx.t(categoryLabel), children: [] }));
    entry.children.push(serialize(ctx, message));
  }
  return categories;
}

async function update(ctx) {
  const message = SYSTEM_MESSAGES.find(([type]) => type === ctx.params.type);
  if (!message) throw notFound('System message');
  const { db } = ctx.services;
  const body = (await ctx.body()) ?? {};
  const current = subscriptionOf(db, message[0]);
  const errors = {};
  const ids = (field, table) => {
    if (!(field in body)) return current[field];
    if (!Array.isArray(body[field])) {
      errors[field] = [MSG.notAList(body[field])];
      return [];
    }
    const missing = body[field].find((id) => !db.get(`SELECT 1 AS hit FROM ${table} WHERE id = ?`, String(id)));
    if (missing !== undefined) errors[field] = [MSG.pkMissing(missing)];
    return body[field].map(String);
  };
  const users = ids('users', 'users');
  const groups = ids('groups', 'usergroups');
  let backends = current.receive_backends;
  if ('receive_backends' in body) {
    if (!Array.isArray(body.receive_backends)) errors.receive_backends = [MSG.notAList(body.receive_backends)];
    else backends = body.receive_backends.filter((backend) => BACKENDS.includes(backend));
  } else if (ctx.method === 'PUT') {
    errors.receive_backends = [MSG.required];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  db.run(
    'INSERT INTO system_msg_subscriptions (message_type, users, groups, receive_backends) VALUES (?, ?, ?, ?) ON CONFLICT(message_type) DO UPDATE SET users = excluded.users, groups = excluded.groups, receive_backends = excluded.receive_backends',
    message[0],
    JSON.stringify(users),
    JSON.stringify(groups),
    JSON.stringify(backends),
  );
  return serialize(ctx, message);
}

/** The backends a user receives their messages by (the profile's receive_backends). */
export function userBackends(db, userId) {
  const row = db.get('SELECT receive_backends FROM user_msg_subscriptions WHERE user_id = ?', userId);
  return row ? JSON.parse(row.receive_backends) : ['site_msg', 'email'];
}

/** UserMsgSubscriptionSerializer; the queryset holds the requesting user only, so another id is not found. */
function ownSubscription(ctx) {
  if (ctx.params.user !== ctx.user.id) throw notFound('User msg subscription');
  return { user_id: ctx.user.id, receive_backends: userBackends(ctx.services.db, ctx.user.id) };
}

async function updateOwn(ctx) {
  ownSubscription(ctx);
  const body = (await ctx.body()) ?? {};
  if (!('receive_backends' in body)) {
    if (ctx.method === 'PUT') throw validationError({ receive_backends: [MSG.required] });
    return ownSubscription(ctx);
  }
  if (!Array.isArray(body.receive_backends)) throw validationError({ receive_backends: [MSG.notAList(body.receive_backends)] });
  const backends = body.receive_backends.map(String).filter((backend) => BACKENDS.includes(backend));
  ctx.services.db.run(
    'INSERT INTO user_msg_subscriptions (user_id, receive_backends) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET receive_backends = excluded.receive_backends',
    ctx.user.id,
    JSON.stringify(backends),
  );
  return ownSubscription(ctx);
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerSubscriptionRoutes(router) {
  const options = { perm: 'settings.change_systemmsgsubscription', name: 'System Msg Subscription' };
  router.add('GET', '/api/v1/notifications/system-msg-subscription/', list, options);
  for (const method of ['PUT', 'PATCH']) router.add(method, '/api/v1/notifications/system-msg-subscription/:type/', update, options);
  // IsValidUser: anyone signed in, for their own.
  const own = { name: 'User Msg Subscription' };
  router.add('GET', '/api/v1/notifications/user-msg-subscription/', (ctx) => [{ user_id: ctx.user.id, receive_backends: userBackends(ctx.services.db, ctx.user.id) }], own);
  router.add('GET', '/api/v1/notifications/user-msg-subscription/:user/', ownSubscription, own);
  for (const method of ['PUT', 'PATCH']) router.add(method, '/api/v1/notifications/user-msg-subscription/:user/', updateOwn, own);
}
