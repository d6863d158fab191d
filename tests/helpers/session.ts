import { readCookie } from '../../src/core/cookies';
import { resetSession } from '../../src/core/session/store';
import { resetConnection } from '../../src/core/http/connection';
import { forgetPageLanguage } from '../../src/core/i18n';
import { resetApp } from '../../src/core/startup/app-state';
import { resetStartup } from '../../src/core/startup/guard';

export const DEMO_PASSWORD = 'jumpserver';

/** Logs in against the real backend through its login form, from the test page's origin. */
export async function loginAs(username: string, password = DEMO_PASSWORD): Promise<void> {
  await fetch('/core/auth/login/', { credentials: 'same-origin' });
  const csrf = readCookie('jms_csrftoken') ?? '';
  const body = new URLSearchParams({ csrfmiddlewaretoken: csrf, username, password });
  const answer = await fetch('/core/auth/login/', { method: 'POST', body, redirect: 'manual', credentials: 'same-origin' });
  const check = await fetch('/api/v1/users/profile/', { credentials: 'same-origin' });
  if (!check.ok) throw new Error(`Login as ${username} failed (form answered ${answer.status}, profile ${check.status})`);
}

export async function logout(): Promise<void> {
  await fetch('/core/auth/logout/', { redirect: 'manual', credentials: 'same-origin' });
}

/** A clean console state: no user, no stored preferences, the startup guard and the page's session not run. */
export function resetConsole(): void {
  resetSession();
  resetApp();
  resetStartup();
  resetConnection();
  forgetPageLanguage();
  localStorage.clear();
}
