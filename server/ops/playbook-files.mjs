// A playbook's files (v3.8.2 PlaybookFileBrowserAPIView, /api/v1/ops/playbook/<id>/file/): the tree of its work
// directory as zTree nodes, a file's content by ?key=, and creating, renaming, editing and deleting entries.
// JumpServer keeps them on disk; here they are rows (playbook_files), and a playbook nobody has edited holds the
// main.yml a blank playbook starts with.
import { HttpError, notFound } from '../http/errors.mjs';
import { reply } from '../http/reply.mjs';
import { assertWithinQuota } from './playbook-quota.mjs';

const MAIN = 'main.yml';
const BLANK = '## write your playbook here';
const PROTECTED = new Set(['root', MAIN]);

const parentOf = (key) => (key.includes('/') ? key.slice(0, key.lastIndexOf('/')) : '');
const baseName = (key) => key.slice(key.lastIndexOf('/') + 1);
/** A key the client sends may name the tree's root as its parent ("root/x"). */
const cleanKey = (key) => (parentOf(key) === 'root' ? baseName(key) : key);
/** JMSException(detail={"msg": …}): a 400 whose body is the message alone. */
const refused = (msg) => new HttpError(400, { msg });
const invalidPath = () => refused('Invalid file path');

const hasSeparatorOrControl = (name) => [...name].some((char) => char === '/' || char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
/** A file or directory name: not empty, `.` or `..`, no slash, backslash or control character, at most 255 characters. */
export const isValidName = (name) => typeof name === 'string' && name.length > 0 && name.length <= 255 && name !== '.' && name !== '..' && !hasSeparatorOrControl(name);

function safeKey(key) {
  if (!key.split('/').every(isValidName)) throw invalidPath();
  return key;
}

/** A text the body must give as a string (a key, a name, a content); an object or a number is refused, not turned into "[object Object]". */
function text(body, name, fallback = '') {
  const value = body[name] ?? fallback;
  if (typeof value !== 'string') throw refused(`${name} must be a string`);
  return value;
}

/** The entry itself and everything under it, without LIKE (whose % and _ a key may hold). */
const UNDER = "(key = ? OR substr(key, 1, length(?) + 1) = ? || '/')";
const under = (key) => [key, key, key];

function playbookOf(ctx) {
  const row = ctx.services.store.find(ctx.services.registry.get('playbook'), ctx, ctx.params.id);
  if (!row) throw notFound('Playbook');
  return row;
}

/** The playbook's entries ({key, is_dir, content}), its blank main.yml until something was written. */
function entries(db, playbookId) {
  const rows = db.all('SELECT key, is_dir, content FROM playbook_files WHERE playbook_id = ? ORDER BY key', playbookId);
  return rows.length ? rows : [{ key: MAIN, is_dir: 0, content: BLANK }];
}

/** Writes the virtual main.yml down before the first change, so the change applies to the playbook's real files. */
function materialize(db, playbookId) {
  if (db.get('SELECT 1 AS hit FROM playbook_files WHERE playbook_id = ? LIMIT 1', playbookId)) return;
  db.run('INSERT INTO playbook_files (playbook_id, key, is_dir, content) VALUES (?, ?, 0, ?)', playbookId, MAIN, BLANK);
}

const treeNode = (entry) => ({
  name: baseName(entry.key),
  title: baseName(entry.key),
  ...(entry.is_dir ? {} : { iconSkin: 'file' }),
  id: entry.key,
  isParent: Boolean(entry.is_dir),
  open: Boolean(entry.is_dir),
  pId: parentOf(entry.key) || 'root',
  temp: false,
});

function browse(ctx) {
  const playbook = playbookOf(ctx);
  const files = entries(ctx.services.db, playbook.id);
  const key = ctx.query.get('key');
  if (key) {
    const entry = files.find((file) => file.key === safeKey(cleanKey(key)));
    if (!entry || entry.is_dir) throw invalidPath();
    return { content: entry.content };
  }
  // Directories first at each level, then files, each sorted (os.walk with sorted names).
  const dirs = files.filter((file) => file.is_dir);
  const plain = files.filter((file) => !file.is_dir);
  return [
    { name: playbook.name, title: playbook.name, id: 'root', isParent: true, open: true, pId: '', temp: false },
    ...['', ...dirs.map((dir) => dir.key)].flatMap((parent) => [
      ...dirs.filter((dir) => parentOf(dir.key) === parent).map(treeNode),
      ...plain.filter((file) => parentOf(file.key) === parent).map(treeNode),
    ]),
  ];
}

/** The request's JSON object, else a 400. */
async function objectBody(ctx) {
  const body = (await ctx.body()) ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw refused('Invalid data: expected an object');
  return body;
}

async function create(ctx) {
  const playbook = playbookOf(ctx);
  const { db } = ctx.services;
  const body = await objectBody(ctx);
  const rawParent = text(body, 'key');
  const parent = rawParent && rawParent !== 'root' ? safeKey(cleanKey(rawParent)) : '';
  const isDirectory = Boolean(body.is_directory);
  const wanted = text(body, 'name') || (isDirectory ? 'new_dir' : 'new_file.yml');
  const content = isDirectory ? '' : text(body, 'content');
  if (!isValidName(wanted)) throw invalidPath();
  const files = entries(db, playbook.id);
  if (parent && !files.some((entry) => entry.key === parent && entry.is_dir)) throw invalidPath();
  const taken = new Set(files.map((entry) => entry.key));
  const keyOf = (name) => (parent ? `${parent}/${name}` : name);
  let name = wanted;
  for (let n = 1; taken.has(keyOf(name)); n += 1) name = `${wanted}(${n})`;
  if (!isValidName(name)) throw invalidPath();
  materialize(db, playbook.id);
  assertWithinQuota(db, { playbookId: playbook.id, creatorId: playbook.creator_id, added: Buffer.byteLength(content), entries: 1 });
  db.run('INSERT INTO playbook_files (playbook_id, key, is_dir, content) VALUES (?, ?, ?, ?)', playbook.id, keyOf(name), isDirectory ? 1 : 0, content);
  const created = { name, title: name, id: keyOf(name), isParent: isDirectory, pId: parent || 'root', open: true };
  return isDirectory ? created : { ...created, iconSkin: 'file' };
}

async function change(ctx) {
  const playbook = playbookOf(ctx);
  const { db } = ctx.services;
  const body = await objectBody(ctx);
  const rawKey = text(body, 'key');
  const newName = text(body, 'new_name');
  if (!rawKey || rawKey === 'root') return reply(400, '');
  const key = safeKey(cleanKey(rawKey));
  if (PROTECTED.has(key) && newName) throw refused('This file can not be rename');
  materialize(db, playbook.id);
  if (newName) {
    if (!isValidName(newName)) throw invalidPath();
    const renamed = parentOf(key) ? `${parentOf(key)}/${newName}` : newName;
    if (renamed === key) return reply(200, '');
    // Taken: the name itself, or anything under it (a key may have no directory entry of its own).
    if (db.get(`SELECT 1 AS hit FROM playbook_files WHERE playbook_id = ? AND ${UNDER} LIMIT 1`, playbook.id, ...under(renamed))) throw refused('File already exists');
    // A directory takes what it holds with it.
    db.run(`UPDATE playbook_files SET key = ? || substr(key, ?) WHERE playbook_id = ? AND ${UNDER}`, renamed, key.length + 1, playbook.id, ...under(key));
  } else if (!body.is_directory) {
    const content = text(body, 'content');
    const before = db.get('SELECT length(CAST(content AS BLOB)) AS bytes FROM playbook_files WHERE playbook_id = ? AND key = ? AND is_dir = 0', playbook.id, key);
    if (!before) throw invalidPath();
    assertWithinQuota(db, { playbookId: playbook.id, creatorId: playbook.creator_id, added: Buffer.byteLength(content), freed: before.bytes });
    db.run('UPDATE playbook_files SET content = ? WHERE playbook_id = ? AND key = ? AND is_dir = 0', content, playbook.id, key);
  }
  return reply(200, '');
}

function remove(ctx) {
  const playbook = playbookOf(ctx);
  const key = ctx.query.get('key') ?? '';
  if (!key) throw refused('File key is required');
  const clean = key === 'root' ? key : safeKey(cleanKey(key));
  if (PROTECTED.has(clean)) throw refused('This file can not be delete');
  const { db } = ctx.services;
  materialize(db, playbook.id);
  db.run(`DELETE FROM playbook_files WHERE playbook_id = ? AND ${UNDER}`, playbook.id, ...under(clean));
  return { msg: 'ok' };
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerPlaybookFileRoutes(router) {
  const path = '/api/v1/ops/playbook/:id/file/';
  const options = { perm: 'ops.change_playbook', name: 'Playbook File Browser' };
  router.add('GET', path, browse, options);
  router.add('POST', path, create, options);
  router.add('PATCH', path, change, options);
  router.add('DELETE', path, remove, options);
}
