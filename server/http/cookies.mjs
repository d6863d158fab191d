// Cookie parsing and Django-style serialization: values with characters outside
// Django's legal set are double-quoted (so jms_public_key arrives as "LS0t...").

export function parseCookies(header) {
  /** @type {Record<string,string>} */
  const cookies = {};
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    const name = pair.slice(0, index).trim();
    let value = pair.slice(index + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (name && !(name in cookies)) {
      try {
        cookies[name] = decodeURIComponent(value);
      } catch {
        cookies[name] = value;
      }
    }
  }
  return cookies;
}

const LEGAL = /^[\w!#$%&'*+\-.^`|~:]*$/;

/**
 * @param {string} name @param {string} value
 * @param {{maxAge?: number, httpOnly?: boolean, path?: string, sameSite?: string, expires?: Date}} [options]
 */
export function serializeCookie(name, value, options = {}) {
  const encoded = LEGAL.test(value) ? value : `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  const parts = [`${name}=${encoded}`];
  if (options.maxAge !== undefined) {
    parts.push(`expires=${new Date(Date.now() + options.maxAge * 1000).toUTCString()}`);
    parts.push(`Max-Age=${options.maxAge}`);
  }
  if (options.httpOnly) parts.push('HttpOnly');
  parts.push(`Path=${options.path ?? '/'}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

export const expireCookie = (name) => serializeCookie(name, '', { maxAge: 0 });
