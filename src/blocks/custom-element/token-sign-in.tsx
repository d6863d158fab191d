import { useId, useState, type FormEvent } from 'react';
import { errorText, http, isHttpError } from '../../core/http';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import * as styles from './element-notice.css';
import { dispatchJmsEvent, useHost } from './host-context';
import type { JmsElement } from './jms-element';

const TOKEN_URL = '/api/v1/authentication/auth/';
const MFA_URL = '/api/v1/authentication/mfa/challenge/';

interface TokenAnswer {
  token?: string;
  keyword?: string;
  date_expired?: string;
  error?: string;
}

/** The token API asks for the MFA step first: with 200 (JumpServer's NeedMoreInfoError) or 400. */
const mfaAsked = (data: unknown) => (data as TokenAnswer | undefined)?.error === 'mfa_required';

/**
 * Signing in where the element is, for an element on another origin: a cookie
 * login on JumpServer's page would give it no token. Username and password go
 * to JumpServer's token API, then the MFA code when it asks for one (the
 * challenge is tied to the login's session cookie, which goes with these
 * requests); the token becomes the page's (in memory) and `jms-signed-in`
 * tells the page, which may keep it itself.
 */
export function TokenSignIn() {
  const t = useT();
  const host = useHost();
  const id = useId();
  const [credentials, setCredentials] = useState({ username: '', password: '' });
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'mfa'>('password');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const askToken = async () => {
    const answer = await http.post<TokenAnswer>(TOKEN_URL, credentials, { silent: true });
    if (mfaAsked(answer)) return setStep('mfa');
    if (!answer.token || !host) throw new Error(errorText(answer));
    (host as JmsElement).token = `${answer.keyword ?? 'Bearer'} ${answer.token}`;
    dispatchJmsEvent(host, 'jms-signed-in', { username: credentials.username, token: answer.token, dateExpired: answer.date_expired ?? '' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      if (step === 'mfa') await http.post(MFA_URL, { type: 'otp', code: code.trim() }, { silent: true });
      await askToken();
    } catch (error) {
      if (isHttpError(error) && mfaAsked(error.data)) setStep('mfa');
      else setProblem((isHttpError(error) ? errorText(error.data) : '') || t('element.signInFailed'));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'username' | 'password', type: string, autoComplete: string) => (
    <label className={styles.field} htmlFor={`${id}-${name}`}>
      {t(`element.${name}`)}
      <input
        id={`${id}-${name}`}
        className={controls.input}
        type={type}
        autoComplete={autoComplete}
        required
        value={credentials[name]}
        onChange={(event) => setCredentials({ ...credentials, [name]: event.target.value })}
      />
    </label>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      {step === 'password' ? (
        <>
          {field('username', 'text', 'username')}
          {field('password', 'password', 'current-password')}
        </>
      ) : (
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
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
      )}
      {problem && (
        <p role="alert" className={controls.errorText}>
          {problem}
        </p>
      )}
      <Button type="submit" variant="primary" loading={busy}>
        {step === 'password' ? t('element.signIn') : t('element.verify')}
      </Button>
    </form>
  );
}
