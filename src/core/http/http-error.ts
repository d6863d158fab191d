import type { HttpResponse, RequestOptions } from './types';

/**
 * Every failed request rejects with one of these: `http` carries the server's
 * status and body, the other kinds never reached an answer.
 */
export type HttpErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

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
    this.data = response?.data;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
