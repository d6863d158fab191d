import { expect } from 'chai';
import { navigateTo, parseHash, routeByName } from '../../src/core/routes';
import { closeAllTabs, closeOtherTabs, closeTab } from '../../src/shell/state/close-tabs';
import { ensureAffixTabs, MAX_CACHED_SCREENS, resetTabs, tagsStore, visitTab } from '../../src/shell/state/tags-store';
import { TagsView } from '../../src/shell/tags-view/tags-view';
import { expectAccessible } from '../helpers/axe';
import { act, render } from '../helpers/render';

/** Lets what a click started finish, until the check holds (or 5 s have gone). */
async function settled(check: () => boolean): Promise<void> {
  for (const started = Date.now(); !check() && Date.now() - started < 5000;) await act(async () => new Promise((done) => setTimeout(done, 20)));
}

const route = (name: string) => routeByName(name)!;
const keys = () => tagsStore.getState().tabs.map((tab) => tab.key);

function visit(name: string, path = route(name).path, search = '') {
  visitTab(route(name), path, search ? `${path}?${search}` : path);
}

describe('the tags view', () => {
  const start = window.location.href;
  beforeEach(() => {
    resetTabs();
    ensureAffixTabs([route('AdminDashboard')]);
  });
  afterEach(() => history.replaceState(null, '', start));

  it('opens a tab per visited page, the fixed dashboard first', () => {
    visit('UserList');
    visit('UserGroupList');
    visit('UserList', '/console/users/users', 'activeTab=x');
    expect(keys()).to.deep.equal(['/console/dashboard', '/console/users/users', '/console/users/groups']);
    expect(tagsStore.getState().tabs[1]!.fullPath).to.equal('/console/users/users?activeTab=x');
    expect(tagsStore.getState().tabs[0]!.affix).to.equal(true);
  });

  it('closing the active tab goes to the last visited one, else home; fixed tabs stay', () => {
    visit('UserList');
    visit('AssetList');
    visit('UserGroupList');
    visit('AssetList');
    expect(closeTab('console', '/console/assets/assets', '/console/assets/assets')).to.equal('/console/users/groups');
    expect(closeTab('console', '/console/users/users', '/console/users/groups')).to.equal(undefined);
    expect(closeTab('console', '/console/dashboard', '/console/users/groups')).to.equal(undefined);
    expect(keys()).to.deep.equal(['/console/dashboard', '/console/users/groups']);
    expect(closeAllTabs('console', '/console/users/groups')).to.equal('/console/dashboard');
    expect(keys()).to.deep.equal(['/console/dashboard']);
    resetTabs();
    visit('UserList');
    expect(closeAllTabs('console', '/console/users/users')).to.equal('/');
  });

  it('Close Others keeps the chosen tab and the fixed ones', () => {
    visit('UserList');
    visit('UserGroupList');
    visit('AssetList');
    closeOtherTabs('console', '/console/users/groups', '/console/assets/assets');
    expect(keys()).to.deep.equal(['/console/dashboard', '/console/users/groups']);
  });

  it('keeps a bounded number of screens mounted', () => {
    for (let index = 0; index < MAX_CACHED_SCREENS + 4; index += 1) visitTab(route('UserDetail'), `/console/users/users/${index}`, `/console/users/users/${index}`);
    expect(tagsStore.getState().cached.length).to.equal(MAX_CACHED_SCREENS);
    expect(tagsStore.getState().cached.at(-1)).to.equal(`/console/users/users/${MAX_CACHED_SCREENS + 3}`);
  });

  it('shows the tabs accessibly and works from the keyboard', async () => {
    visit('UserList');
    visit('UserGroupList');
    navigateTo('/console/users/groups');
    const view = await render(<TagsView view="console" activeKey="/console/users/groups" />);
    const links = [...view.container.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).to.deep.equal(['Dashboard', 'Users', 'User groups']);
    expect(links[2]!.getAttribute('aria-current')).to.equal('page');
    // The fixed dashboard has no close button.
    expect(view.container.querySelectorAll('button[aria-label^="Close"]').length).to.equal(2);
    await expectAccessible(view.container);

    const { sendKeys } = await import('@web/test-runner-commands');
    links[2]!.focus();
    await act(async () => sendKeys({ press: 'Shift+F10' }));
    const menu = document.querySelector('[data-testid=tag-menu]') ?? view.container.querySelector('[role=menu]');
    expect(menu, 'tab menu').to.not.equal(null);
    const items = [...menu!.querySelectorAll('[role=menuitem]')].map((item) => item.textContent);
    expect(items).to.deep.equal(['Refresh', 'Close', 'Close others', 'Close all']);
    await act(async () => sendKeys({ press: 'Escape' }));

    // Delete closes the focused (active) tab and goes to the last visited one.
    links[2]!.focus();
    await act(async () => sendKeys({ press: 'Delete' }));
    // The tabs' actions load with the first one used.
    await settled(() => keys().length === 2);
    expect(keys()).to.deep.equal(['/console/dashboard', '/console/users/users']);
    expect(parseHash().path).to.equal('/console/users/users');
    await view.unmount();
  });

  it('Refresh re-navigates through /redirect', async () => {
    visit('UserList');
    navigateTo('/console/users/users');
    const view = await render(<TagsView view="console" activeKey="/console/users/users" />);
    const more = view.container.querySelector<HTMLButtonElement>('button[aria-haspopup=menu]')!;
    await act(async () => more.click());
    const refresh = [...document.querySelectorAll('[role=menuitem]'), ...view.container.querySelectorAll('[role=menuitem]')].find(
      (item) => item.textContent === 'Refresh',
    ) as HTMLElement;
    let heard = '';
    const listen = () => (heard ||= parseHash().path);
    window.addEventListener('hashchange', listen);
    await act(async () => refresh.click());
    await settled(() => heard !== '');
    window.removeEventListener('hashchange', listen);
    expect(heard).to.equal('/redirect/console/users/users');
    await view.unmount();
  });
});
