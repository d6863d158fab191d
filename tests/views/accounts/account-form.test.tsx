import { expect } from 'chai';
import { AccountForm } from '../../../src/views/accounts/account-form';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { byText, click, freshCache, typeInto, waitFor, withServerSession } from '../../blocks/helpers/signed-in';

/** The control a label names, inside the open dialog. */
function control<E extends HTMLElement = HTMLInputElement>(dialog: HTMLElement, label: string): E {
  const element = byText<HTMLLabelElement>(dialog, 'label[for]', label) ?? byText<HTMLLabelElement>(dialog, 'label[for]', `*${label}`);
  const target = element && dialog.querySelector<E>(`#${CSS.escape(element.htmlFor)}`);
  if (!target) throw new Error(`no control labelled ${label}`);
  return target;
}

const radio = (dialog: HTMLElement, label: string) =>
  [...dialog.querySelectorAll<HTMLInputElement>('[role=radiogroup] input')].find((input) => input.parentElement?.textContent === label);

describe('the account form', () => {
  withServerSession('admin');

  it('switches the secret input with the secret type: a password with a generator, an SSH key as text with a passphrase, a token as a hidden line', async () => {
    const bodies: Record<string, unknown>[] = [];
    const view = await render(freshCache(<AccountForm title="Add account" submitLabel="Confirm" onSubmit={(body) => void bodies.push(body)} onClose={() => undefined} />));
    const dialog = await waitFor(
      () => view.container.querySelector<HTMLDialogElement>('dialog[open]')?.querySelector('form') && view.container.querySelector<HTMLDialogElement>('dialog[open]'),
    );
    const password = await waitFor(() => control<HTMLInputElement>(dialog, 'Password'));
    expect(password.type).to.equal('password');
    expect(dialog.querySelector('[data-field=passphrase]')).to.equal(null);

    await click(byText(dialog, 'button', 'Generate'));
    const generated = control(dialog, 'Password');
    expect(generated.type, 'a generated password is shown').to.equal('text');
    expect(generated.value).to.have.length(16);
    for (const characters of [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/]) expect(generated.value).to.match(characters);

    await click(radio(dialog, 'SSH key'));
    const key = control<HTMLTextAreaElement>(dialog, 'SSH private key');
    expect(key.tagName).to.equal('TEXTAREA');
    expect(key.value, 'the password is not carried over into the key').to.equal('');
    expect(control(dialog, 'Passphrase').type).to.equal('password');
    expect(byText(dialog, 'button', 'Load from a key file')).to.not.equal(undefined);

    await click(radio(dialog, 'Token'));
    const token = control(dialog, 'Token');
    expect([token.tagName, token.type]).to.deep.equal(['INPUT', 'password']);
    expect(byText(dialog, 'button', 'Generate')).to.equal(undefined);
    expect(dialog.querySelector('[data-field=passphrase]')).to.equal(null);
    await expectAccessible(view.container);

    typeInto(control(dialog, 'Username'), 'api-user');
    typeInto(token, 'tok-123456');
    await click(byText(dialog, 'button', 'Confirm'));
    await waitFor(() => bodies.length === 1);
    const [body] = bodies;
    expect(body).to.include({ username: 'api-user', secret_type: 'token' });
    expect(body).to.not.have.property('passphrase');
    expect(body!['secret'], 'sent encrypted (key:value)').to.match(/^[^:]+:[^:]+$/);
    expect(body!['secret']).to.not.include('tok-123456');
    await view.unmount();
  });

  it('keeps a saved account’s username and its secret when none is typed', async () => {
    const bodies: Record<string, unknown>[] = [];
    const account = { id: 'x', name: 'web', username: 'web', secret_type: { value: 'password', label: 'Password' }, privileged: false, is_active: true, comment: '' };
    const view = await render(
      freshCache(<AccountForm title="Update account" saved account={account} submitLabel="Submit" onSubmit={(body) => void bodies.push(body)} onClose={() => undefined} />),
    );
    const dialog = await waitFor(() => view.container.querySelector<HTMLDialogElement>('dialog[open] form') && view.container.querySelector<HTMLDialogElement>('dialog[open]'));
    await waitFor(() => control(dialog, 'Password'));
    expect(control(dialog, 'Username').disabled).to.equal(true);
    expect(dialog.textContent).to.include('Leave empty to keep the current secret');
    typeInto(control(dialog, 'Comment') as unknown as HTMLInputElement, 'moved');
    await click(byText(dialog, 'button', 'Submit'));
    await waitFor(() => bodies.length === 1);
    expect(bodies[0]).to.include({ comment: 'moved', secret_type: 'password' });
    expect(bodies[0]).to.not.have.property('secret');
    await view.unmount();
  });
});
