import { withMessages } from '../../core/i18n';
import type { ListTable } from '../../blocks/list-table/list-table';
import type { DetailScreenSource } from '../common/detail-screen';
import type { ListScreenConfig } from '../common/list-screen';

type ScreensModule = Record<string, unknown>;
type Load = () => Promise<ScreensModule>;

// The console's modules that hold the lists a page may embed and their rows'
// details, each loaded with the messages it shows: a list the lists' part, a
// detail the screens' part, and a module with form controls (a form beside
// the list, or a detail tab that picks objects) the forms' too. Only these
// load: not the console's route table, nor its other screens.
const auditLists = withMessages('lists', () => import('../audit/audit-lists'));
const auditDetails = withMessages('screens', () => import('../audit/audit-details'));
const aclLists = withMessages('lists', () => import('../perms/acl-list'));
const aclDetails = withMessages('screens', () => import('../perms/acl-detail'));
const permissionList = withMessages('lists', () => import('../perms/asset-permission-list'));
const permissionDetail = withMessages(['screens', 'forms'], () => import('../perms/asset-permission-detail'));
const domainList = withMessages('lists', () => import('../assets/domain-list'));
const domainDetail = withMessages('screens', () => import('../assets/domain-detail'));
const platformList = withMessages('lists', () => import('../assets/platform-list'));
const platformDetail = withMessages('screens', () => import('../assets/platform-detail'));
const labelList = withMessages('lists', () => import('../assets/label-list'));
const templateList = withMessages('lists', () => import('../accounts/account-template-list'));
const templateDetail = withMessages('screens', () => import('../accounts/account-template-detail'));
const automationLists = withMessages('lists', () => import('../accounts/automation-list'));
const automationDetails = withMessages('screens', () => import('../accounts/automation-detail'));
const roleList = withMessages('lists', () => import('../users/role-list'));
const roleDetail = withMessages(['screens', 'forms'], () => import('../users/role-detail'));
const jobScreens = withMessages(['lists', 'forms'], () => import('../workbench/job-screens'));
const organizationScreens = withMessages(['lists', 'forms'], () => import('../settings/organization-screens'));

// The table comes with a list: a page whose resource no list shows does not download it.
const listTable = withMessages('lists', () => import('../../blocks/list-table/list-table'));

/** A screen: its module and the export that is it. */
type Screen = readonly [Load, string];

/** A list a page may embed: the console's list screen, and its rows' detail screen where they have one. */
interface Embeddable {
  list: Screen;
  detail?: Screen;
}

/** The lists a page may embed, by their resource under /api/v1/ (`audits/login-logs`). */
export const EMBEDDABLE_LISTS: Readonly<Record<string, Embeddable>> = {
  'audits/login-logs': { list: [auditLists, 'logins'], detail: [auditDetails, 'LoginLogDetail'] },
  'audits/operate-logs': { list: [auditLists, 'operations'], detail: [auditDetails, 'OperateLogDetail'] },
  'audits/password-change-logs': { list: [auditLists, 'passwordChanges'] },
  'audits/ftp-logs': { list: [auditLists, 'ftp'] },
  'audits/job-logs': { list: [auditLists, 'jobs'] },
  'audits/user-sessions': { list: [auditLists, 'onlineSessions'] },
  'terminal/sessions': { list: [auditLists, 'sessions'], detail: [auditDetails, 'SessionDetail'] },
  'terminal/commands': { list: [auditLists, 'commands'] },
  'perms/asset-permissions': { list: [permissionList, 'default'], detail: [permissionDetail, 'default'] },
  'acls/login-acls': { list: [aclLists, 'login'], detail: [aclDetails, 'login'] },
  'acls/command-filter-acls': { list: [aclLists, 'command'], detail: [aclDetails, 'command'] },
  'acls/login-asset-acls': { list: [aclLists, 'asset'], detail: [aclDetails, 'asset'] },
  'acls/connect-method-acls': { list: [aclLists, 'connectMethod'], detail: [aclDetails, 'connectMethod'] },
  'acls/command-groups': { list: [aclLists, 'commandGroup'], detail: [aclDetails, 'commandGroup'] },
  'assets/domains': { list: [domainList, 'default'], detail: [domainDetail, 'default'] },
  'assets/platforms': { list: [platformList, 'default'], detail: [platformDetail, 'default'] },
  'labels/labels': { list: [labelList, 'default'] },
  'accounts/account-templates': { list: [templateList, 'default'], detail: [templateDetail, 'default'] },
  'accounts/push-account-automations': { list: [automationLists, 'push'], detail: [automationDetails, 'push'] },
  'accounts/change-secret-automations': { list: [automationLists, 'changeSecret'], detail: [automationDetails, 'changeSecret'] },
  'rbac/roles': { list: [roleList, 'default'], detail: [roleDetail, 'default'] },
  'ops/jobs': { list: [jobScreens, 'jobs'], detail: [jobScreens, 'detail'] },
  'orgs/orgs': { list: [organizationScreens, 'list'], detail: [organizationScreens, 'detail'] },
};

/** A list an element shows: the list's configuration, the table that shows it, and whether its rows open a detail. */
export interface ResourceList {
  list: ListScreenConfig;
  Table: typeof ListTable;
  hasDetail: boolean;
}

/** The configuration a screen carries (listScreen and detailScreen attach theirs). */
async function configOf<T>([load, name]: Screen): Promise<T> {
  return ((await load())[name] as { config: T }).config;
}

const embeddable = (resource: string) => (Object.hasOwn(EMBEDDABLE_LISTS, resource) ? EMBEDDABLE_LISTS[resource] : undefined);

/** The configuration of a resource's list, from the console's own screen; undefined for a resource no list embeds. */
export async function loadResourceList(resource: string): Promise<ResourceList | undefined> {
  const screens = embeddable(resource);
  if (!screens) return undefined;
  const [list, table] = await Promise.all([configOf<ListScreenConfig>(screens.list), listTable()]);
  return { list, Table: table.ListTable, hasDetail: Boolean(screens.detail) };
}

/** The configuration of a resource's detail, loaded when a row first opens. */
export async function loadResourceDetail(resource: string): Promise<DetailScreenSource> {
  const detail = embeddable(resource)?.detail;
  if (!detail) throw new Error(`${resource} has no detail`);
  return configOf<DetailScreenSource>(detail);
}
