import { siblingRouteName } from '../../core/routes';
import type { ListScreenConfig } from '../common/list-screen';
import type { DetailScreenSource } from '../common/detail-screen';
import { screens } from '../index';

/**
 * The lists a page may embed by their resource (`audits/login-logs`): the
 * console's list route of each, whose screen carries its configuration.
 */
export const RESOURCE_ROUTES: Readonly<Record<string, string>> = {
  'audits/login-logs': 'LoginLogList',
  'audits/operate-logs': 'OperateLogList',
  'audits/password-change-logs': 'PasswordChangeLog',
  'audits/ftp-logs': 'FtpLog',
  'audits/job-logs': 'JobExecutionLog',
  'audits/user-sessions': 'OnlineSession',
  'terminal/sessions': 'SessionList',
  'terminal/commands': 'CommandList',
  'perms/asset-permissions': 'AssetPermissionList',
  'acls/login-acls': 'UserLoginAclList',
  'acls/command-filter-acls': 'CommandFilterAclList',
  'acls/login-asset-acls': 'AssetAclList',
  'acls/connect-method-acls': 'ConnectMethodAclList',
  'acls/command-groups': 'CommandGroupList',
  'assets/domains': 'DomainList',
  'assets/platforms': 'PlatformList',
  'labels/labels': 'LabelList',
  'accounts/account-templates': 'AccountTemplateList',
  'accounts/push-account-automations': 'AccountPushList',
  'accounts/change-secret-automations': 'AccountChangeSecretList',
  'rbac/roles': 'RoleList',
  'ops/jobs': 'JobList',
  'orgs/orgs': 'OrganizationList',
};

/** A list an element shows: the list's configuration, and its rows' detail where they have one. */
export interface ResourceList {
  list: ListScreenConfig;
  detail?: DetailScreenSource | undefined;
}

type Configured<T> = { default: { config?: T } };

/** The configurations of a resource's list and detail, from the console's own screens; undefined for a resource no list embeds. */
export async function loadResourceList(resource: string): Promise<ResourceList | undefined> {
  const route = RESOURCE_ROUTES[resource];
  const load = route ? screens[route] : undefined;
  if (!route || !load) return undefined;
  const list = ((await load()) as Configured<ListScreenConfig>).default.config;
  if (!list) return undefined;
  const detailRoute = list.detailRoute ?? siblingRouteName(route, 'Detail');
  const loadDetail = detailRoute ? screens[detailRoute] : undefined;
  const detail = loadDetail ? ((await loadDetail()) as Configured<DetailScreenSource>).default.config : undefined;
  return { list, detail };
}
