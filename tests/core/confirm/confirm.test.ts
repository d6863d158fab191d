import { expect } from 'chai';
import { checkConfirmSecret, checkMfaConfirmed, confirmFailureText, fetchConfirmOptions, firstEnabledChoice, makeConfirmOptions, submitConfirm } from '../../../src/core/confirm';
import { isHttpError } from '../../../src/core/http';
import { DEMO_PASSWORD, loginAs, logout } from '../../helpers/session';
import { recordFeedback } from '../../helpers/recording-feedback';

describe('the identity check', () => {
  it('reads the confirm answer and preselects the first enabled choice', () => {
    const options = makeConfirmOptions({
      confirm_type: 'mfa',
      content: [
        { name: 'sms', disabled: true, display_name: 'SMS', placeholder: 'SMS code' },
        { name: 'otp', disabled: false, display_name: 'OTP', placeholder: 'OTP code' },
      ],
    });
    expect(options.confirmType).to.equal('mfa');
    expect(firstEnabledChoice(options.choices)?.name).to.equal('otp');
    expect(makeConfirmOptions({ confirm_type: 'relogin', content: [] }).choices).to.deep.equal([]);
  });

  it('wants exactly 6 characters for an OTP', () => {
    expect(checkConfirmSecret('otp', '12345')).to.equal('confirm.mfaError');
    expect(checkConfirmSecret('otp', '1234567')).to.equal('confirm.mfaError');
    expect(checkConfirmSecret('otp', '123456')).to.equal(undefined);
    expect(checkConfirmSecret('password', '')).to.equal('validation.required');
    expect(checkConfirmSecret('password', 'x')).to.equal(undefined);
  });

  it('says why a lookup failed: error, detail or msg, else the fallback', () => {
    expect(confirmFailureText({ data: { error: 'This action require verify your MFA' } }, 'fallback')).to.equal('This action require verify your MFA');
    expect(confirmFailureText({ data: { detail: 'Nope' } }, 'fallback')).to.equal('Nope');
    expect(confirmFailureText(new Error('x'), 'fallback')).to.equal('fallback');
  });

  describe('against the server', () => {
    before(() => loginAs('admin'));
    after(() => logout());

    it('confirms with the password, after which the MFA check passes', async () => {
      const feedback = recordFeedback(false);
      try {
        const options = await fetchConfirmOptions('mfa');
        // The administrator has no MFA: the server offers the password.
        expect(options.confirmType).to.equal('password');
        expect(options.choices.map((choice) => choice.name)).to.deep.equal(['password']);
        const wrong = await submitConfirm({ confirmType: 'password', subType: 'password', secret: 'wrong' }).catch((error: unknown) => error);
        expect(isHttpError(wrong) && wrong.status).to.equal(400);
        expect(feedback.flashes).to.deep.equal([]);
        await submitConfirm({ confirmType: 'password', subType: 'password', secret: DEMO_PASSWORD });
        await checkMfaConfirmed();
        expect(feedback.identityChecks).to.deep.equal([]);
      } finally {
        feedback.remove();
      }
    });
  });
});
