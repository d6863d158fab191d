import { expect } from 'chai';
import { routeByName } from '../../src/core/routes';
import { sessionStore } from '../../src/core/session/store';
import { appStore } from '../../src/core/startup/app-state';
import { logoutUrl } from '../../src/shell/top-bar/account-menu';
import { HelpMenu } from '../../src/shell/top-bar/help-menu';
import { OrgSelector } from '../../src/shell/top-bar/org-selector';
import { SettingsShortcut, TicketShortcut, WebTerminalShortcut } from '../../src/shell/top-bar/shortcuts';
import { switchView, ViewSwitcher } from '../../src/shell/top-bar/view-switcher';
import { expectAccessible } from '../helpers/axe';
import { act, render } from '../helpers/render';
import { ADMIN_PERMS, COMMUNITY, DEFAULT_ORG, LICENSED, OPS_ORG, ROOT_ORG, signIn, signOut } from './fixtures';

const route = (name: string) => routeByName(name)!;

/** Opens a menu by its button's label, reads its items, and closes it again with Escape. */
async function openMenu(container: HTMLElement, label: RegExp) {
  const button = [...container.querySelectorAll('button')].find((candidate) => label.test(candidate.getAttribute('aria-label') ?? ''))!;
  await act(async () => button.click());
  await new Promise((done) => setTimeout(done, 50));
  const items = [...document.querySelectorAll('[role=menu] [role^=menuitem]')].map((item) => item.textContent);
  const { sendKeys } = await import('@web/test-runner-commands');
  await act(async () => sendKeys({ press: 'Escape' }));
  await new Promise((done) => setTimeout(done, 50));
  expect(document.querySelector('[role=menu]:not([hidden])'), 'menu closed by Escape').to.equal(null);
  return items;
}

describe('the top bar', () => {
  const start = window.location.href;
  afterEach(() => {
    signOut();
    history.replaceState(null, '', start);
  });

  it('shows the organization selector only with a valid license and organizations for the view', async () => {
    signIn({ perms: ADMIN_PERMS, consoleOrgs: [DEFAULT_ORG, OPS_ORG] });
    const view = await render(<OrgSelector route={route('UserList')} view="console" />);
    expect(view.container.querySelector('[data-testid=org-selector]')?.textContent).to.equal('DEFAULT');
    await expectAccessible(view.container);
    const items = await openMenu(view.container, /^Organization/);
    expect(items).to.deep.equal(['DEFAULT', 'Operations', 'Create organization', 'Organizations']);
    await view.unmount();

    signIn({ perms: ADMIN_PERMS, settings: COMMUNITY });
    const community = await render(<OrgSelector route={route('UserList')} view="console" />);
    expect(community.container.innerHTML).to.equal('');
    await community.unmount();

    signIn({ perms: ADMIN_PERMS, consoleOrgs: [] });
    const none = await render(<OrgSelector route={route('UserList')} view="console" />);
    expect(none.container.innerHTML).to.equal('');
    await none.unmount();
  });

  it('lets routes hide or disable it, and offers create and list only in the console with their permissions', async () => {
    signIn({ perms: ['users.view_user', 'orgs.view_organization'], consoleOrgs: [ROOT_ORG, DEFAULT_ORG] });
    const hidden = await render(<OrgSelector route={route('Basic')} view="settings" />);
    expect(hidden.container.innerHTML).to.equal('');
    await hidden.unmount();
    const fixed = await render(<OrgSelector route={route('UserLoginAclList')} view="console" />);
    expect(fixed.container.querySelector('button')!.getAttribute('aria-disabled')).to.equal('true');
    await fixed.unmount();
    const audit = await render(<OrgSelector route={route('SessionList')} view="audit" />);
    expect(await openMenu(audit.container, /^Organization/)).to.deep.equal(['GLOBAL', 'DEFAULT']);
    await audit.unmount();
    const console = await render(<OrgSelector route={route('UserList')} view="console" />);
    expect(await openMenu(console.container, /^Organization/)).to.deep.equal(['GLOBAL', 'DEFAULT', 'Organizations']);
    await console.unmount();
  });

  it('lists the views with showNavSwitcher the user may open; choosing one stores it and restarts the guard', async () => {
    signIn({ perms: ADMIN_PERMS, auditOrgs: [] });
    const view = await render(<ViewSwitcher view="console" />);
    expect(await openMenu(view.container, /^View/)).to.deep.equal(['Console', 'Workbench']);
    await expectAccessible(view.container);
    await view.unmount();
    switchView('workbench');
    expect(localStorage.getItem('PreView')).to.equal('workbench');
    expect(appStore.getState().initialized).to.equal(false);
    expect(window.location.hash).to.equal('#/workbench');
  });

  it('gates the shortcuts by permission, setting and license', async () => {
    signIn({ perms: ['tickets.view_ticket', 'rbac.view_webterminal', 'settings.view_setting'] });
    sessionStore.setState({ profile: null });
    const all = await render(
      <>
        <TicketShortcut />
        <WebTerminalShortcut />
        <SettingsShortcut />
      </>,
    );
    expect([...all.container.querySelectorAll('[data-testid]')].map((element) => element.getAttribute('data-testid'))).to.deep.equal([
      'ticket-shortcut',
      'web-terminal',
      'settings-shortcut',
    ]);
    await expectAccessible(all.container);
    await all.unmount();

    signIn({ perms: ['tickets.view_ticket'], settings: { ...LICENSED, TICKETS_ENABLED: false } });
    const none = await render(
      <>
        <TicketShortcut />
        <WebTerminalShortcut />
        <SettingsShortcut />
      </>,
    );
    expect(none.container.innerHTML).to.equal('');
    await none.unmount();
  });

  it('offers the enterprise page in the help menu only without a valid license', async () => {
    signIn({ perms: [], settings: { ...COMMUNITY, HELP_DOCUMENT_URL: 'https://docs.example.com/', HELP_SUPPORT_URL: '' } });
    const community = await render(<HelpMenu />);
    expect(await openMenu(community.container, /^Help/)).to.deep.equal(['Download centre', 'Documentation', 'Source code', 'Enterprise edition', 'About']);
    await community.unmount();
    signIn({ perms: [], settings: { ...LICENSED, HELP_SUPPORT_URL: 'https://support.example.com/' } });
    const licensed = await render(<HelpMenu />);
    expect(await openMenu(licensed.container, /^Help/)).to.deep.equal(['Download centre', 'Support', 'Source code', 'About']);
    await licensed.unmount();
  });

  it('logs out by navigating to the server with the way back', () => {
    expect(logoutUrl({ pathname: '/ui/', search: '', hash: '#/console/users/users?activeTab=x' })).to.equal(
      '/core/auth/logout/?next=%2Fui%2F%23%2Fconsole%2Fusers%2Fusers%3FactiveTab%3Dx',
    );
  });
});
