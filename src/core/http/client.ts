import redaxios, { type Options as RedaxiosOptions, type Response as RedaxiosResponse } from 'redaxios';
import { CSRF_HEADER, HTTP_TIMEOUT_MS, ORG_HEADER } from '../constants';
import { takeEarly } from '../boot/early-requests';
import { csrfToken } from '../cookies';
import { requestedLanguage } from '../i18n/catalogue';
import { SERVER_LANGUAGE_CODES } from '../i18n/language';
import { connectionStore, requestCredentials, serverUrl } from './connection';
import { reactToError } from './errors';
import { feedback } from './feedback';
import { HttpError, isMarkup } from './http-error';
import { serializeParams } from './list-query';
import { timeZone } from './time-zone';
import type { HttpMethod, HttpResponse, QueryParams, RequestOptions } from './types';

export interface HttpClientConfig {
  /** The organization for X-JMS-ORG; undefined sends none. */
  orgId?: () => string | undefined;
  /** Called after every answer that reached the client, good or bad. */
  onResponse?: (response: HttpResponse, request: RequestOptions) => void;
  fetch?: typeof fetch;
}

export interface HttpClient {
  request<T = unknown>(options: RequestOptions & { raw: 1 | true }): Promise<HttpResponse<T>>;
  request<T = unknown>(options: RequestOptions): Promise<T>;
  get<T = unknown>(url: string, options?: Omit<RequestOptions, 'url' | 'method'>): Promise<T>;
  delete<T = unknown>(url: string, options?: Omit<RequestOptions, 'url' | 'method'>): Promise<T>;
  options<T = unknown>(url: string, options?: Omit<RequestOptions, 'url' | 'method'>): Promise<T>;
  post<T = unknown>(url: string, data?: unknown, options?: Omit<RequestOptions, 'url' | 'method' | 'data'>): Promise<T>;
  put<T = unknown>(url: string, data?: unknown, options?: Omit<RequestOptions, 'url' | 'method' | 'data'>): Promise<T>;
  patch<T = unknown>(url: string, data?: unknown, options?: Omit<RequestOptions, 'url' | 'method' | 'data'>): Promise<T>;
}

/**
 * A request that expects data got it: JSON, or an empty body. A text body that
 * is not JSON (redaxios leaves it a string) is a web page or a stray answer.
 */
function answeredWithData(response: HttpResponse, options: RequestOptions): boolean {
  if (options.responseType && options.responseType !== 'json') return true;
  if (typeof response.data !== 'string' || response.data === '') return true;
  return /json/i.test(response.headers?.get?.('content-type') ?? '') && !isMarkup(response);
}

/** An answer sent early, given up when the request is aborted or times out, as one sent now would be. */
function untilAborted(answer: Promise<Response> | undefined, signal: AbortSignal): Promise<Response> | undefined {
  if (!answer) return undefined;
  return Promise.race([answer, new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }))]);
}

// redaxios types its request function as a union of two signatures; one is enough here.
const send = redaxios as unknown as (config: RedaxiosOptions) => Promise<RedaxiosResponse<unknown>>;

/**
 * The one HTTP core (spec "The calls it makes"): CSRF, organization, time
 * zone and language headers, a 120 s time-out, no retries, and the error catalogue.
 */
export function createHttpClient(config: HttpClientConfig = {}): HttpClient {
  const baseFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function exchange(options: RequestOptions): Promise<HttpResponse> {
    const headers: Record<string, string> = {};
    const { authorization } = connectionStore.getState();
    // A token is the whole credential: no cookie goes along, so no CSRF token either.
    const csrf = authorization ? undefined : csrfToken();
    if (authorization) headers['Authorization'] = authorization;
    if (csrf) headers[CSRF_HEADER] = csrf;
    const org = config.orgId?.();
    if (org) headers[ORG_HEADER] = org;
    const zone = timeZone();
    if (zone) headers['X-TZ'] = zone;
    // The server answers in the page's language (an element's `lang`), not the browser's: labels, choices, errors.
    headers['Accept-Language'] = SERVER_LANGUAGE_CODES[requestedLanguage()];
    Object.assign(headers, options.headers);

    // redaxios has no time-out and no signal: both go through its fetch hook.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? HTTP_TIMEOUT_MS);
    const forwardAbort = () => controller.abort();
    options.signal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      const response = await send({
        url: serverUrl(options.url),
        method: options.method ?? 'get',
        params: options.params as Record<string, string> | undefined,
        paramsSerializer: (params) => serializeParams(params as QueryParams),
        data: options.data,
        headers,
        responseType: options.responseType ?? 'text',
        validateStatus: () => true,
        fetch: (input, init) =>
          (!authorization && untilAborted(takeEarly(init?.method ?? 'GET', String(input), headers), controller.signal)) ||
          baseFetch(input, { ...init, signal: controller.signal, credentials: requestCredentials() }),
      });
      return { status: response.status, data: response.data, headers: response.headers, url: options.url };
    } catch (cause) {
      if (timedOut) throw new HttpError('timeout', 'Request timed out', options);
      if (controller.signal.aborted) throw new HttpError('aborted', 'Request aborted', options);
      throw new HttpError('network', cause instanceof Error ? cause.message : 'Network error', options);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request(options: RequestOptions): Promise<unknown> {
    let response: HttpResponse;
    try {
      response = await exchange(options);
    } catch (error) {
      if (error instanceof HttpError) await reactToError(error);
      throw error;
    }
    config.onResponse?.(response, options);
    if (response.status >= 200 && response.status < 400) {
      if (!answeredWithData(response, options)) {
        // Taken as success, a list would show "no data" and a form would close as if saved.
        const error = new HttpError('not-data', `Status ${response.status} without data`, options, response);
        await reactToError(error);
        throw error;
      }
      return options.raw === 1 || options.raw === true ? response : response.data;
    }
    const error = new HttpError('http', `Request failed with status ${response.status}`, options, response);
    if (response.status === 412) {
      const code = (response.data as { code?: unknown } | undefined)?.code;
      const confirmed = await feedback().confirmIdentity(typeof code === 'string' ? code : 'password');
      if (confirmed) return request(options);
      throw error;
    }
    await reactToError(error);
    throw error;
  }

  const withoutBody =
    (method: HttpMethod) =>
    (url: string, options: Omit<RequestOptions, 'url' | 'method'> = {}) =>
      request({ ...options, url, method });
  const withBody =
    (method: HttpMethod) =>
    (url: string, data?: unknown, options: Omit<RequestOptions, 'url' | 'method' | 'data'> = {}) =>
      request({ ...options, url, method, data });

  return {
    request: request as HttpClient['request'],
    get: withoutBody('get') as HttpClient['get'],
    delete: withoutBody('delete') as HttpClient['delete'],
    options: withoutBody('options') as HttpClient['options'],
    post: withBody('post') as HttpClient['post'],
    put: withBody('put') as HttpClient['put'],
    patch: withBody('patch') as HttpClient['patch'],
  };
}
