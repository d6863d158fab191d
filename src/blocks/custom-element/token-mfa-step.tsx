import { useId, useState } from 'react';
import { mfaAnswer, sendMfaCode } from '../../core/confirm/mfa-methods';
import { LOGIN_PATH, SMS_COUNTDOWN_S } from '../../core/constants';
import { isHttpError, serverUrl } from '../../core/http';
import { errorText } from '../../core/http/error-text';
import type { MessageKey } from '../../core/i18n';
import { useCountdown } from '../confirm-identity/use-countdown';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import * as styles from './element-notice.css';

export interface TokenMfaStepProps {
  /** The methods the server listed, in its order. */
  choices: readonly string[];
  method: string;
  onMethod: (method: string) => void;
  code: string;
  onCode: (code: string) => void;
  /** Whose login this is: the send-code API finds the user by it. */
  username: string;
}

const METHOD_LABELS: Readonly<Record<string, MessageKey>> = {
  otp: 'signIn.type.otp',
  otp_radius: 'signIn.type.otp_radius',
  mfa_custom: 'signIn.type.mfa_custom',
  sms: 'signIn.type.sms',
  email: 'signIn.type.email',
  face: 'signIn.type.face',
  passkey: 'signIn.type.passkey',
};

/** The method's name in the page's language; one JumpServer adds later keeps its own. */
function useMethodLabel() {
  const t = useT();
  return (method: string) => (METHOD_LABELS[method] ? t(METHOD_LABELS[method]) : method);
}

/** Sends the code of an SMS or email method, then counts down until it may be sent again; the server's refusal as it says it. */
function SendCode({ method, username }: { method: string; username: string }) {
  const t = useT();
  const [countdown, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ sent: boolean; problem: string }>({ sent: false, problem: '' });

  const send = async () => {
    setSending(true);
    try {
      await sendMfaCode(method, username);
      setAnswer({ sent: true, problem: '' });
      startCountdown(SMS_COUNTDOWN_S);
    } catch (error) {
      setAnswer({ sent: false, problem: (isHttpError(error) ? errorText(error.data) : '') || t('signIn.sendFailed') });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button onClick={() => void send()} loading={sending} disabled={countdown > 0}>
        {countdown > 0 ? t('signIn.resendIn', { seconds: countdown }) : t('signIn.sendCode')}
      </Button>
      <p role="status" className={answer.problem ? controls.errorText : controls.muted}>
        {answer.problem || (answer.sent ? t('signIn.codeSent') : '')}
      </p>
    </>
  );
}

/**
 * The MFA step of the sign-in in place: the method (a select when the server
 * lists several), its code, with "Send code" for SMS and email; a method that
 * needs JumpServer's own page (face, passkey) says so instead of a field.
 */
export function TokenMfaStep({ choices, method, onMethod, code, onCode, username }: TokenMfaStepProps) {
  const t = useT();
  const id = useId();
  const label = useMethodLabel();
  const answer = mfaAnswer(method);
  return (
    <>
      {choices.length > 1 && (
        <label className={styles.field} htmlFor={`${id}-method`}>
          {t('signIn.method')}
          <select id={`${id}-method`} className={controls.input} value={method} onChange={(event) => onMethod(event.target.value)}>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {label(choice)}
              </option>
            ))}
          </select>
        </label>
      )}
      {answer === 'elsewhere' ? (
        <div className={styles.field}>
          <p className={controls.muted}>{t('signIn.elsewhere', { method: label(method) })}</p>
          <a className={controls.textLink} href={serverUrl(LOGIN_PATH)} target="_blank" rel="noopener noreferrer">
            {t('signIn.openJumpServer')}
          </a>
        </div>
      ) : (
        <>
          <label className={styles.field} htmlFor={`${id}-code`}>
            {t('element.mfaCode')}
            <input
              id={`${id}-code`}
              className={controls.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              autoFocus
              value={code}
              onChange={(event) => onCode(event.target.value)}
            />
          </label>
          {answer === 'sent-code' && <SendCode key={method} method={method} username={username} />}
        </>
      )}
    </>
  );
}
