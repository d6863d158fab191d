import { PROFILE_URL } from '../constants';
import { orgHeaderId, pageQueryOid } from '../orgs';
import { xpackEnabled } from '../public-settings';
import { activeRouter } from '../router';
import { sessionStore } from '../session/store';
import { createHttpClient, type HttpClient } from './client';
import { createRefreshTimer } from './refresh-timer';
import { digestSqlCount } from './sql-digest';
import type { RequestOptions } from './types';

export { createHttpClient, type HttpClient, type HttpClientConfig } from './client';
export { claimConnection, connectionStore, crossOrigin, serverOrigin, serverUrl, setToken } from './connection';
export { goToLogin, loginUrl } from './errors';
export { feedback, provideFeedback, type Feedback, type FlashKind, type Question } from './feedback';
export { failureText, HttpError, isHttpError } from './http-error';
export { listParams, METADATA_PARAMS, readPage, serializeParams, type ListQuery, type Page } from './list-query';
export { sqlDigest, sqlCountLevel, type SqlDigestEntry } from './sql-digest';
export type { HttpMethod, HttpResponse, QueryParams, RequestOptions } from './types';

let refreshAction: () => void = () => undefined;

/** What runs when no request has answered for 30 seconds (the session layer refreshes the profile). */
export function setRefreshAction(action: () => void): void {
  refreshAction = action;
}

/** Restarted by every answer but the profile's; when it runs out the refresh action runs. */
export const sessionRefreshTimer = createRefreshTimer(() => refreshAction());

/** The organization (X-JMS-ORG) the console's client sends a request in now. */
export function requestOrgId(): string | undefined {
  return orgHeaderId(pageQueryOid(activeRouter().queryLocation()), sessionStore.getState().currentOrg?.id, xpackEnabled());
}

/** The console's one HTTP client, shared by every element on the page. */
export const http = createHttpClient({
  orgId: requestOrgId,
  onResponse(response, request) {
    digestSqlCount(request.url, response.headers);
    if (request.url.split('?')[0] !== PROFILE_URL) sessionRefreshTimer.reset();
  },
});

const QUIET = { silent: true, handleUnauthorized: false } as const;

/**
 * The console's client for what a screen asks for before the session is known
 * (the first screen's list goes beside the profile): a failure, signed-out
 * included, says nothing; the screen meets it again, or shows it, once it has
 * mounted, and a signed-out visitor is the startup guard's to send away.
 */
export const quietHttp: HttpClient = {
  request: ((options: RequestOptions) => http.request({ ...options, ...QUIET })) as HttpClient['request'],
  get: (url, options) => http.get(url, { ...options, ...QUIET }),
  delete: (url, options) => http.delete(url, { ...options, ...QUIET }),
  options: (url, options) => http.options(url, { ...options, ...QUIET }),
  post: (url, data, options) => http.post(url, data, { ...options, ...QUIET }),
  put: (url, data, options) => http.put(url, data, { ...options, ...QUIET }),
  patch: (url, data, options) => http.patch(url, data, { ...options, ...QUIET }),
};
