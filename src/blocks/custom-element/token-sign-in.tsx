import signInMessages from 'jms:messages/signIn';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { firstMfaMethod, mfaAnswer, mfaChoices } from '../../core/confirm/mfa-methods';
import { http, isHttpError } from '../../core/http';
import { errorText } from '../../core/http/error-text';
import { withMessages } from '../../core/i18n';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import * as styles from './element-notice.css';
import { dispatchJmsEvent, useHost } from './host-context';
import type { JmsElement } from './jms-element';

// Only a user with MFA sees the step: it loads, with its messages, when the server asks for it.
const TokenMfaStep = lazy(withMessages(signInMessages, () => import('./token-mfa-step').then((module) => ({ default: module.TokenMfaStep }))));

const TOKEN_URL = '/api/v1/authentication/auth/';
const MFA_URL = '/api/v1/authentication/mfa/challenge/';

interface TokenAnswer {
  token?: string;
  keyword?: string;
  date_expired?: string;
}

/** JumpServer's login answers carry a code in `error` and the sentence in `msg`: the sentence is what a person reads. */
const failureText = (data: unknown) => String((data as { msg?: unknown } | undefined)?.msg ?? '') || errorText(data);

/**
 * Signing in where the element is, for an element on another origin: a cookie
 * login on JumpServer's page would give it no token. Username and password go
 * to JumpServer's token API, then the MFA step when it asks for one, with the
 * methods it lists (token-mfa-step.tsx; the challenge is tied to the login's
 * session cookie, which goes with these requests); the token becomes the
 * page's (in memory) and `jms-signed-in` tells the page, which may keep it itself.
 */
export function TokenSignIn() {
  const t = useT();
  const host = useHost();
  const id = useId();
  const [credentials, setCredentials] = useState({ username: '', password: '' });
  const [code, setCode] = useState('');
  /** The MFA methods once the server asks for the step; none before. */
  const [choices, setChoices] = useState<string[]>();
  const [method, setMethod] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  /** Counts the returns from the MFA step to the password: each puts the focus in the password field. */
  const [restarts, setRestarts] = useState(0);
  const passwordField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (restarts) passwordField.current?.focus();
  }, [restarts]);

  /** The token API asks for the MFA step with 200 (JumpServer's NeedMoreInfoError), older answers with 400. */
  const askMfa = (answer: unknown) => {
    const listed = mfaChoices(answer);
    if (!listed) return false;
    setChoices(listed);
    setMethod(firstMfaMethod(listed));
    return true;
  };

  const askToken = async () => {
    const answer = await http.post<TokenAnswer>(TOKEN_URL, credentials, { silent: true });
    if (askMfa(answer)) return;
    if (!answer.token || !host) throw new Error(failureText(answer));
    (host as JmsElement).token = `${answer.keyword ?? 'Bearer'} ${answer.token}`;
    dispatchJmsEvent(host, 'jms-signed-in', { username: credentials.username, token: answer.token, dateExpired: answer.date_expired ?? '' });
  };

  /**
   * JumpServer keeps a password's success for its MFA step a few minutes only,
   * then refuses the step with 401: the password again opens a new one.
   */
  const restart = () => {
    setChoices(undefined);
    setCode('');
    setCredentials({ username: credentials.username, password: '' });
    setProblem(t('element.signInExpired'));
    setRestarts((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      if (choices) await http.post(MFA_URL, { type: method, code: code.trim() }, { silent: true, handleUnauthorized: false });
      await askToken();
    } catch (error) {
      if (choices && isHttpError(error) && error.status === 401) restart();
      else if (!(isHttpError(error) && askMfa(error.data))) setProblem((isHttpError(error) ? failureText(error.data) : '') || t('element.signInFailed'));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'username' | 'password', type: string, autoComplete: string) => (
    <label className={styles.field} htmlFor={`${id}-${name}`}>
      {t(`element.${name}`)}
      <input
        id={`${id}-${name}`}
        ref={name === 'password' ? passwordField : undefined}
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
      {choices ? (
        <Suspense fallback={null}>
          <TokenMfaStep
            choices={choices}
            method={method}
            onMethod={(next) => {
              setMethod(next);
              setCode('');
              setProblem('');
            }}
            code={code}
            onCode={setCode}
            username={credentials.username}
          />
        </Suspense>
      ) : (
        <>
          {field('username', 'text', 'username')}
          {field('password', 'password', 'current-password')}
        </>
      )}
      {problem && (
        <p role="alert" className={controls.errorText}>
          {problem}
        </p>
      )}
      <Button type="submit" variant="primary" loading={busy} disabled={Boolean(choices) && mfaAnswer(method) === 'elsewhere'}>
        {choices ? t('element.verify') : t('element.signIn')}
      </Button>
    </form>
  );
}
