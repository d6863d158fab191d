// A playbook made from an uploaded zip (v3.8.2 PlaybookViewSet.perform_create with a multipart body: the
// serializer's `path` FileField is the zip, the name defaults to the file's name, and the archive becomes the
// playbook's work directory, which must hold main.yml at its top). Here the directory is playbook_files rows;
// the archive is read before anything is written, so a bad one leaves no playbook behind.
import { HttpError } from '../http/errors.mjs';
import { readZip, ZipError } from '../util/zip.mjs';
import { isValidName } from './playbook-files.mjs';
import { assertWithinQuota, MAX_PLAYBOOK_ENTRIES, PLAYBOOK_QUOTA_BYTES } from './playbook-quota.mjs';

const MAIN = 'main.yml';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The archives read for requests whose playbook is not written yet. */
const pending = new WeakMap();

/** parse_playbook_name: "site.zip" names the playbook "site" (the part before the last dot). */
const nameOf = (filename) => {
  const parts = filename.split(/[\\/]/).pop()?.split('.') ?? [];
  return parts.length >= 2 ? parts[parts.length - 2] : filename;
};

/** Every directory an entry sits in: an archive need not list them. A name both a file and a directory is there twice. */
function withParents(entries) {
  const dirs = new Set(entries.filter((entry) => entry.isDir).map((entry) => entry.name));
  for (const entry of entries) {
    const parts = entry.name.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) dirs.add(parts.slice(0, depth).join('/'));
  }
  return [
    ...[...dirs].map((name) => ({ key: name, is_dir: 1, content: '' })),
    ...entries.filter((entry) => !entry.isDir).map((entry) => ({ key: entry.name, is_dir: 0, content: textOf(entry.data) })),
  ];
}

function textOf(data) {
  try {
    return utf8.decode(data);
  } catch {
    return 'Unsupported file content';
  }
}

/**
 * toInternal of a playbook: with an uploaded `path`, the name it gives and its files read (kept for afterSave).
 * @param {any} input @param {any} ctx
 */
export function readUploadedPlaybook(input, ctx) {
  // Only a create unpacks its archive (perform_create); an update leaves the work directory as it is.
  const file = ctx.method === 'POST' ? ctx.uploadedFiles?.().path : undefined;
  if (!file || !input || typeof input !== 'object') return input;
  let entries;
  try {
    entries = readZip(file.data, { maxBytes: PLAYBOOK_QUOTA_BYTES, maxEntries: MAX_PLAYBOOK_ENTRIES });
  } catch (error) {
    if (error instanceof ZipError) throw new HttpError(400, { msg: `Unzip failed: ${error.message}` });
    throw error;
  }
  const bad = entries.find((entry) => entry.name.split('/').some((part) => !isValidName(part)));
  if (bad) throw new HttpError(400, { msg: `Unzip failed: Invalid file name in zip file: ${JSON.stringify(bad.name)}` });
  if (!entries.some((entry) => entry.name === MAIN && !entry.isDir)) throw new HttpError(400, { detail: ctx.t('no valid program entry found.'), code: 'error' });
  const files = withParents(entries);
  const keys = new Set();
  for (const entry of files) {
    if (keys.has(entry.key)) throw new HttpError(400, { msg: `Unzip failed: ${entry.key} is in the zip file twice` });
    keys.add(entry.key);
  }
  const added = files.reduce((sum, entry) => sum + Buffer.byteLength(entry.content), 0);
  assertWithinQuota(ctx.services.db, { creatorId: ctx.user.id, added, entries: files.length });
  pending.set(ctx.req, files);
  const { path: _path, ...rest } = input;
  return { ...rest, name: rest.name || nameOf(file.filename) };
}

/**
 * afterSave of a playbook: a new one made from a zip gets the zip's files as its work directory.
 * @param {any} row @param {any} ctx @param {boolean} created
 */
export function writeUploadedPlaybook(row, ctx, created) {
  const files = pending.get(ctx.req);
  if (!created || !files) return;
  pending.delete(ctx.req);
  for (const file of files) ctx.services.db.run('INSERT INTO playbook_files (playbook_id, key, is_dir, content) VALUES (?, ?, ?, ?)', row.id, file.key, file.is_dir, file.content);
}
