// Session recordings where JumpServer keeps them: asciicast v2, gzipped, at
// `<data>/media/replay/<YYYY-MM-DD of the start, UTC>/<session id>.cast.gz`. The
// replay API answers where the file is (src) and its type; the file itself is
// served under /media/replay/ with `Content-Encoding: gzip`, as JumpServer's nginx
// serves it (without asking who reads it: the session id in the path is the key).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { asyncAnswer } from '../http/async-answer.mjs';
import { HttpError } from '../http/errors.mjs';
import { reply } from '../http/reply.mjs';
import { isUuid } from '../util/ids.mjs';
import { tarArchive } from '../util/tar.mjs';

const SUFFIX = '.cast.gz';

/** `2024-05-01/<id>.cast.gz`: JumpServer's relative path (the start date in UTC, as Django stores it). */
export function replayRelativePath(session) {
  return `${new Date(session.date_start).toISOString().slice(0, 10)}/${session.id}${SUFFIX}`;
}

const mediaPath = (dataDir, relative) => join(dataDir, 'media', 'replay', relative);

/** Keeps a recording (asciicast text) for a session; returns its gzipped size. */
export function saveReplay(dataDir, session, cast) {
  const file = mediaPath(dataDir, replayRelativePath(session));
  const gzipped = gzipSync(cast);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, gzipped);
  return gzipped.length;
}

/** The recording's file, or the 404 JumpServer's storage handler answers when there is none. */
function replayFile(ctx, session) {
  const file = mediaPath(ctx.services.config.dataDir, replayRelativePath(session));
  if (!existsSync(file)) throw new HttpError(404, { error: 'Not found REPLAY file' });
  return file;
}

const downloadUrl = (session) => `/api/v1/terminal/sessions/${session.id}/replay/download/`;

/** GET sessions/<id>/replay/: asynchronous like JumpServer's, so the first call answers `{"status": "running"}`. */
export function replayAnswer(ctx, session) {
  return asyncAnswer(ctx, () => {
    replayFile(ctx, session);
    return {
      type: 'asciicast',
      src: `/media/replay/${replayRelativePath(session)}`,
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
  const file = replayFile(ctx, session);
  const archive = tarArchive([
    { name: `${session.id}${SUFFIX}`, data: readFileSync(file) },
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
      const id = file.endsWith(SUFFIX) ? file.slice(0, -SUFFIX.length) : '';
      const path = /^\d{4}-\d{2}-\d{2}$/.test(date) && isUuid(id) ? mediaPath(ctx.services.config.dataDir, `${date}/${file}`) : '';
      if (!path || !existsSync(path)) return reply(404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8' });
      return reply(200, readFileSync(path), { 'Content-Type': 'application/octet-stream', 'Content-Encoding': 'gzip', 'Cache-Control': 'private, max-age=3600' });
    },
    { auth: 'anonymous', name: 'Replay file' },
  );
}
