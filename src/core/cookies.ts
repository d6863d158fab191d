import { COOKIES } from './constants';

/** Reads a cookie; Django quotes values that hold `=` or `/`, so quotes are stripped. None where there is no document (server-side rendering). */
export function readCookie(name: string, source: string = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of source.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

interface CookieOptions {
  /** Lifetime in seconds; without it the cookie lasts for the browser session. */
  maxAgeSeconds?: number;
  path?: string;
}

export function writeCookie(name: string, value: string, { maxAgeSeconds, path = '/' }: CookieOptions = {}): void {
  let cookie = `${name}=${encodeURIComponent(value)}; path=${path}; SameSite=Lax`;
  if (maxAgeSeconds !== undefined) cookie += `; max-age=${Math.round(maxAgeSeconds)}`;
  document.cookie = cookie;
}

/** The server tells its cookie-name prefix in a cookie of its own (`jms_` unless configured). */
export function cookiePrefix(): string {
  return readCookie(COOKIES.cookiePrefix) || COOKIES.defaultPrefix;
}

export function csrfToken(): string | undefined {
  return readCookie(`${cookiePrefix()}csrftoken`);
}
