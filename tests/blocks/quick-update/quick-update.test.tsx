import { expect } from 'chai';
import { useState } from 'react';
import { sendKeys } from '@web/test-runner-commands';
import { http } from '../../../src/core/http';
import { QuickUpdate, type QuickUpdateLine } from '../../../src/blocks/quick-update/quick-update';
import type { Row } from '../../../src/blocks/resource/row';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { click, waitFor, withServerSession } from '../helpers/signed-in';

const USERS = '/api/v1/users/users/';

async function createUser(): Promise<Row> {
  const username = `quick-${Date.now().toString(36)}`;
  return http.post<Row>(USERS, { name: 'Quick', username, email: `${username}@example.com`, password_strategy: 'custom', password: 'Quick-Passw0rd!' });
}

/** The card as a detail page holds it: the object refetched after each change. */
function Detail({ first, lines, url = USERS }: { first: Row; lines: readonly QuickUpdateLine[]; url?: string }) {
  const [object, setObject] = useState(first);
  return <QuickUpdate url={url} object={object} lines={lines} onChanged={() => void http.get<Row>(`${USERS}${first.id}/`).then(setObject)} />;
}

const control = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLElement>('[role=switch], button')].find((element) =>
    element
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .some((id) => root.querySelector(`[id="${id}"]`)?.textContent === name),
  );

describe('quick-update card', () => {
  const session = withServerSession('admin');

  it('a switch PATCHes its field, says so and shows what the server kept', async () => {
    const user = await createUser();
    const view = await render(<Detail first={user} lines={[{ kind: 'switch', name: 'active', title: 'Active', field: 'is_active' }]} />);
    const toggle = control(view.container, 'Active') as HTMLInputElement;
    expect(toggle.checked).to.equal(true);
    toggle.focus();
    await act(() => sendKeys({ press: 'Space' }));
    await waitFor(() => session.feedback.flashes.some((flash) => flash.message === 'Updated successfully'));
    expect((await http.get<Row>(`${USERS}${user.id}/`)).is_active).to.equal(false);
    await waitFor(() => !toggle.checked && !toggle.hasAttribute('aria-busy'));
    expect(document.activeElement).to.equal(toggle);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('a button asks first, sends its request relative to the object and flashes its own message', async () => {
    const user = await createUser();
    const lines: QuickUpdateLine[] = [
      {
        kind: 'button',
        name: 'mfa',
        title: 'Reset MFA',
        label: 'Reset',
        request: { method: 'get', path: 'mfa/reset/' },
        confirm: { message: (object) => `Reset MFA of ${String(object.username)}?` },
        success: 'MFA reset',
      },
    ];
    const view = await render(<Detail first={user} lines={lines} />);
    await click(control(view.container, 'Reset MFA'));
    await waitFor(() => session.feedback.flashes.some((flash) => flash.message === 'MFA reset'));
    expect(session.feedback.questions).to.deep.equal([`Reset MFA of ${String(user.username)}?`]);
    await view.unmount();
  });

  it('leaves out what has not and disables what cannot be done for this object', async () => {
    const user = await createUser();
    let ran = 0;
    const lines: QuickUpdateLine[] = [
      { kind: 'button', name: 'unblock', title: 'Unblock', label: 'Unblock', request: { method: 'patch', path: 'unblock/' }, can: (object) => object.login_blocked === true },
      { kind: 'button', name: 'hidden', title: 'Hidden', label: 'Go', has: (object) => object.source === 'ldap', run: () => void ran++ },
      { kind: 'button', name: 'dialog', title: 'Open', label: 'Open', run: () => void ran++, success: '' },
    ];
    const view = await render(<Detail first={user} lines={lines} />);
    expect((control(view.container, 'Unblock') as HTMLButtonElement).disabled).to.equal(true);
    expect(control(view.container, 'Hidden')).to.equal(undefined);
    await click(control(view.container, 'Open'));
    expect(ran).to.equal(1);
    expect(session.feedback.flashes).to.deep.equal([]);
    await view.unmount();
  });

  it('a switch whose change fails comes back to the object’s value', async () => {
    const user = await createUser();
    // The object's URL answers 400: the core reports it, the card keeps the value the object has.
    const view = await render(<Detail first={{ ...user, id: '400' }} url="/__test/status/" lines={[{ kind: 'switch', name: 'active', title: 'Active', field: 'is_active' }]} />);
    const toggle = control(view.container, 'Active') as HTMLInputElement;
    await click(toggle);
    await waitFor(() => session.feedback.flashes.some((flash) => flash.kind === 'error'));
    await waitFor(() => toggle.checked && !toggle.hasAttribute('aria-busy'));
    expect(session.feedback.flashes.some((flash) => flash.kind === 'success')).to.equal(false);
    await view.unmount();
  });

  it('a select PATCHes the related object chosen (an account switches from another of its asset)', async () => {
    const platform = (await http.get<{ results: Row[] }>('/api/v1/assets/platforms/?limit=1&type=linux')).results[0]!;
    const host = await http.post<Row>('/api/v1/assets/hosts/', {
      name: `quick-${Date.now().toString(36)}`,
      address: '10.9.8.7',
      platform: platform.id,
      protocols: [{ name: 'ssh', port: 22 }],
    });
    const account = (name: string) => http.post<Row>('/api/v1/accounts/accounts/', { asset: host.id, name, username: name, secret_type: 'password' });
    const [target, from] = [await account('quick-target'), await account('quick-from')];
    const lines: QuickUpdateLine[] = [
      {
        kind: 'select',
        name: 'suFrom',
        title: 'Switch from',
        field: 'su_from',
        source: (object) => ({ url: '/api/v1/accounts/accounts/su-from-accounts/', query: { account: object.id } }),
      },
    ];
    const view = await render(<QuickUpdate url="/api/v1/accounts/accounts/" object={target} lines={lines} onChanged={() => undefined} />);
    const box = view.container.querySelector<HTMLInputElement>('[role=combobox][aria-label="Switch from"]')!;
    await click(box);
    const option = await waitFor(() => [...document.querySelectorAll<HTMLElement>('[role=option]')].find((item) => item.textContent?.includes('quick-from')));
    await click(option);
    await waitFor(() => session.feedback.flashes.some((flash) => flash.message === 'Updated successfully'));
    expect((await http.get<{ su_from: { id: string } | null }>(`/api/v1/accounts/accounts/${target.id}/`)).su_from?.id).to.equal(from.id);
    await view.unmount();
  });
});
