import detailMessages from 'jms:messages/details';
import screenMessages from 'jms:messages/screens';
import listMessages from 'jms:messages/lists';
import formMessages from 'jms:messages/forms';
import { withMessages } from '../../core/i18n';
import type { ListTable } from '../../blocks/list-table/list-table';
import type { DetailScreenSource } from '../common/detail-screen';
import type { ListScreenConfig } from '../common/list-screen';

type ScreensModule = Record<string, unknown>;
type Load = () => Promise<ScreensModule>;

// The console's modules that hold the lists a page may embed and their rows'
// details, each loaded with the messages it shows: a list the lists' part, a
// detail the screens' part, and a module with form controls (a form beside
// the list, or a detail tab that picks objects) the forms' too; each the
// details' part (a row's detail, the date range picker). Only these load: not
// the console's route table, nor its other screens.
const asList = (load: Load) => withMessages([listMessages, detailMessages], load);
const asDetail = (load: Load) => withMessages([screenMessages, detailMessages], load);
const asDetailWithForms = (load: Load) => withMessages([screenMessages, formMessages, detailMessages], load);
const asListWithForms = (load: Load) => withMessages([listMessages, formMessages, detailMessages], load);

const auditLists = asList(() => import('../audit/audit-lists'));
const auditDetails = asDetail(() => import('../audit/audit-details'));
const aclLists = asList(() => import('../perms/acl-list'));
const aclDetails = asDetail(() => import('../perms/acl-detail'));
const automationLists = asList(() => import('../accounts/automation-list'));
const automationDetails = asDetail(() => import('../accounts/automation-detail'));
const jobScreens = asListWithForms(() => import('../workbench/job-screens'));
const organizationScreens = asListWithForms(() => import('../settings/organization-screens'));

// The table comes with a list: a page whose resource no list shows does not download it.
const listTable = withMessages(listMessages, () => import('../../blocks/list-table/list-table'));

/** A screen: its module and the export that is it. */
type Screen = readonly [Load, string];

/** A list a page may embed: the console's list screen, and its rows' detail screen where they have one. */
interface Embeddable {
  list: Screen;
  detail?: Screen;
}

/** The resources whose lists (and details) are one module's (and another's) exports: resource → [list export, its rows' detail export]. */
function exportsOf(list: Load, detail: Load, names: Readonly<Record<string, readonly [string, string?]>>): Record<string, Embeddable> {
  return Object.fromEntries(
    Object.entries(names).map(([resource, [listName, detailName]]) => [resource, { list: [list, listName], detail: detailName ? [detail, detailName] : undefined }]),
  );
}

/** A resource whose list (and detail) is its module's default export. */
const defaultOf = ({ list, detail }: { list: Load; detail?: Load }): Embeddable => ({ list: [list, 'default'], detail: detail && [detail, 'default'] });

/** The lists a page may embed, by their resource under /api/v1/ (`audits/login-logs`). */
export const EMBEDDABLE_LISTS: Readonly<Record<string, Embeddable>> = {
  ...exportsOf(auditLists, auditDetails, {
    'audits/login-logs': ['LoginLogList', 'LoginLogDetail'],
    'audits/operate-logs': ['OperateLogList', 'OperateLogDetail'],
    'audits/password-change-logs': ['PasswordChangeLog'],
    'audits/ftp-logs': ['FtpLog'],
    'audits/job-logs': ['JobExecutionLog'],
    'audits/user-sessions': ['OnlineUserLog'],
    'terminal/sessions': ['SessionLog', 'SessionDetail'],
    'terminal/commands': ['CommandLog'],
  }),
  ...exportsOf(aclLists, aclDetails, {
    'acls/login-acls': ['login', 'login'],
    'acls/command-filter-acls': ['command', 'command'],
    'acls/login-asset-acls': ['asset', 'asset'],
    'acls/connect-method-acls': ['connectMethod', 'connectMethod'],
    'acls/command-groups': ['commandGroup', 'commandGroup'],
  }),
  ...exportsOf(automationLists, automationDetails, {
    'accounts/push-account-automations': ['push', 'push'],
    'accounts/change-secret-automations': ['changeSecret', 'changeSecret'],
  }),
  ...exportsOf(jobScreens, jobScreens, { 'ops/jobs': ['jobs', 'detail'] }),
  ...exportsOf(organizationScreens, organizationScreens, { 'orgs/orgs': ['list', 'detail'] }),
  'perms/asset-permissions': defaultOf({
    list: asList(() => import('../perms/asset-permission-table')),
    detail: asDetailWithForms(() => import('../perms/asset-permission-detail')),
  }),
  'assets/domains': defaultOf({ list: asList(() => import('../assets/domain-list')), detail: asDetail(() => import('../assets/domain-detail')) }),
  'assets/platforms': defaultOf({ list: asList(() => import('../assets/platform-list')), detail: asDetail(() => import('../assets/platform-detail')) }),
  'labels/labels': defaultOf({ list: asList(() => import('../assets/label-list')) }),
  'accounts/account-templates': defaultOf({
    list: asList(() => import('../accounts/account-template-list')),
    detail: asDetail(() => import('../accounts/account-template-detail')),
  }),
  'rbac/roles': defaultOf({ list: asList(() => import('../users/role-list')), detail: asDetailWithForms(() => import('../users/role-detail')) }),
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
