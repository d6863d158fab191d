import { t } from '../i18n/catalogue';
import { PUBLIC_SETTINGS_URL } from '../constants';
import { errorText } from './error-text';
import { feedback } from './feedback';
import { flashFailure } from './failure-flash';
import type { HttpError } from './http-error';

// Loaded on a page's first failed request, with the catalogue's `errors` part
// (src/core/http/errors.ts): no first screen shows any of it.

/** The error catalogue (spec section 8), status by status. */
export function messageFor(error: HttpError): string {
  if (error.kind === 'network') return t('connection.networkError');
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

/** Shows a failure other than a 401: the trusted-domains hint for the settings' 400, else its flash. */
export function showFailure(error: HttpError): void {
  if (error.status === 400 && error.request.url.split('?')[0] === PUBLIC_SETTINGS_URL) {
    void feedback().alert(t('http.trustedDomains'));
    return;
  }
  if (error.request.silent) return;
  flashFailure(messageFor(error));
}
