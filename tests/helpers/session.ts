import { readCookie } from '../../src/core/cookies';
import { resetSession } from '../../src/core/session/store';
import { resetConnection } from '../../src/core/http/connection';
import { forgetPageLanguage } from '../../src/core/i18n';
import { resetApp } from '../../src/core/startup/app-state';
import { resetConsoleGuard } from '../../src/core/startup/console-guard';
import { resetStartup } from '../../src/core/startup/guard';
import { totp } from './totp';

export const DEMO_PASSWORD = 'jumpserver';
/** The demo user with a bound authenticator: the login form sends her to an MFA step. */
export const ALICE_OTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const OTP_SECRETS: Record<string, string> = { alice: ALICE_OTP_SECRET };
const MFA_PATH = '/core/auth/login/mfa/';

/** Logs in against the real backend through its login form, from the test page's origin. */
export async function loginAs(username: string, password = DEMO_PASSWORD): Promise<void> {
  await fetch('/core/auth/login/', { credentials: 'same-origin' });
  const csrf = readCookie('jms_csrftoken') ?? '';
  const body = new URLSearchParams({ csrfmiddlewaretoken: csrf, username, password });
  let answer = await fetch('/core/auth/login/', { method: 'POST', body, redirect: 'manual', credentials: 'same-origin' });
  const otpSecret = OTP_SECRETS[username];
  if (otpSecret && password === DEMO_PASSWORD) answer = await passMfaStep(otpSecret);
  const check = await fetch('/api/v1/users/profile/', { credentials: 'same-origin' });
  if (!check.ok) throw new Error(`Login as ${username} failed (form answered ${answer.status}, profile ${check.status})`);
}

async function passMfaStep(otpSecret: string): Promise<Response> {
  await fetch(MFA_PATH, { credentials: 'same-origin' });
  const code = await totp(otpSecret);
  const body = new URLSearchParams({ csrfmiddlewaretoken: readCookie('jms_csrftoken') ?? '', mfa_type: 'otp', code });
  return fetch(MFA_PATH, { method: 'POST', body, redirect: 'manual', credentials: 'same-origin' });
}

export async function logout(): Promise<void> {
  await fetch('/core/auth/logout/', { redirect: 'manual', credentials: 'same-origin' });
}

/** A clean console state: no user, no stored preferences, the startup guard and the page's session not run. */
export function resetConsole(): void {
  resetSession();
  resetApp();
  resetStartup();
  resetConsoleGuard();
  resetConnection();
  forgetPageLanguage();
  localStorage.clear();
}
