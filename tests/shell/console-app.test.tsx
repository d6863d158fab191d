import { expect } from 'chai';
import { ConsoleApp } from '../../src/shell/console-app';
import { stopSessionMarker } from '../../src/core/startup/session-marker';
import { expectAccessible } from '../helpers/axe';
import { act, render } from '../helpers/render';
import { loginAs, logout, resetConsole } from '../helpers/session';
import { resetTabs } from '../../src/shell/state/tags-store';
import { setLeavePage } from '../../src/core/navigation';

async function until(check: () => boolean, what: string, timeoutMs = 8000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await act(async () => new Promise((done) => setTimeout(done, 50)));
  }
}

describe('the console against the real backend', () => {
  const start = window.location.href;
  const left: string[] = [];
  let restoreLeave: () => void = () => undefined;
  beforeEach(async () => {
    // A desktop window: below 992 px the menu is a closed drawer.
    const { setViewport } = await import('@web/test-runner-commands');
    await setViewport({ width: 1280, height: 800 });
    resetConsole();
    resetTabs();
    left.length = 0;
    restoreLeave = setLeavePage((url) => left.push(url));
    document.cookie = 'sidebarStatus=1; path=/';
  });
  afterEach(async () => {
    restoreLeave();
    stopSessionMarker();
    history.replaceState(null, '', start);
    await logout();
  });

  it('starts behind the startup guard, then shows the whole frame accessibly', async () => {
    await loginAs('admin');
    history.replaceState(null, '', '#/console/users/groups');
    const view = await render(<ConsoleApp />);
    try {
      expect(view.container.querySelector('[role=status]'), 'the startup skeleton').to.not.equal(null);
      await until(() => view.container.querySelector('[data-testid=page-header] h1')?.textContent === 'User groups', 'the page');
      const settings = await (await fetch('/api/v1/settings/public/')).json();
      expect(document.title).to.equal(`User groups - ${settings.INTERFACE.login_title}`);
      expect([...view.container.querySelectorAll('[data-testid=tag] a')].map((link) => link.textContent)).to.deep.equal(['Dashboard', 'User groups']);
      expect(view.container.querySelector('[data-testid=side-menu] [aria-current=page]')?.textContent).to.equal('User groups');
      await until(() => !view.container.querySelector('[data-testid=screen-skeleton]'), 'the screen');
      await expectAccessible(view.container);
      expect(left).to.deep.equal([]);
    } finally {
      await view.unmount();
    }
  });

  it('shows the forbidden page, in the frame, for a route the user may not open', async () => {
    await loginAs('orgadmin');
    history.replaceState(null, '', '#/console/users/roles/create');
    const view = await render(<ConsoleApp />);
    try {
      await until(() => view.container.querySelector('main section') !== null, 'the page');
      expect(view.container.querySelector('main section h2')?.textContent).to.equal('No permission');
      expect(window.location.hash).to.equal('#/console/users/roles/create');
      await expectAccessible(view.container);
    } finally {
      await view.unmount();
    }
  });
});
