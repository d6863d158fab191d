// The seven built-in roles (api-contract 1.5 and 6). Their permission sets are
// rules over the permission catalogue rather than stored lists, so a resource
// added to the registry lands in the right roles without touching this file.

const roleId = (n) => `00000000-0000-0000-0000-00000000000${n}`;
export const SYSTEM_ADMIN_ROLE_ID = roleId(1);

/** Codenames only a system-scope role can hold (settings, orgs, components, system roles...). */
const SYSTEM_ONLY = [
  /^settings\./,
  /^orgs\./,
  /^xpack\.\w+_license$/,
  /^rbac\.\w+_systemrole(binding)?$/,
  /^rbac\.(add|change|delete)_(orgrole|role)$/,
  /^rbac\.\w+_rolebinding$/,
  /^rbac\.view_systemtools$/,
  /^terminal\.\w+_(terminal|replaystorage|commandstorage|endpoint|endpointrule|applet|applethost|status|task)$/,
  /^acls\.\w+_(loginacl|connectmethodacl)$/,
  /^tickets\.\w+_ticketflow$/,
  /^users\.delete_user$/,
  /^ops\.\w+_celerytask$/,
  /^authentication\./,
  /^notifications\.\w+_(systemmsgsubscription|usermsgsubscription)$/,
];

const AUDITOR = [
  /^rbac\.view_audit$/,
  /^rbac\.view_\w+report$/,
  /^audits\./,
  /^terminal\.\w+_(session|command|sessionreplay)$/,
  /^terminal\.view_commandstorage$/,
  /^assets\.view_asset$/,
  /^users\.view_user$/,
];

const ORG_USER = [
  /^rbac\.view_(workbench|webterminal|filemanager)$/,
  /^perms\.(view|connect)_my(assets|apps)$/,
  /^assets\.match_(asset|node)$/,
  /^users\.match_user$/,
  /^ops\.\w+_(adhoc|playbook|job|jobexecution)$/,
  /^ops\.view_celerytaskexecution$/,
];

const SYSTEM_USER_EXTRA = [
  /^authentication\.(add|view|reuse|expire)_connectiontoken$/,
  /^authentication\.(add|change|view)_temptoken$/,
  /^authentication\.\w+_(accesskey|passkey|sshkey)$/,
  /^tickets\.view_ticket$/,
  /^orgs\.view_alljoinedorg$/,
];

const matches = (patterns) => (codename) => patterns.some((pattern) => pattern.test(codename));
const systemOnly = matches(SYSTEM_ONLY);

/** A permission only a system-scope role can hold: org roles do not offer it. */
export const isSystemOnly = (codename) => systemOnly(codename);

/**
 * memberOnly: the part of a system role that holds only in organizations the user joined. SystemUser carries
 * OrgUser's permissions (jobs, matching assets and users, the workbench) so that a member needs no more, but
 * it makes nobody a member: in an organization the user was not given a role in, that part does not hold.
 * @type {Array<{id: string, name: string, scope: 'system'|'org', grants: (codename: string) => boolean, memberOnly?: (codename: string) => boolean}>}
 */
export const BUILTIN_ROLES = [
  { id: roleId(1), name: 'SystemAdmin', scope: 'system', grants: () => true },
  { id: roleId(2), name: 'SystemAuditor', scope: 'system', grants: (c) => matches(AUDITOR)(c) || c === 'orgs.view_rootorg' || matches(SYSTEM_USER_EXTRA)(c) },
  {
    id: roleId(3),
    name: 'SystemUser',
    scope: 'system',
    grants: matches([...ORG_USER, ...SYSTEM_USER_EXTRA]),
    memberOnly: (c) => matches(ORG_USER)(c) && !matches(SYSTEM_USER_EXTRA)(c),
  },
  {
    id: roleId(4),
    name: 'SystemComponent',
    scope: 'system',
    grants: (c) => !/^(rbac|orgs)\./.test(c) && !/^users\.(add|delete)_user$/.test(c),
  },
  { id: roleId(5), name: 'OrgAdmin', scope: 'org', grants: (c) => !systemOnly(c) },
  { id: roleId(6), name: 'OrgAuditor', scope: 'org', grants: matches(AUDITOR) },
  { id: roleId(7), name: 'OrgUser', scope: 'org', grants: matches(ORG_USER) },
];

export const ROLE_IDS = Object.fromEntries(BUILTIN_ROLES.map((role) => [role.name, role.id]));

/** Menu, feature and action permissions that are not the CRUD of a registered resource. */
export const EXTRA_PERMISSIONS = [
  'rbac.view_console',
  'rbac.view_audit',
  'rbac.view_workbench',
  'rbac.view_webterminal',
  'rbac.view_filemanager',
  'rbac.view_systemtools',
  'rbac.view_userloginreport',
  'rbac.view_userchangepasswordreport',
  'rbac.view_assetstatisticsreport',
  'rbac.view_assetactivityreport',
  'rbac.view_accountstatisticsreport',
  'rbac.view_accountautomationreport',
  'orgs.view_rootorg',
  'orgs.view_alljoinedorg',
  'settings.view_setting',
  'settings.change_basic',
  'settings.change_security',
  'settings.change_auth',
  'settings.change_email',
  'settings.change_terminal',
  'settings.change_license',
  'settings.change_interface',
  'settings.change_sms',
  'settings.change_clean',
  'settings.change_other',
  'settings.change_vault',
  'settings.change_ops',
  'settings.change_ticket',
  'settings.change_announcement',
  'settings.change_systemmsgsubscription',
  'perms.view_myassets',
  'perms.connect_myassets',
  'perms.view_myapps',
  'perms.connect_myapps',
  'assets.match_asset',
  'assets.match_node',
  'assets.test_assetconnectivity',
  'assets.refresh_assethardwareinfo',
  'users.match_user',
  'users.invite_user',
  'users.remove_user',
  'accounts.view_accountsecret',
  'terminal.view_sessionreplay',
  'terminal.download_sessionreplay',
  'terminal.terminate_session',
  'terminal.monitor_session',
  'authentication.reuse_connectiontoken',
  'authentication.expire_connectiontoken',
  'xpack.view_license',
  'xpack.change_license',
  'audits.view_activitylog',
  'tickets.view_ticket',
  'ops.view_celerytask',
  'ops.view_celerytaskexecution',
];
