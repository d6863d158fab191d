// What handlers return: a plain value is a 200 JSON body; reply() sets the status,
// headers or a non-JSON body.
const REPLY = Symbol('reply');

/** @param {number} status @param {any} [body] @param {Record<string, string|string[]>} [headers] */
export function reply(status, body, headers = {}) {
  return { [REPLY]: true, status, body, headers };
}

export const isReply = (value) => Boolean(value && value[REPLY]);

export const redirect = (location, headers = {}) => reply(302, '', { Location: location, ...headers });

export const html = (text, status = 200, headers = {}) =>
  reply(status, text, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache, no-store, must-revalidate', ...headers });
