import { expect } from 'chai';
import { CONFIRM_CHECK_URL } from '../../../src/core/confirm';
import { http, isHttpError, setToken } from '../../../src/core/http';
import { ConfirmSecretDialog } from '../../../src/blocks/confirm-identity/confirm-identity-dialog';
import { FeedbackLayer } from '../../../src/blocks/feedback/feedback-layer';
import { expectAccessible } from '../../helpers/axe';
import { ALICE_OTP_SECRET, DEMO_PASSWORD, loginAs } from '../../helpers/session';
import { totp } from '../../helpers/totp';
import { act, render } from '../../helpers/render';
import { byText, click, freshCache, signIn, signOut, typeInto, waitFor } from '../helpers/signed-in';

const check = () => http.get(CONFIRM_CHECK_URL, { params: { confirm_type: 'mfa' } });

describe('the identity check (412)', () => {
  afterEach(() => signOut());

  it('asks an MFA user for a 6-character OTP, then runs the request again', async () => {
    await signIn('alice');
    const view = await render(freshCache(<FeedbackLayer />));
    const pending = check();
    const dialog = await waitFor(() => view.container.querySelector<HTMLDialogElement>('dialog[open]'));
    expect(dialog.style.getPropertyValue('--jms-dialog-width')).to.equal('600px');
    const choices = [...dialog.querySelectorAll<HTMLInputElement>('[role=radiogroup] input')];
    expect(choices.map((choice) => [choice.parentElement?.textContent, choice.checked, choice.disabled])).to.deep.equal([
      ['OTP', true, false],
      ['Email', false, true],
      ['SMS', false, true],
    ]);
    const input = dialog.querySelector<HTMLInputElement>('input:not([type=radio])')!;
    typeInto(input, '12345');
    await click(byText(dialog, 'button', 'Confirm'));
    expect(dialog.querySelector('[role=alert]')?.textContent).to.equal('MFA Error, please check');
    typeInto(input, await totp(ALICE_OTP_SECRET));
    await click(byText(dialog, 'button', 'Confirm'));
    expect(await pending).to.equal('ok');
    await waitFor(() => !view.container.querySelector('dialog[open]'));
    await view.unmount();
  });

  it('shows a wrong password’s error and cancels the request', async () => {
    await signIn('admin');
    const view = await render(freshCache(<FeedbackLayer />));
    const pending = check().catch((error: unknown) => error);
    const dialog = await waitFor(() => view.container.querySelector<HTMLDialogElement>('dialog[open]'));
    await expectAccessible(view.container);
    const input = dialog.querySelector<HTMLInputElement>('input[type=password]')!;
    typeInto(input, 'wrong');
    await click(byText(dialog, 'button', 'Confirm'));
    const error = await pending;
    expect(isHttpError(error) && error.status).to.equal(412);
    const toast = await waitFor(() => view.container.querySelector('[role=alert]'));
    expect(toast.textContent).to.contain('Authentication failed (password incorrect)');
    const second = check();
    const again = await waitFor(() => view.container.querySelector<HTMLDialogElement>('dialog[open]'));
    typeInto(again.querySelector<HTMLInputElement>('input[type=password]')!, DEMO_PASSWORD);
    await act(async () => again.querySelector('form')!.requestSubmit());
    expect(await second).to.equal('ok');
    await view.unmount();
  });

  it('asks a token client (an element signed in with a token) as it asks a session, then runs the request again', async () => {
    const { token } = await http.post<{ token: string }>('/api/v1/authentication/auth/', { username: 'admin', password: DEMO_PASSWORD });
    setToken(token);
    try {
      const view = await render(freshCache(<FeedbackLayer />));
      const pending = check();
      const dialog = await waitFor(() => view.container.querySelector<HTMLDialogElement>('dialog[open]'));
      typeInto(dialog.querySelector<HTMLInputElement>('input[type=password]')!, DEMO_PASSWORD);
      await click(byText(dialog, 'button', 'Confirm'));
      expect(await pending).to.equal('ok');
      await view.unmount();
    } finally {
      setToken(null);
    }
  });

  it('confirms a single-sign-on user silently by the recent login', async () => {
    await signIn('admin');
    const username = `sso_${Date.now().toString(36)}`;
    await http.post('/api/v1/users/users/', { name: 'SSO user', username, email: `${username}@example.com`, source: 'cas', password_strategy: 'custom', password: 'Sso-pass-42' });
    await loginAs(username, 'Sso-pass-42');
    const view = await render(freshCache(<FeedbackLayer />));
    expect(await check()).to.equal('ok');
    expect(view.container.querySelector('dialog[open]')).to.equal(null);
    await view.unmount();
  });

  it('sends an SMS code and counts 60 seconds down before another', async () => {
    await signIn('admin');
    const done: boolean[] = [];
    const options = {
      confirmType: 'mfa',
      choices: [
        { name: 'otp', displayName: 'OTP', placeholder: 'OTP code', disabled: true },
        { name: 'sms', displayName: 'SMS', placeholder: 'SMS code', disabled: false },
      ],
    };
    const view = await render(<ConfirmSecretDialog options={options} onDone={(confirmed) => done.push(confirmed)} />);
    const dialog = view.container.querySelector('dialog')!;
    expect(dialog.querySelector<HTMLInputElement>('label:last-child input')?.checked).to.equal(true);
    const send = byText<HTMLButtonElement>(dialog, 'button', 'Send code')!;
    await click(send);
    expect(send.disabled).to.equal(true);
    expect(send.textContent).to.equal('Resend in 60 s');
    await waitFor(() => send.textContent === 'Resend in 59 s', 2000);
    await click(byText(dialog, 'button', 'Cancel'));
    expect(done).to.deep.equal([false]);
    await view.unmount();
  });
});
