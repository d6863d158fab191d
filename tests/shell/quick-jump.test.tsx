import { expect } from 'chai';
import { parseHash, routesStore } from '../../src/core/routes';
import { matchPages, palettePages } from '../../src/shell/palette/palette-entries';
import { QuickJump } from '../../src/shell/palette/quick-jump';
import { expectAccessible } from '../helpers/axe';
import { act, render } from '../helpers/render';
import { ADMIN_PERMS, signIn, signOut } from './fixtures';

const pages = [
  { label: 'Users', context: 'Console' },
  { label: 'User groups', context: 'Console' },
  { label: 'Login logs', context: 'Audit' },
  { label: 'User login', context: 'Console' },
];

describe('the quick-jump palette', () => {
  const start = window.location.href;
  afterEach(() => {
    signOut();
    history.replaceState(null, '', start);
  });

  it('matches every word typed, names that start with it first', () => {
    expect(matchPages(pages, 'user').map((page) => page.label)).to.deep.equal(['Users', 'User groups', 'User login']);
    expect(matchPages(pages, 'login').map((page) => page.label)).to.deep.equal(['Login logs', 'User login']);
    expect(matchPages(pages, 'log audit').map((page) => page.label)).to.deep.equal(['Login logs']);
    expect(matchPages(pages, '  ').length).to.equal(4);
    expect(matchPages(pages, 'nothing here')).to.deep.equal([]);
  });

  it('offers the menu pages of every view the user may open', () => {
    signIn({ perms: ADMIN_PERMS, auditOrgs: [] });
    const found = palettePages(routesStore.getState().accessible!);
    expect(found.map((page) => page.path)).to.include.members(['/console/users/users', '/console/users/roles', '/workbench/home', '/profile/info']);
    expect(found.some((page) => page.path?.startsWith('/audit/'))).to.equal(false);
    expect(found.some((page) => page.path === '/console/users/users/create')).to.equal(false);
  });

  it('opens with Ctrl+K, is accessible, and goes where the keyboard chooses', async () => {
    signIn({ perms: ADMIN_PERMS });
    const view = await render(<QuickJump />);
    const { sendKeys } = await import('@web/test-runner-commands');
    await act(async () => sendKeys({ press: 'Control+k' }));
    const dialog = view.container.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    const input = dialog.querySelector<HTMLInputElement>('input[role=combobox]')!;
    expect(document.activeElement).to.equal(input);
    await act(async () => sendKeys({ type: 'user' }));
    const options = () => [...dialog.querySelectorAll('[role=option]')];
    expect(options().map((option) => option.querySelector('span')!.textContent)).to.deep.equal(['Users', 'User groups', 'User login']);
    expect(input.getAttribute('aria-activedescendant')).to.equal(options()[0]!.id);
    await expectAccessible(view.container);
    await act(async () => sendKeys({ press: 'ArrowDown' }));
    expect(options()[1]!.getAttribute('aria-selected')).to.equal('true');
    await act(async () => sendKeys({ press: 'Enter' }));
    expect(parseHash().path).to.equal('/console/users/groups');
    expect(view.container.querySelector('dialog')).to.equal(null);
    await view.unmount();
  });
});
