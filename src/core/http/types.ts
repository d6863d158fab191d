export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options' | 'head';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  url: string;
  method?: HttpMethod;
  params?: QueryParams;
  data?: unknown;
  headers?: Record<string, string>;
  /** 1 (or true) returns the whole response instead of its body. */
  raw?: 0 | 1 | boolean;
  /** Turns off the automatic error flash; the caller shows the error itself. */
  silent?: boolean;
  /**
   * false leaves a 401 to the caller: no re-login dialog and no jump to the
   * login page. The startup guard decides itself where a logged-out user goes.
   */
  handleUnauthorized?: boolean;
  timeoutMs?: number;
  responseType?: 'json' | 'text' | 'blob' | 'arrayBuffer';
  signal?: AbortSignal;
}

export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
  headers: Headers;
  url: string;
}
