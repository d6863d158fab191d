import { createStore } from 'zustand/vanilla';

/**
 * The one JumpServer a page talks to, and how: its address (the page's own
 * origin unless an element names another with `base-url`) and, for another
 * origin, a token sent as the Authorization header instead of cookies. One page
 * has one connection; the first element on it decides the address.
 */
export interface Connection {
  /** `https://jms.example.com` (no trailing slash); empty for the page's own origin. */
  baseUrl: string;
  /** The Authorization header's value, `Bearer …` or `Token …`; never stored, never logged. */
  authorization: string | undefined;
}

export const connectionStore = createStore<Connection & { configured: boolean }>(() => ({
  baseUrl: '',
  authorization: undefined,
  configured: false,
}));

/** `https://jms.example.com/` → `https://jms.example.com`; the page's own origin → ''. */
function normalizeBaseUrl(value: string | null | undefined): string {
  const text = value?.trim();
  if (!text) return '';
  let url: URL;
  try {
    url = new URL(text, window.location.href);
  } catch {
    return '';
  }
  const base = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  return base === window.location.origin ? '' : base;
}

/**
 * Claims the page's connection for an element's `base-url`. The first claim
 * decides; a later one naming another server is a conflict (false), one naming
 * none or the same server joins it.
 */
export function claimConnection(baseUrl: string | null | undefined): boolean {
  const wanted = normalizeBaseUrl(baseUrl);
  const current = connectionStore.getState();
  if (!current.configured) {
    connectionStore.setState({ baseUrl: wanted, configured: true });
    return true;
  }
  return !baseUrl || wanted === current.baseUrl;
}

/**
 * The token of `/api/v1/authentication/auth/` (sent as `Bearer <token>`), or a
 * whole header value with its scheme (`Token <private token>`). Empty clears it.
 */
export function setToken(token: string | null | undefined): void {
  const text = token?.trim();
  const authorization = !text ? undefined : /^(Bearer|Token)\s+\S/i.test(text) ? text : `Bearer ${text}`;
  if (authorization !== connectionStore.getState().authorization) connectionStore.setState({ authorization });
}

/** A server path (`/api/v1/…`, `/core/…`) on the connected server. */
export function serverUrl(path: string): string {
  const { baseUrl } = connectionStore.getState();
  return baseUrl && path.startsWith('/') && !path.startsWith('//') ? `${baseUrl}${path}` : path;
}

/** The connected server's origin: the page's own unless `base-url` names another. */
export function serverOrigin(): string {
  const { baseUrl } = connectionStore.getState();
  return baseUrl ? new URL(baseUrl).origin : window.location.origin;
}

export function crossOrigin(): boolean {
  return serverOrigin() !== window.location.origin;
}

/**
 * Cookies only where they are the credential: none with a token, the
 * server's own across origins without one, and the page's on the same origin.
 */
export function requestCredentials(): RequestCredentials {
  if (connectionStore.getState().authorization) return 'omit';
  return crossOrigin() ? 'include' : 'same-origin';
}

/** For tests: back to the page's own origin, no token. */
export function resetConnection(): void {
  connectionStore.setState({ baseUrl: '', authorization: undefined, configured: false });
}
