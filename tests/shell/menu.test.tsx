import { expect } from 'chai';
import { activeMenuPath, buildMenu, findActive, matchRoute, routeByName, routesStore, viewRoute } from '../../src/core/routes';
import { SideMenu } from '../../src/shell/side-menu/side-menu';
import { setDevice, setSidebarOpen } from '../../src/shell/state/layout-store';
import { expectAccessible } from '../helpers/axe';
import { act, render } from '../helpers/render';
import { ADMIN_PERMS, signIn, signOut } from './fixtures';

const id = '3f2a6b1c-8d4e-4f5a-9b6c-7d8e9f0a1b2c';

function menuOf(view: string) {
  const root = viewRoute(view)!;
  return buildMenu(routesStore.getState().accessible!.node(root));
}

const titles = (entries: ReturnType<typeof menuOf>): string[] => entries.flatMap((entry) => [entry.title ?? entry.key, ...(entry.children ? titles(entry.children) : [])]);

describe('the side menu', () => {
  afterEach(signOut);

  it('lists the accessible pages of the view, without hidden ones or empty groups', () => {
    signIn({ perms: ['users.view_user', 'users.add_user', 'assets.view_asset'] });
    const menu = menuOf('console');
    // Users and Assets hold one page each here: each group is that page.
    expect(menu.map((entry) => entry.title)).to.deep.equal(['route.Dashboard', 'route.UserList', 'route.AssetList']);
    expect(menu[1]).to.include({ path: '/console/users/users', icon: 'users' });
    expect(menu[1]!.children).to.equal(undefined);
    // Hidden create/update pages and the hidden asset-type groups are not there.
    expect(titles(menu)).to.not.include('route.UserCreate');
    expect(titles(menu)).to.not.include('route.HostList');
    // Accounts and Permissions have no page this user may open: they disappear.
    expect(titles(menu)).to.not.include('route.Accounts');
    expect(titles(menu)).to.not.include('route.Perms');
  });

  it('keeps licensed and settings-dependent entries out when they are removed', () => {
    signIn({ perms: ADMIN_PERMS, settings: { XPACK_ENABLED: false } });
    expect(titles(menuOf('console'))).to.not.include('route.RoleList');
    signIn({ perms: ADMIN_PERMS });
    expect(
      menuOf('console')
        .find((entry) => entry.key === '/console/users')
        ?.children?.map((entry) => entry.title),
    ).to.deep.equal(['route.UserList', 'route.UserGroupList', 'route.RoleList']);
    expect(titles(menuOf('console'))).to.include('route.RoleList');
  });

  it('opens the session and log groups of the audit view and the job center by default', () => {
    signIn({
      perms: ['terminal.view_session', 'terminal.view_command', 'audits.view_userloginlog', 'audits.view_operatelog', 'ops.view_job', 'ops.view_jobexecution'],
      settings: { SECURITY_COMMAND_EXECUTION: true },
    });
    const open = (view: string) =>
      menuOf(view)
        .filter((entry) => entry.open)
        .map((entry) => entry.key);
    expect(open('audit')).to.deep.equal(['/audit/sessions', '/audit/audits']);
    expect(open('workbench')).to.deep.equal(['/workbench/ops']);
  });

  it('highlights the active menu of a route, else its path without ids', () => {
    signIn({ perms: ADMIN_PERMS });
    const menu = menuOf('console');
    const create = matchRoute('/console/users/users/create')!.route;
    expect(activeMenuPath(create, '/console/users/users/create')).to.equal('/console/users/users');
    expect(findActive(menu, activeMenuPath(create, '/console/users/users/create'))?.entry.path).to.equal('/console/users/users');
    expect(activeMenuPath(undefined, `/console/users/users/${id}`)).to.equal('/console/users/users');
    const host = routeByName('HostCreate')!;
    expect(findActive(menu, activeMenuPath(host, '/console/assets/hosts/create'))?.entry.path).to.equal('/console/assets/assets');
    expect(findActive(menu, activeMenuPath(host, '/console/assets/hosts/create'))?.groups).to.deep.equal(['/console/assets']);
  });

  it('renders accessibly, opens groups from the keyboard and collapses to a rail', async () => {
    signIn({ perms: ADMIN_PERMS });
    setDevice('desktop');
    setSidebarOpen(true);
    const route = routeByName('UserCreate')!;
    const view = await render(<SideMenu view="console" route={route} path="/console/users/users/create" />);
    const nav = view.container.querySelector('nav')!;
    const current = nav.querySelector('[aria-current="page"]')!;
    expect(current.textContent).to.equal('Users');
    expect(current.getAttribute('href')).to.equal('#/console/users/users');
    const usersGroup = [...nav.querySelectorAll('button')].find((button) => button.textContent === 'Users')!;
    expect(usersGroup.getAttribute('aria-expanded')).to.equal('true');
    const perms = [...nav.querySelectorAll('button')].find((button) => button.textContent === 'Permissions')!;
    expect(perms.getAttribute('aria-expanded')).to.equal('false');
    await expectAccessible(view.container);

    perms.focus();
    const { sendKeys } = await import('@web/test-runner-commands');
    await act(async () => sendKeys({ press: 'Enter' }));
    expect(perms.getAttribute('aria-expanded')).to.equal('true');
    expect(nav.querySelector(`#${perms.getAttribute('aria-controls')}`)!.hasAttribute('hidden')).to.equal(false);

    await act(async () => setSidebarOpen(false));
    expect(nav.hasAttribute('data-collapsed')).to.equal(true);
    expect(nav.textContent).to.equal('');
    expect(nav.querySelector('[aria-label="Dashboard"]')).to.not.equal(null);
    await expectAccessible(view.container);
    await view.unmount();
    // The preference lives in a cookie other test files on this origin would inherit.
    setSidebarOpen(true);
  });

  it('is a drawer on mobile, closed until opened', async () => {
    signIn({ perms: ADMIN_PERMS });
    setDevice('mobile');
    const view = await render(<SideMenu view="console" route={undefined} path="/console/dashboard" />);
    expect(view.container.querySelector('nav')).to.equal(null);
    await act(async () => setSidebarOpen(true));
    expect(view.container.querySelector('nav')).to.not.equal(null);
    await view.unmount();
    setDevice('desktop');
  });
});
