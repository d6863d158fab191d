import { expect } from 'chai';
import { filterRoutes, routeByName, type AccessibleRoute, type RouteContext } from '../../../src/core/routes';
import type { Org } from '../../../src/core/session/types';

const org: Org = { id: '00000000-0000-0000-0000-000000000002', name: 'Default', is_default: true };

function context(perms: string[], settings: RouteContext['settings'] = {}, orgs: Partial<RouteContext['session']> = {}): RouteContext {
  return {
    settings,
    session: { perms: new Set(perms), consoleOrgs: [org], auditOrgs: [org], workbenchOrgs: [org], ...orgs },
  };
}

const licensed = { XPACK_ENABLED: true, XPACK_LICENSE_IS_VALID: true };
const names = (nodes: readonly AccessibleRoute[]): string[] => nodes.flatMap((node) => [...(node.route.name ? [node.route.name] : []), ...names(node.children)]);
const route = (name: string) => routeByName(name)!;

describe('the routes a user may open', () => {
  it('keeps routes whose permissions are held and drops the others with their subtree', () => {
    const routes = filterRoutes(context(['users.view_user', 'users.add_user']));
    const kept = names(routes.tree);
    expect(kept).to.include.members(['console', 'AdminDashboard', 'Users', 'UserList', 'UserCreate', 'UserDetail']);
    for (const name of ['UserUpdate', 'UserGroupList', 'UserGroupCreate']) expect(kept).to.not.include(name);
    expect(routes.access(route('UserUpdate'))).to.equal('forbidden');
    // The group asks for users.view_usergroup; its children go with it although they ask for nothing more.
    expect(routes.access(route('UserGroupDetail'))).to.equal('forbidden');
  });

  it('removes licensed routes without a valid license: they are missing, not forbidden', () => {
    const all = ['rbac.view_orgrole', 'accounts.view_gatheredaccount', 'tickets.view_ticket', 'settings.view_setting', 'settings.change_interface'];
    const community = filterRoutes(context(all, { XPACK_ENABLED: false }));
    expect(community.access(route('RoleList'))).to.equal('missing');
    expect(community.access(route('AccountGatherList'))).to.equal('missing');
    expect(community.access(route('MyTicketList'))).to.equal('missing');
    expect(community.access(route('Interface'))).to.equal('missing');
    const expired = filterRoutes(context(all, { XPACK_ENABLED: true, XPACK_LICENSE_IS_VALID: false }));
    expect(expired.access(route('RoleList'))).to.equal('missing');
    const valid = filterRoutes(context(all, licensed));
    expect(valid.access(route('RoleList'))).to.equal('ok');
    expect(valid.access(route('AccountGatherList'))).to.equal('ok');
    expect(valid.access(route('Interface'))).to.equal('ok');
  });

  it('removes routes hidden by public settings', () => {
    const perms = ['authentication.view_temptoken', 'authentication.view_connectiontoken', 'ops.view_job'];
    const off = filterRoutes(context(perms, {}));
    expect(off.access(route('TempPassword'))).to.equal('missing');
    expect(off.access(route('Passkey'))).to.equal('missing');
    expect(off.access(route('JobList'))).to.equal('missing');
    const on = filterRoutes(context(perms, { AUTH_TEMP_TOKEN: true, AUTH_PASSKEY: true, SECURITY_COMMAND_EXECUTION: true }));
    expect(on.access(route('TempPassword'))).to.equal('ok');
    expect(on.access(route('Passkey'))).to.equal('ok');
    expect(on.access(route('JobList'))).to.equal('ok');
  });

  it('closes the views the user has no organizations or permission for', () => {
    const routes = filterRoutes(context([], {}, { consoleOrgs: [], auditOrgs: [] }));
    expect(routes.access(route('AdminDashboard'))).to.equal('forbidden');
    expect(routes.access(route('AuditDashboard'))).to.equal('forbidden');
    expect(routes.access(route('MyHome'))).to.equal('ok');
    expect(routes.access(route('ProfileInfo'))).to.equal('ok');
    expect(routes.access(route('Basic'))).to.equal('forbidden');
    expect(routes.tree.map((node) => node.route.path)).to.include.members(['/workbench', '/profile', '/', '/404']);
    for (const path of ['/console', '/audit', '/settings']) expect(routes.tree.map((node) => node.route.path)).to.not.include(path);
  });

  it('walks the accessible children of a route', () => {
    const routes = filterRoutes(context(['users.view_user']));
    const users = routes.node(route('Users'))!;
    expect(users.children.map((node) => node.route.path)).to.deep.equal(['/console/users/users']);
    expect(routes.node(route('UserGroupList'))).to.equal(undefined);
  });
});
