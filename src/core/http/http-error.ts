import type { HttpResponse, RequestOptions } from './types';

/**
 * Every failed request rejects with one of these: `http` carries the server's
 * status and body; `not-data` is a success status whose body is not data (a
 * proxy's or a login page's HTML where JSON was due); the other kinds never
 * reached an answer.
 */
type HttpErrorKind = 'http' | 'not-data' | 'network' | 'timeout' | 'aborted';

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number;
  readonly data: unknown;
  readonly request: RequestOptions;
  readonly response: HttpResponse | undefined;

  constructor(kind: HttpErrorKind, message: string, request: RequestOptions, response?: HttpResponse) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.request = request;
    this.response = response;
    this.status = response?.status ?? 0;
    // A web page (a proxy's 502, a login page) is no message for a person: it is kept on the response only.
    this.data = isMarkup(response) ? undefined : response?.data;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

/** An answer whose body is HTML or XML rather than data or a short text. */
export function isMarkup(response: HttpResponse | undefined): boolean {
  if (!response || typeof response.data !== 'string') return false;
  return /html|xml/i.test(response.headers?.get?.('content-type') ?? '') || /^\s*</.test(response.data);
}
