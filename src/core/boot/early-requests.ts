import { HTTP_PREFETCH_KEEP_MS, ORG_HEADER } from '../constants';

/**
 * Requests the page's first module sends before the runtime has evaluated
 * (host/boot.ts). The HTTP client takes an answer, once, when it would send
 * the very same request: method, address, organization and language (the
 * headers that change the answer). One it never sends so is left unread; a
 * token or another server never takes one (the boot module asks with the
 * page's cookies, on its own origin). One not taken within a few seconds is
 * dropped: a later visit of the same list must not show rows from the page's load.
 */
const early = new Map<string, Promise<Response>>();

const keyOf = (method: string, url: string, headers: Record<string, string>) => [method.toUpperCase(), url, headers[ORG_HEADER] ?? '', headers['Accept-Language'] ?? ''].join(' ');

/** Sends a GET or OPTIONS now, with the headers the HTTP client would send it with. */
export function askEarly(method: 'GET' | 'OPTIONS', url: string, headers: Record<string, string>): void {
  const key = keyOf(method, url, headers);
  if (early.has(key)) return;
  const answer = fetch(url, { method, headers, credentials: 'same-origin' });
  // A network failure is the client's to meet, asking again.
  answer.catch(() => early.delete(key));
  early.set(key, answer);
  setTimeout(() => {
    if (early.get(key) === answer) early.delete(key);
  }, HTTP_PREFETCH_KEEP_MS);
}

/** The answer to a request sent early, when this one is the same; each is taken once. */
export function takeEarly(method: string, url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const key = keyOf(method, url, headers);
  const answer = early.get(key);
  early.delete(key);
  return answer;
}
