import errorMessages from 'jms:messages/errors';
import { LOGIN_PATH, MESSAGE_FLASH_MS, PROFILE_URL } from '../constants';
import { t, withMessages } from '../i18n/catalogue';
import { leavePage } from '../navigation';
import { signInRedirects, signInRequired } from '../session/status';
import { crossOrigin, serverUrl } from './connection';
import { feedback } from './feedback';
import type { HttpError } from './http-error';

function isProfileUrl(url: string): boolean {
  return url.split('?')[0] === PROFILE_URL;
}

/**
 * The login page of the connected server, coming back to where the user is
 * now: the page's path on its own origin, its whole address from another.
 */
export function loginUrl(): string {
  const here = crossOrigin() ? location.href : `${location.pathname}${location.search}${location.hash}`;
  return `${serverUrl(LOGIN_PATH)}?next=${encodeURIComponent(here)}`;
}

export function goToLogin(): void {
  leavePage(loginUrl());
}

const loadCatalogue = withMessages(errorMessages, () => import('./error-catalogue'));

/**
 * Tells the user what a failed request means, unless it asked for silence,
 * and names it (userMessage) once the error catalogue has loaded: the client
 * rejects after that. A 401 loads nothing: its answer is the sign-in.
 */
export async function reactToError(error: HttpError): Promise<void> {
  if (error.kind === 'aborted') return;
  if (error.status === 401) {
    reactToSignedOut(error);
    return;
  }
  const catalogue = await loadCatalogue().catch(() => undefined);
  if (catalogue) {
    error.userMessage = catalogue.messageFor(error);
    catalogue.showFailure(error);
    return;
  }
  // Even the catalogue did not come: the server is out of reach.
  error.userMessage = t('connection.networkError');
  if (!error.request.silent) feedback().flash(error.userMessage, 'error', MESSAGE_FLASH_MS);
}

function reactToSignedOut(error: HttpError): void {
  if (error.request.handleUnauthorized === false) return;
  // Embedded elements never leave the page: each shows its sign-in prompt.
  if (!signInRedirects()) signInRequired(loginUrl());
  else if (isProfileUrl(error.request.url)) goToLogin();
  else feedback().relogin(t('connection.loginRequired'));
}
