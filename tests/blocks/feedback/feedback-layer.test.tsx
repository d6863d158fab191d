import { expect } from 'chai';
import { FeedbackLayer } from '../../../src/blocks/feedback/feedback-layer';
import { feedback } from '../../../src/core/http';
import { runAction } from '../../../src/blocks/list-table/action-runner';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { loginAs, logout } from '../../helpers/session';
import { byText, click, signIn, signOut, waitFor } from '../helpers/signed-in';

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the feedback layer', () => {
  it('shows flashes as alerts or statuses, dismissible, gone after their time', async () => {
    const view = await render(<FeedbackLayer />);
    await act(async () => {
      feedback().flash('Name already exists', 'error', 300);
      feedback().flash('Saved', 'success', 5000);
    });
    const error = view.container.querySelector('[role=alert]');
    expect(error?.textContent).to.contain('Name already exists');
    expect(view.container.querySelector('[role=status]')?.textContent).to.contain('Saved');
    await expectAccessible(view.container);
    await act(() => wait(350));
    expect(view.container.querySelector('[role=alert]')).to.equal(null);
    const dismiss = view.container.querySelector<HTMLButtonElement>('[role=status] button')!;
    expect(dismiss.getAttribute('aria-label')).to.equal('Dismiss message');
    await act(async () => dismiss.click());
    expect(view.container.querySelector('[role=status]')).to.equal(null);
    await view.unmount();
  });

  it('asks before an action that says so: no runs nothing, yes runs it with the dialog busy until it settles', async () => {
    const view = await render(<FeedbackLayer />);
    const runs: string[] = [];
    let finish = () => undefined as void;
    const action = {
      name: 'terminate',
      title: 'Terminate',
      variant: 'danger' as const,
      confirm: { message: ({ row }: { row?: { id: string } }) => `Terminate ${row?.id}?` },
      onClick: ({ row }: { row?: { id: string } }) =>
        new Promise<void>((done) => {
          runs.push(row?.id ?? '');
          finish = done;
        }),
    };
    const context = { selected: [], row: { id: 's1' }, reload: () => undefined };
    await act(async () => void runAction(action, context));
    let dialog = view.container.querySelector('dialog[open]')!;
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.textContent).to.contain('Terminate s1?');
    await expectAccessible(view.container);
    await act(async () => [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Cancel')!.click());
    expect(view.container.querySelector('dialog[open]')).to.equal(null);
    expect(runs).to.deep.equal([]);

    await act(async () => void runAction(action, context));
    dialog = view.container.querySelector('dialog[open]')!;
    const yes = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Terminate')!;
    expect(yes.className).to.contain('danger');
    await act(async () => yes.click());
    expect(runs).to.deep.equal(['s1']);
    expect(view.container.querySelector('dialog[open] [aria-busy=true]'), 'busy while it runs').to.not.equal(null);
    await act(async () => finish());
    await act(() => wait(0));
    expect(view.container.querySelector('dialog[open]')).to.equal(null);
    await view.unmount();
  });

  it('shows flashes sent before any UI was on the page', async () => {
    feedback().flash('Early news', 'info', 5000);
    const view = await render(<FeedbackLayer />);
    expect(view.container.textContent).to.contain('Early news');
    await view.unmount();
  });

  it('shows an alert in a modal dialog that resolves when acknowledged', async () => {
    const view = await render(<FeedbackLayer />);
    let acknowledged = false;
    await act(async () => {
      void feedback()
        .alert('Configure trusted domains')
        .then(() => (acknowledged = true));
    });
    const dialog = view.container.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.textContent).to.contain('Configure trusted domains');
    expect(view.container.ownerDocument.activeElement?.textContent).to.equal('OK');
    await expectAccessible(view.container);
    await act(async () => dialog.querySelector('button')!.click());
    await act(() => wait(0));
    expect(acknowledged).to.equal(true);
    expect(view.container.querySelector('dialog')).to.equal(null);
    await view.unmount();
  });

  it('asks to log in again, without a way around it, in a window of its own, and goes once the same user is back', async () => {
    await signIn('admin');
    await logout();
    const view = await render(<FeedbackLayer />);
    try {
      await act(async () => {
        feedback().relogin('Your session has expired');
        feedback().relogin('Your session has expired');
      });
      const dialog = await waitFor(() => view.container.querySelector('dialog'));
      expect(view.container.querySelectorAll('dialog')).to.have.length(1);
      expect(dialog.textContent).to.contain('Your session has expired');
      const { sendKeys } = await import('@web/test-runner-commands');
      await act(async () => sendKeys({ press: 'Escape' }));
      await act(() => wait(0));
      expect(dialog.isConnected && dialog.open).to.equal(true);
      await click(byText(dialog, 'button', 'Log in again'));
      await waitFor(() => dialog.textContent?.includes('Log in in the window that opened'));
      expect(byText(dialog, 'button', 'Open the login window again')).to.not.equal(undefined);
      await act(() => wait(1200));
      expect(dialog.isConnected, 'still signed out: the dialog stays').to.equal(true);
      await loginAs('admin');
      await waitFor(() => !view.container.querySelector('dialog'), 4000);
      expect(view.container.querySelector('[role=status]')?.textContent).to.contain('You are logged in again');
    } finally {
      await view.unmount();
      await signOut();
    }
  });

  it('serves the page from the first layer only', async () => {
    const first = await render(<FeedbackLayer />);
    const second = await render(<FeedbackLayer />);
    await act(async () => feedback().flash('Once', 'info', 5000));
    expect(first.container.textContent).to.contain('Once');
    expect(second.container.textContent).not.to.contain('Once');
    await first.unmount();
    await act(async () => feedback().flash('Then here', 'info', 5000));
    expect(second.container.textContent).to.contain('Then here');
    await second.unmount();
  });

  it('answers from the element the user last worked in: a question shows where its button was pressed', async () => {
    const hosts = [document.createElement('div'), document.createElement('div')];
    document.body.append(...hosts);
    const inHost = (host: HTMLElement) => render(<FeedbackLayer host={host} />);
    const first = await inHost(hosts[0]!);
    const second = await inHost(hosts[1]!);
    const ask = (message: string) => act(async () => void feedback().ask({ title: 'Terminate', message, onConfirm: () => undefined }));
    await ask('Before anyone worked anywhere');
    expect(first.container.querySelector('dialog[open]')?.textContent).to.contain('Before anyone worked anywhere');
    await act(async () => first.container.querySelector<HTMLButtonElement>('dialog[open] button')!.click());

    hosts[1]!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await ask('Asked in the second');
    expect(second.container.querySelector('dialog[open]')?.textContent).to.contain('Asked in the second');
    expect(first.container.querySelector('dialog[open]')).to.equal(null);
    await act(async () => second.container.querySelector<HTMLButtonElement>('dialog[open] button')!.click());

    hosts[0]!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await act(async () => feedback().flash('Saved', 'success', 5000));
    expect(first.container.textContent).to.contain('Saved');
    expect(second.container.textContent).not.to.contain('Saved');
    await Promise.all([first.unmount(), second.unmount()]);
    hosts.forEach((host) => host.remove());
  });
});
