import { LOGIN_PATH, PROFILE_URL, PUBLIC_SETTINGS_URL } from '../constants';
import { t } from '../i18n/catalogue';
import { leavePage } from '../navigation';
import { signInRedirects, signInRequired } from '../session/status';
import { crossOrigin, serverUrl } from './connection';
import { errorText } from './error-text';
import { feedback } from './feedback';
import { flashFailure } from './failure-flash';
import { HttpError } from './http-error';

/**
 * The error catalogue (spec section 8), status by status. `reactToError`
 * decides what the user sees; the 412 identity check is the client's, since
 * it replays the request.
 */
export function messageFor(error: HttpError): string {
  if (error.kind === 'network') return t('http.networkError');
  if (error.kind === 'timeout') return t('http.timeout');
  if (error.kind === 'aborted') return t('http.aborted');
  if (error.kind === 'not-data') return t('http.notData');
  switch (error.status) {
    case 400: {
      const data = error.data as { detail?: unknown } | undefined;
      if (typeof data?.detail === 'string' && data.detail) return data.detail;
      return errorText(data) || t('http.badRequest');
    }
    case 403:
      return t('http.forbidden');
    case 409:
      return t('http.conflict');
    case 413:
      return t('http.tooLarge');
    case 500:
      return t('http.serverError');
    case 502:
    case 503:
    case 504:
      return (typeof error.data === 'object' && errorText(error.data)) || t('http.unavailable', { status: error.status });
    default:
      return errorText(error.data, error.status, t('http.serverError')) || t('http.unexpected', { status: error.status });
  }
}

function isProfileUrl(url: string): boolean {
  return url.split('?')[0] === PROFILE_URL;
}

function isPublicSettingsUrl(url: string): boolean {
  return url.split('?')[0] === PUBLIC_SETTINGS_URL;
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

/** Shows what a failed request means to the user, unless the request asked for silence. */
export function reactToError(error: HttpError): void {
  const { url } = error.request;
  if (error.status === 401) {
    if (error.request.handleUnauthorized === false) return;
    // Embedded elements never leave the page: each shows its sign-in prompt.
    if (!signInRedirects()) signInRequired(loginUrl());
    else if (isProfileUrl(url)) goToLogin();
    else feedback().relogin(t('http.loginRequired'));
    return;
  }
  if (error.status === 400 && isPublicSettingsUrl(url)) {
    void feedback().alert(t('http.trustedDomains'));
    return;
  }
  if (error.kind === 'aborted' || error.request.silent) return;
  flashFailure(messageFor(error));
}
