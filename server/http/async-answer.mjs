// JumpServer's AsyncApiMixin: a slow view (a session's replay, which may first be
// fetched from external storage) answers its first call with a "running" marker
// and computes in the background; the same user's next call of the same URL gets
// the result, kept 10 minutes. `?refresh=1` starts over. A console that plays
// against a real server must poll, so this backend answers the same way.
import { createHash } from 'node:crypto';
import { HttpError } from './errors.mjs';
import { reply } from './reply.mjs';

const KEEP_MS = 600_000;
/** @type {WeakMap<object, Map<string, {at: number, result: {status: number, body: unknown}}>>} */
const answersByBackend = new WeakMap();

function cacheKey(ctx) {
  const query = [...ctx.query]
    .filter(([name]) => name !== '_' && name !== 'refresh')
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const digest = createHash('md5').update(`${ctx.url.pathname}?${query}`).digest('hex');
  return `${ctx.method}_${digest}_${ctx.user?.id ?? ''}`;
}

/**
 * @param {any} ctx
 * @param {() => unknown} compute the view itself: a body, or a thrown HttpError for an error answer
 */
export function asyncAnswer(ctx, compute) {
  let answers = answersByBackend.get(ctx.services);
  if (!answers) answersByBackend.set(ctx.services, (answers = new Map()));
  const key = cacheKey(ctx);
  const now = Date.now();
  for (const [stale, entry] of answers) if (now - entry.at > KEEP_MS) answers.delete(stale);
  const kept = ctx.query.get('refresh') ? undefined : answers.get(key);
  if (kept) return reply(kept.result.status, kept.result.body);
  let result;
  try {
    result = { status: 200, body: compute() };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    result = { status: error.status, body: error.body };
  }
  answers.set(key, { at: now, result });
  return { status: 'running', start_time: now / 1000, key };
}
