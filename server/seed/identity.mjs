// Organizations, users of every role, groups and role bindings.
import { hashPassword } from '../auth/passwords.mjs';
import { DEFAULT_ORG_ID, SYSTEM_ORG_ID } from '../orgs/builtin.mjs';
import { ROLE_IDS } from '../rbac/builtin-roles.mjs';
import { uuid } from '../util/ids.mjs';
import { daysFromNow } from '../util/time.mjs';
import { insertLinks, insertMany } from './insert.mjs';

export const ENGINEERING_ORG_ID = '6f2d1c4a-8a3b-4c5d-9e6f-0a1b2c3d4e01';
export const FINANCE_ORG_ID = '6f2d1c4a-8a3b-4c5d-9e6f-0a1b2c3d4e02';

export const SEEDED_ORGS = [
  { id: DEFAULT_ORG_ID, name: 'DEFAULT', internal: true, comment: 'The default organization' },
  { id: SYSTEM_ORG_ID, name: 'SYSTEM', internal: true, comment: 'System organization' },
  { id: ENGINEERING_ORG_ID, name: 'Engineering', internal: false, comment: 'Platform and product engineering' },
  { id: FINANCE_ORG_ID, name: 'Finance', internal: false, comment: 'Finance and accounting systems' },
];

/**
 * The demo accounts: role is what the README and the login hint say; system and
 * org bindings are what the server enforces.
 */
export const DEMO_USERS = [
  { username: 'admin', name: 'Administrator', role: 'System administrator', system: ['SystemAdmin'], orgs: { [DEFAULT_ORG_ID]: ['OrgAdmin'] } },
  {
    username: 'orgadmin',
    name: 'Org Admin',
    role: 'Organization administrator (DEFAULT, Engineering); user in Finance',
    system: ['SystemUser'],
    orgs: { [DEFAULT_ORG_ID]: ['OrgAdmin'], [ENGINEERING_ORG_ID]: ['OrgAdmin'], [FINANCE_ORG_ID]: ['OrgUser'] },
  },
  {
    username: 'auditor',
    name: 'Auditor',
    role: 'Organization auditor (DEFAULT, Engineering)',
    system: ['SystemUser'],
    orgs: { [DEFAULT_ORG_ID]: ['OrgAuditor'], [ENGINEERING_ORG_ID]: ['OrgAuditor'] },
  },
  {
    username: 'user',
    name: 'Demo User',
    role: 'Organization user (DEFAULT, Engineering)',
    system: ['SystemUser'],
    orgs: { [DEFAULT_ORG_ID]: ['OrgUser'], [ENGINEERING_ORG_ID]: ['OrgUser'] },
  },
  {
    username: 'approver',
    name: 'Approver',
    role: 'Ticket approver: organization user (DEFAULT, Engineering), assignee of the ticket flows',
    system: ['SystemUser'],
    orgs: { [DEFAULT_ORG_ID]: ['OrgUser'], [ENGINEERING_ORG_ID]: ['OrgUser'] },
  },
  {
    username: 'newcomer',
    name: 'New Comer',
    role: 'Organization user (DEFAULT) logging in for the first time',
    system: ['SystemUser'],
    orgs: { [DEFAULT_ORG_ID]: ['OrgUser'] },
    firstLogin: true,
  },
];

/** Alice has MFA with this TOTP secret (base32), so the MFA confirmation can be tried and tested. */
export const DEMO_OTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

const FIRST_NAMES = [
  'Alice',
  'Bob',
  'Carol',
  'David',
  'Erin',
  'Frank',
  'Grace',
  'Heidi',
  'Ivan',
  'Judy',
  'Mallory',
  'Niaj',
  'Olivia',
  'Peggy',
  'Rupert',
  'Sybil',
  'Trent',
  'Victor',
  'Walter',
  'Wendy',
  'Li Wei',
  'Zhang Min',
  'Wang Fang',
  'Sato Yuki',
  'Suzuki Ken',
];
const GROUPS = ['Developers', 'Operations', 'DBA', 'Security', 'Network', 'QA', 'Support', 'Contractors'];

/** @param {import('../db/database.mjs').Db} db */
export function seedIdentity(db, { random, demoPassword, now }) {
  insertMany(
    db,
    'orgs',
    SEEDED_ORGS.map((org) => ({ ...org, created_by: 'System', date_created: now, date_updated: now })),
  );

  // One hash for every seeded password: scrypt is deliberately slow.
  const passwordHash = hashPassword(demoPassword);
  const users = [];
  const bindings = [];
  const bind = (userId, roleName, orgId) =>
    bindings.push({ id: uuid(), user_id: userId, role_id: ROLE_IDS[roleName], scope: orgId ? 'org' : 'system', org_id: orgId, date_created: now, created_by: 'System' });

  const baseUser = (username, name, extra = {}) => ({
    id: uuid(),
    username,
    name,
    email: `${username.replace(/\s+/g, '.')}@example.com`,
    password: passwordHash,
    phone: '',
    wechat: '',
    mfa_level: 0,
    source: 'local',
    is_active: true,
    is_first_login: false,
    is_service_account: false,
    date_expired: daysFromNow(365 * 70),
    date_joined: random.pastDate(400),
    date_password_last_updated: random.pastDate(60),
    last_login: random.pastDate(5),
    comment: '',
    created_by: 'System',
    date_updated: now,
    ...extra,
  });

  for (const demo of DEMO_USERS) {
    const row = baseUser(demo.username, demo.name, { is_first_login: Boolean(demo.firstLogin), last_login: demo.firstLogin ? null : random.pastDate(2) });
    users.push(row);
    for (const role of demo.system) bind(row.id, role, null);
    for (const [orgId, roles] of Object.entries(demo.orgs)) for (const role of roles) bind(row.id, role, orgId);
  }

  const orgIds = [DEFAULT_ORG_ID, ENGINEERING_ORG_ID, FINANCE_ORG_ID];
  FIRST_NAMES.forEach((first, index) => {
    const username = first.toLowerCase().replace(/\s+/g, '.');
    const row = baseUser(username, first, {
      source: index % 7 === 3 ? 'ldap' : 'local',
      mfa_level: index % 5 === 0 ? 1 : 0,
      is_active: index % 11 !== 10,
      date_expired: index % 13 === 12 ? daysFromNow(-30) : daysFromNow(365 * 70),
      comment: index % 4 === 0 ? 'Seeded demo user' : '',
      // Stored as PhoneField keeps a number ("+<code><number>"), shown as {code, phone}.
      phone: index % 3 === 2 ? `+4917012345${String(index).padStart(2, '0')}` : '',
      otp_secret_key: username === 'alice' ? DEMO_OTP_SECRET : null,
    });
    users.push(row);
    bind(row.id, 'SystemUser', null);
    bind(row.id, index % 9 === 0 ? 'OrgAdmin' : 'OrgUser', orgIds[index % 3]);
    if (index % 2 === 0) bind(row.id, 'OrgUser', orgIds[(index + 1) % 3]);
  });
  insertMany(db, 'users', users);
  insertMany(db, 'role_bindings', bindings);

  const groups = orgIds.flatMap((orgId) =>
    GROUPS.map((name) => ({ id: uuid(), name, org_id: orgId, comment: `${name} team`, created_by: 'Administrator', date_created: random.pastDate(300), date_updated: now })),
  );
  insertMany(db, 'usergroups', groups);
  const members = [];
  for (const group of groups) {
    const inOrg = users.filter((user) => bindings.some((b) => b.user_id === user.id && b.org_id === group.org_id));
    for (const user of random.sample(inOrg, random.int(1, Math.min(6, inOrg.length)))) members.push([user.id, group.id]);
  }
  insertLinks(db, 'users__groups', members);

  return { users, groups, userByName: Object.fromEntries(users.map((user) => [user.username, user])) };
}
