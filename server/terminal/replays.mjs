// Session recordings where JumpServer keeps them, at
// `<data>/media/replay/<YYYY-MM-DD of the start, UTC>/<session id><suffix>`: the
// suffix says the format (asciicast, Guacamole instructions, the older JSON
// terminal format, all gzipped; or an mp4 video). The replay API answers where
// the file is (src) and its type; the file itself is served under /media/replay/
// (gzip files with `Content-Encoding: gzip`) as JumpServer's nginx serves it:
// without asking who reads it, the session id in the path is the key.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { asyncAnswer } from '../http/async-answer.mjs';
import { HttpError } from '../http/errors.mjs';
import { reply } from '../http/reply.mjs';
import { isUuid } from '../util/ids.mjs';
import { tarArchive } from '../util/tar.mjs';

/** The suffixes JumpServer's storage looks for, in its order (Session.DEFAULT_SUFFIXES). */
export const REPLAY_SUFFIXES = ['.replay.gz', '.cast.gz', '.gz', '.replay.mp4'];

/** The player a file needs, as JumpServer's replay API decides it (SessionReplayViewSet.get_replay_data). */
function replayType(session, suffix) {
  if (suffix === '.cast.gz') return 'asciicast';
  if (suffix === '.replay.mp4') return 'mp4';
  return ['rdp', 'vnc'].includes(session.protocol) ? 'guacamole' : 'json';
}

/** `2024-05-01/<id>.cast.gz`: JumpServer's relative path (the start date in UTC, as Django stores it). */
export function replayRelativePath(session, suffix = '.cast.gz') {
  return `${new Date(session.date_start).toISOString().slice(0, 10)}/${session.id}${suffix}`;
}

const mediaPath = (dataDir, relative) => join(dataDir, 'media', 'replay', relative);

/** Keeps a recording for a session (text or bytes; gzipped when its suffix says so); returns the file's size. */
export function saveReplay(dataDir, session, data, suffix = '.cast.gz') {
  const file = mediaPath(dataDir, replayRelativePath(session, suffix));
  const stored = suffix.endsWith('.gz') ? gzipSync(data) : data;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, stored);
  return stored.length;
}

/** The recording's file and suffix, or the 404 JumpServer's storage handler answers when there is none. */
function replayFile(ctx, session) {
  for (const suffix of REPLAY_SUFFIXES) {
    const file = mediaPath(ctx.services.config.dataDir, replayRelativePath(session, suffix));
    if (existsSync(file)) return { file, suffix };
  }
  throw new HttpError(404, { error: 'Not found REPLAY file' });
}

const downloadUrl = (session) => `/api/v1/terminal/sessions/${session.id}/replay/download/`;

/** GET sessions/<id>/replay/: asynchronous like JumpServer's, so the first call answers `{"status": "running"}`. */
export function replayAnswer(ctx, session) {
  return asyncAnswer(ctx, () => {
    const { suffix } = replayFile(ctx, session);
    return {
      type: replayType(session, suffix),
      src: `/media/replay/${replayRelativePath(session, suffix)}`,
      user: session.user,
      asset: session.asset,
      account: session.account,
      date_start: session.date_start,
      date_end: session.date_end,
      download_url: downloadUrl(session),
    };
  });
}

/** GET sessions/<id>/replay/download/: a tar of the recording and the session's description. */
export function replayDownload(ctx, session, description) {
  const { file, suffix } = replayFile(ctx, session);
  const archive = tarArchive([
    { name: `${session.id}${suffix}`, data: readFileSync(file) },
    { name: `${session.id}.json`, data: Buffer.from(JSON.stringify(description)) },
  ]);
  return reply(200, archive, {
    'Content-Type': 'application/octet-stream',
    'Content-Disposition': `attachment; filename*=UTF-8''${session.id}.tar`,
  });
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerReplayFileRoutes(router) {
  router.add(
    'GET',
    '/media/replay/:date/:file',
    (ctx) => {
      const { date, file } = ctx.params;
      const suffix = REPLAY_SUFFIXES.find((candidate) => isUuid(file.slice(0, -candidate.length)) && file.endsWith(candidate));
      const path = /^\d{4}-\d{2}-\d{2}$/.test(date) && suffix ? mediaPath(ctx.services.config.dataDir, `${date}/${file}`) : '';
      if (!path || !existsSync(path)) return reply(404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8' });
      const encoding = suffix.endsWith('.gz') ? { 'Content-Type': 'application/octet-stream', 'Content-Encoding': 'gzip' } : { 'Content-Type': 'video/mp4' };
      return reply(200, readFileSync(path), { ...encoding, 'Cache-Control': 'private, max-age=3600' });
    },
    { auth: 'anonymous', name: 'Replay file' },
  );
}
