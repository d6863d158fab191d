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
  /**
   * What the error catalogue tells the user of it: the client sets it before
   * the request rejects (the catalogue loads on the first failure), so a
   * failure's every handler reads it at once; none for an aborted request.
   */
  userMessage: string | undefined;

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

/** What to tell the user of a failure: the error catalogue's text for a request's, else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  return (isHttpError(error) && error.userMessage) || fallback;
}

/** An answer whose body is HTML or XML rather than data or a short text. */
export function isMarkup(response: HttpResponse | undefined): boolean {
  if (!response || typeof response.data !== 'string') return false;
  return /html|xml/i.test(response.headers?.get?.('content-type') ?? '') || /^\s*</.test(response.data);
}
