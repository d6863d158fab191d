import { expect } from 'chai';
import { useState } from 'react';
import { TokenMfaStep } from '../../../src/blocks/custom-element/token-mfa-step';
import { firstMfaMethod, mfaChoices } from '../../../src/core/confirm/mfa-methods';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { byText, click, waitFor } from '../helpers/signed-in';

/** The step as the sign-in form holds it: the method and the code in its state. */
function Step({ choices, username = 'alice' }: { choices: string[]; username?: string }) {
  const [method, setMethod] = useState(firstMfaMethod(choices));
  const [code, setCode] = useState('');
  return (
    <form>
      <TokenMfaStep choices={choices} method={method} onMethod={setMethod} code={code} onCode={setCode} username={username} />
    </form>
  );
}

const codeField = (root: ParentNode) => root.querySelector<HTMLInputElement>('input[autocomplete=one-time-code]');

describe('the MFA step of the sign-in in place', () => {
  it('reads the methods of JumpServer’s mfa_required answer, and of nothing else', () => {
    expect(mfaChoices({ error: 'mfa_required', msg: 'MFA required', data: { choices: ['otp', 'sms'], url: '/api/v1/authentication/mfa/challenge/' } })).to.deep.equal([
      'otp',
      'sms',
    ]);
    expect(mfaChoices({ error: 'password_failed', msg: 'The username or password you entered is incorrect' })).to.equal(undefined);
    expect(firstMfaMethod(['face', 'otp_radius'])).to.equal('otp_radius', 'opens on a method it can answer');
  });

  it('one typed-code method: the code field alone, no select and no send button', async () => {
    const view = await render(<Step choices={['otp']} />);
    expect(codeField(view.container)).to.not.equal(null);
    expect(view.container.querySelector('select')).to.equal(null);
    expect(byText(view.container, 'button', 'Send code')).to.equal(undefined);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('several methods: a select of their names; RADIUS takes a code, SMS has a send button', async () => {
    const view = await render(<Step choices={['otp_radius', 'sms', 'mfa_custom']} />);
    const select = view.container.querySelector('select')!;
    expect([...select.options].map((option) => option.textContent)).to.deep.equal(['RADIUS', 'SMS', 'Custom MFA']);
    expect(codeField(view.container)).to.not.equal(null);
    expect(byText(view.container, 'button', 'Send code')).to.equal(undefined);
    await act(async () => {
      select.value = 'sms';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(byText(view.container, 'button', 'Send code')).to.not.equal(undefined);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('shows the server’s refusal of a send-code as it words it', async () => {
    // The test backend has SMS off: JumpServer refuses the method for the user.
    const view = await render(<Step choices={['sms']} />);
    await click(byText(view.container, 'button', 'Send code'));
    const status = await waitFor(() => view.container.querySelector('[role=status]')?.textContent);
    expect(status).to.equal('Current user not support mfa type: sms');
    expect(byText<HTMLButtonElement>(view.container, 'button', 'Send code')?.disabled).to.equal(false, 'no countdown after a refusal');
    await view.unmount();
  });

  it('face and passkey: no code field, what to do instead, and JumpServer’s own sign-in page', async () => {
    const view = await render(<Step choices={['face', 'passkey']} />, { language: 'zh' });
    expect(codeField(view.container)).to.equal(null);
    expect(view.container.textContent).to.include('无法在此页面内完成人脸识别验证');
    const link = view.container.querySelector<HTMLAnchorElement>('a[target=_blank]')!;
    expect(new URL(link.href).pathname).to.equal('/core/auth/login/');
    expect(link.rel).to.equal('noopener noreferrer');
    await expectAccessible(view.container);
    await view.unmount();
  });
});
