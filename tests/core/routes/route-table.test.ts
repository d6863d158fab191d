import { expect } from 'chai';
import english from '../../../locales/en.json';
import { allRoutes, routeByName, routeTree, viewRoute } from '../../../src/core/routes';

const named = (name: string) => {
  const route = routeByName(name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
};

describe('the route table', () => {
  it('holds every record of routes-v3.8.2.md, view by view', () => {
    const count = (view: string) => allRoutes.filter((route) => route.view === view).length;
    expect(['console', 'audit', 'workbench', 'tickets', 'settings', 'profile'].map(count)).to.deep.equal([149, 18, 23, 15, 35, 9]);
    expect(routeTree.map((route) => route.path).slice(0, 6)).to.deep.equal(['/console', '/audit', '/workbench', '/tickets', '/settings', '/profile']);
  });

  it('gives every route a unique name and every page a translated title', () => {
    const names = allRoutes.flatMap((route) => (route.name ? [route.name] : []));
    expect(names.length).to.equal(new Set(names).size);
    const pages = allRoutes.filter((route) => route.kind === 'page' || route.kind === 'link');
    expect(pages.filter((route) => !route.title).map((route) => route.path)).to.deep.equal([]);
    const keys = new Set(Object.keys(english));
    expect(allRoutes.filter((route) => route.title && !keys.has(route.title)).map((route) => route.title)).to.deep.equal([]);
  });

  it('numbers levels by nesting: view, app, resource, crud', () => {
    expect(named('console').level).to.equal(1);
    expect(named('Users').level).to.equal(2);
    expect(named('UserList').level).to.equal(4);
    expect(named('AdminDashboard').level).to.equal(2);
    expect(named('AccountCreate').level).to.equal(5);
  });

  it('derives the action from the path and the permission from app, action and resource', () => {
    expect(named('UserList')).to.include({ app: 'users', resource: 'user', action: 'list' });
    expect(named('UserList').permissions).to.deep.equal(['users.view_user']);
    expect(named('UserCreate').permissions).to.deep.equal(['users.add_user']);
    expect(named('UserUpdate').permissions).to.deep.equal(['users.change_user']);
    expect(named('UserDetail')).to.include({ action: 'retrieve' });
    expect(named('UserGroupCreate').permissions).to.deep.equal(['users.add_usergroup']);
    expect(named('AssetPermissionUpdate').permissions).to.deep.equal(['perms.change_assetpermission']);
    expect(named('HostCreate').permissions).to.deep.equal(['assets.add_asset']);
    expect(named('AssetMoreInformationEdit').permissions).to.deep.equal(['assets.change_asset']);
    expect(named('CloudCenter').permissions).to.deep.equal(['xpack.view_account']);
    expect(named('AccountBackupPlanExecutionList').permissions).to.deep.equal(['accounts.view_accountbackupautomation']);
    expect(named('ConnectMethodAclCreate').permissions).to.deep.equal(['acls.add_connectmethodacl']);
  });

  it('asks no permission of layout and group routes, but does of the wrappers that force the global org', () => {
    expect(named('Users').permissions).to.deep.equal([]);
    expect(named('Perms').permissions).to.deep.equal([]);
    const loginAcls = allRoutes.find((route) => route.path === '/console/perms/login-acls' && route.kind === 'group')!;
    expect(loginAcls.orgScope).to.equal('global');
    expect(loginAcls.permissions).to.deep.equal(['acls.view_loginacl']);
  });

  it('keeps explicit permissions, alternatives included', () => {
    expect(named('RoleList').permissions).to.deep.equal(['rbac.view_orgrole|rbac.view_systemrole']);
    expect(named('QuickJob').permissions).to.deep.equal(['ops.view_job', 'ops.add_job', 'ops.add_jobexecution']);
    expect(named('AdminDashboard').permissions).to.deep.equal([]);
  });

  it('corrects the quirks of the original table', () => {
    expect(named('GatewayCreate').permissions).to.deep.equal(['assets.add_gateway']);
    expect(named('AccountGatherTaskUpdate').activeMenu).to.equal('/console/accounts/account-gather');
    expect(named('GptCreate').hidden).to.equal(true);
    expect(named('PlatformUpdate').permissions).to.deep.equal(['assets.change_platform']);
    expect(named('RoleCreate').permissions).to.deep.equal(['rbac.add_orgrole|rbac.add_systemrole']);
    expect(named('SyncInstanceTaskDetail').permissions).to.deep.equal(['xpack.view_syncinstancetask']);
    // The command-filter list is the menu entry of its group (the original hid it and relied on a special case).
    expect(named('CommandFilterAclList').hidden).to.equal(false);
  });

  it('inherits the organization flags and forced organizations', () => {
    expect(named('RoleDetail').disableOrgsChange).to.equal(true);
    expect(named('RoleDetail').orgScope).to.equal('global');
    expect(named('UserLoginAclUpdate').disableOrgsChange).to.equal(true);
    expect(named('Basic').showOrganization).to.equal(false);
    expect(named('Basic').orgScope).to.equal('system');
    expect(named('MyAssets').showOrganization).to.equal(true);
    expect(named('TicketDetail').showOrganization).to.equal(false);
    expect(named('UserList').disableOrgsChange).to.equal(false);
  });

  it('highlights the parent menu for crud-level routes without an active menu', () => {
    expect(named('UserCreate').activeMenu).to.equal('/console/users/users');
    expect(named('SessionDetail').activeMenu).to.equal('/audit/sessions/sessions');
    expect(named('JobCreate').activeMenu).to.equal('/workbench/ops/job');
    expect(named('HostCreate').activeMenu).to.equal('/console/assets/assets');
    expect(named('AdminDashboard').activeMenu).to.equal(undefined);
  });

  it('marks the view roots, their redirects and the view switcher', () => {
    expect(viewRoute('console')).to.include({ redirect: '/console/dashboard', kind: 'layout' });
    expect(viewRoute('settings')).to.include({ name: 'SystemSetting', redirect: '/settings/basic' });
    expect(viewRoute('tickets')?.licenseRequired).to.equal(true);
    expect(viewRoute('tickets')?.showNavSwitcher).to.equal(false);
    expect(typeof viewRoute('console')?.showNavSwitcher).to.equal('function');
  });

  it('lists the workbench links as links to other applications', () => {
    const links = allRoutes.filter((route) => route.kind === 'link');
    expect(links.map((route) => route.href)).to.deep.equal(['/luna/', '/koko/elfinder/sftp/']);
    expect(links[0]!.parent?.permissions).to.deep.equal(['rbac.view_webterminal']);
  });
});
