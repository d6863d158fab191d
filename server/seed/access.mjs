// Who may reach what: asset permissions (5,000 with the large seed), ACLs,
// command groups, account templates and virtual accounts.
import { DEFAULT_ORG_ID } from '../orgs/builtin.mjs';
import { uuid } from '../util/ids.mjs';
import { daysFromNow } from '../util/time.mjs';
import { ENGINEERING_ORG_ID, FINANCE_ORG_ID } from './identity.mjs';
import { insertLinks, insertMany } from './insert.mjs';

const ORGS = [DEFAULT_ORG_ID, ENGINEERING_ORG_ID, FINANCE_ORG_ID];
const stamp = (now) => ({ created_by: 'Administrator', date_created: now, date_updated: now });

export function seedAccess(db, { random, now, users, groups, inventory, permissionCount }) {
  const membersOf = (orgId) => users.filter((user) => db.get("SELECT 1 AS hit FROM role_bindings WHERE user_id = ? AND scope = 'org' AND org_id = ?", user.id, orgId));
  const demo = Object.fromEntries(users.map((user) => [user.username, user]));

  const permissions = [];
  const links = { users: [], user_groups: [], assets: [], nodes: [] };
  ORGS.forEach((orgId, orgIndex) => {
    const members = membersOf(orgId);
    const orgGroups = groups.filter((group) => group.org_id === orgId);
    const orgAssets = inventory.assets.filter((asset) => asset.org_id === orgId && !asset.is_gateway);
    const nodes = Object.values(inventory.nodes[orgId]);
    const count = orgIndex === 0 ? Math.round(permissionCount * 0.8) : Math.round(permissionCount * 0.1);
    for (let index = 0; index < count; index += 1) {
      const id = uuid();
      const expired = index % 17 === 16;
      permissions.push({
        id,
        name: index === 0 ? 'Demo users: production' : `perm-${String(index + 1).padStart(4, '0')}-${nodes[index % nodes.length].value.toLowerCase()}`,
        accounts: index % 4 === 0 ? ['@ALL'] : index % 4 === 1 ? ['@SPEC', 'root'] : index % 4 === 2 ? ['@INPUT', '@USER'] : ['root', 'deploy'],
        protocols: index % 5 === 0 ? ['ssh', 'sftp'] : ['all'],
        actions: index % 3 === 0 ? 127 : index % 3 === 1 ? 1 : 1 | 2 | 4,
        is_active: index % 23 !== 22,
        date_start: daysFromNow(-random.int(1, 300)),
        date_expired: expired ? daysFromNow(-random.int(1, 30)) : daysFromNow(365 * 70),
        from_ticket: false,
        comment: '',
        org_id: orgId,
        ...stamp(now),
      });
      const grantees = index === 0 ? members.filter((user) => ['user', 'approver', 'orgadmin'].includes(user.username)) : random.sample(members, random.int(1, 3));
      for (const user of grantees) links.users.push([id, user.id]);
      if (orgGroups.length && index % 2 === 0) links.user_groups.push([id, random.pick(orgGroups).id]);
      if (index === 0) links.nodes.push([id, inventory.nodes[orgId].App.id]);
      else if (index % 3 === 0) links.nodes.push([id, random.pick(nodes).id]);
      for (const asset of random.sample(orgAssets, Math.min(orgAssets.length, random.int(1, 5)))) links.assets.push([id, asset.id]);
    }
  });
  insertMany(db, 'asset_permissions', permissions);
  for (const [field, pairs] of Object.entries(links)) insertLinks(db, `asset_permissions__${field}`, pairs);

  const commandGroups = ORGS.flatMap((orgId) => [
    {
      id: uuid(),
      name: 'Dangerous commands',
      type: 'command',
      content: 'rm -rf /\nreboot\nshutdown\nmkfs',
      ignore_case: true,
      comment: 'Commands nobody should run by accident',
      org_id: orgId,
      ...stamp(now),
    },
    { id: uuid(), name: 'Database drops', type: 'regex', content: '^drop\\s+(database|table)', ignore_case: true, comment: '', org_id: orgId, ...stamp(now) },
  ]);
  insertMany(db, 'command_groups', commandGroups);

  const all = { type: 'all' };
  const aclBase = (name, priority, action) => ({ id: uuid(), name, priority, action, is_active: true, comment: '', ...stamp(now) });
  const loginAcls = [
    {
      ...aclBase('Block outside office hours', 10, 'reject'),
      users: { type: 'attrs', attrs: [{ name: 'username', match: 'in', value: ['contractor'] }] },
      rules: { ip_group: ['*'], time_period: [{ id: 0, value: '00:00~08:00' }] },
    },
    { ...aclBase('Review logins from the internet', 50, 'review'), users: all, rules: { ip_group: ['0.0.0.0/0'], time_period: [] } },
    { ...aclBase('Notice admin logins', 60, 'notice'), users: { type: 'ids', ids: [demo.admin.id] }, rules: { ip_group: ['*'], time_period: [] } },
  ];
  insertMany(db, 'acls_loginacl', loginAcls);
  insertLinks(db, 'acls_loginacl__reviewers', [[loginAcls[1].id, demo.approver.id]]);

  const commandAcls = ORGS.flatMap((orgId, index) => {
    const acl = { ...aclBase('Block dangerous commands', 10, 'reject'), users: all, assets: all, accounts: ['*'], org_id: orgId };
    const review = { ...aclBase('Review database drops', 20, 'review'), users: all, assets: all, accounts: ['dbadmin'], org_id: orgId };
    insertLinks(db, 'acls_commandfilteracl__command_groups', [
      [acl.id, commandGroups[index * 2].id],
      [review.id, commandGroups[index * 2 + 1].id],
    ]);
    insertLinks(db, 'acls_commandfilteracl__reviewers', [[review.id, demo.approver.id]]);
    return [acl, review];
  });
  insertMany(db, 'acls_commandfilteracl', commandAcls);

  insertMany(
    db,
    'acls_loginassetacl',
    ORGS.map((orgId) => ({
      ...aclBase('Review root logins to production', 30, 'review'),
      users: all,
      assets: { type: 'attrs', attrs: [{ name: 'name', match: 'contains', value: 'prod' }] },
      accounts: ['root'],
      rules: { ip_group: ['*'], time_period: [] },
      org_id: orgId,
    })),
  );
  insertMany(db, 'acls_connectmethodacl', [
    {
      ...aclBase('No web SFTP for contractors', 40, 'reject'),
      users: { type: 'attrs', attrs: [{ name: 'username', match: 'startswith', value: 'contractor' }] },
      connect_methods: ['web_sftp'],
    },
  ]);

  insertMany(
    db,
    'account_templates',
    ORGS.flatMap((orgId) => [
      {
        id: uuid(),
        name: 'root-password',
        username: 'root',
        secret_type: 'password',
        secret: 'Template-Root-1!',
        privileged: true,
        is_active: true,
        auto_push: false,
        secret_strategy: 'specific',
        password_rules: { length: 16 },
        comment: '',
        org_id: orgId,
        ...stamp(now),
      },
      {
        id: uuid(),
        name: 'deploy-key',
        username: 'deploy',
        secret_type: 'ssh_key',
        secret: '-----BEGIN OPENSSH PRIVATE KEY-----\ntemplate\n-----END OPENSSH PRIVATE KEY-----',
        privileged: false,
        is_active: true,
        auto_push: true,
        secret_strategy: 'specific',
        password_rules: { length: 16 },
        comment: '',
        org_id: orgId,
        ...stamp(now),
      },
      {
        id: uuid(),
        name: 'dba-random',
        username: 'dba',
        secret_type: 'password',
        secret: null,
        privileged: true,
        is_active: true,
        auto_push: false,
        secret_strategy: 'random',
        password_rules: { length: 24 },
        comment: 'Random password per asset',
        org_id: orgId,
        ...stamp(now),
      },
    ]),
  );

  insertMany(
    db,
    'virtual_accounts',
    ORGS.flatMap((orgId) =>
      ['@INPUT', '@USER', '@ANON', '@SPEC'].map((alias) => ({
        id: uuid(),
        alias,
        secret_from_login: alias === '@USER' ? false : null,
        org_id: orgId,
        date_created: now,
        date_updated: now,
      })),
    ),
  );
}
