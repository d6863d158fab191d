// What a running system accumulates: site messages and audit logs.
import { DEFAULT_ORG_ID } from '../orgs/builtin.mjs';
import { uuid } from '../util/ids.mjs';
import { insertMany } from './insert.mjs';

const MESSAGES = [
  ['Asset permission granted', 'You have been granted access to **{n} assets** in the DEFAULT organization.'],
  ['Password will expire soon', 'Your password expires in 5 days. Please change it in **Profile → Settings**.'],
  ['Ticket approved', 'Your ticket *Apply for production database access* was approved by **Approver**.'],
  ['New login from a different city', 'A new login to your account was detected from 10.1.2.3 (LAN).'],
  ['Account push finished', 'Account push **Push root to Linux** finished: 18 succeeded, 2 failed.'],
  ['System maintenance', 'The bastion host will be restarted on Saturday at 02:00 for maintenance.'],
];

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
];

export function seedMessages(db, { random, users }) {
  const contents = [];
  const deliveries = [];
  for (const user of users) {
    MESSAGES.forEach(([subject, message], index) => {
      if (!['admin', 'orgadmin', 'auditor', 'user', 'approver', 'newcomer'].includes(user.username) && index > 1) return;
      const id = uuid();
      const date = random.pastDate(index === 0 ? 1 : 30);
      contents.push({
        id,
        subject,
        message: message.replace('{n}', String(random.int(3, 40))),
        sender: index === 5 ? 'Administrator' : '',
        sender_id: null,
        display_mode: '',
        is_broadcast: index === 5,
        date_created: date,
        date_updated: date,
      });
      const read = index >= 3;
      deliveries.push({ id: uuid(), content_id: id, user_id: user.id, has_read: read, read_at: read ? date : null, date_created: date });
    });
  }
  insertMany(db, 'site_messages', contents);
  insertMany(db, 'site_message_users', deliveries);
}

export function seedAuditLogs(db, { random, users, now }) {
  const logins = [];
  for (let index = 0; index < 400; index += 1) {
    const user = random.pick(users);
    const success = random.chance(0.85);
    logins.push({
      id: uuid(),
      username: user.username,
      type: random.chance(0.8) ? 'W' : 'T',
      ip: `10.${random.int(0, 3)}.${random.int(0, 255)}.${random.int(1, 254)}`,
      city: random.pick(['LAN', 'Beijing', 'Shanghai', 'Tokyo', 'Frankfurt']),
      user_agent: random.pick(AGENTS),
      mfa: user.mfa_level ? 1 : 2,
      reason: success ? '' : random.pick(['Username/password check failed', 'MFA failed', 'This account is inactive.']),
      backend: random.pick(['Password', 'Password', 'LDAP', 'SSO']),
      status: success,
      datetime: random.pastDate(90),
    });
  }
  insertMany(db, 'login_logs', logins);

  const changes = users.slice(0, 20).map((user) => ({
    id: uuid(),
    user: `${user.name}(${user.username})`,
    change_by: random.chance(0.5) ? `${user.name}(${user.username})` : 'Administrator(admin)',
    remote_addr: `10.0.${random.int(0, 255)}.${random.int(1, 254)}`,
    datetime: random.pastDate(120),
  }));
  insertMany(db, 'password_change_logs', changes);

  const operations = [];
  for (let index = 0; index < 200; index += 1) {
    const action = random.pick(['create', 'update', 'delete', 'view', 'export']);
    operations.push({
      id: uuid(),
      user: 'Administrator(admin)',
      action,
      resource_type: random.pick(['User', 'Asset', 'Asset permission', 'Account', 'Node']),
      resource: `demo-object-${index}`,
      resource_id: uuid(),
      remote_addr: `10.0.0.${random.int(1, 254)}`,
      datetime: random.pastDate(60),
      org_id: DEFAULT_ORG_ID,
      diff: action === 'update' ? [{ field: 'Comment', before: '', after: 'Updated by the demo seed' }] : null,
    });
  }
  insertMany(db, 'operate_logs', operations);

  insertMany(
    db,
    'user_sessions',
    users.slice(0, 8).map((user, index) => ({
      id: uuid(),
      user_id: user.id,
      ip: `10.0.1.${index + 10}`,
      city: 'LAN',
      user_agent: random.pick(AGENTS),
      type: 'W',
      backend: 'Password',
      is_active: index < 5,
      date_created: random.pastDate(1),
      date_expired: new Date(Date.parse(now) + 86400000).toISOString(),
    })),
  );
}
