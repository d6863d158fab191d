// A playbook's files (v3.8.2 PlaybookFileBrowserAPIView, /api/v1/ops/playbook/<id>/file/): the tree of its work
// directory as zTree nodes, a file's content by ?key=, and creating, renaming, editing and deleting entries.
// JumpServer keeps them on disk; here they are rows (playbook_files), and a playbook nobody has edited holds the
// main.yml a blank playbook starts with.
import { HttpError, notFound } from '../http/errors.mjs';
import { reply } from '../http/reply.mjs';

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

function safeKey(key) {
  if (key.split('/').some((part) => part === '..' || part === '') || key.startsWith('/')) throw invalidPath();
  return key;
}

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

async function create(ctx) {
  const playbook = playbookOf(ctx);
  const { db } = ctx.services;
  const body = (await ctx.body()) ?? {};
  const parent = body.key && body.key !== 'root' ? safeKey(cleanKey(String(body.key))) : '';
  const isDirectory = Boolean(body.is_directory);
  const wanted = String(body.name || (isDirectory ? 'new_dir' : 'new_file.yml'));
  if (wanted.includes('/')) throw invalidPath();
  const taken = new Set(entries(db, playbook.id).map((entry) => entry.key));
  const keyOf = (name) => (parent ? `${parent}/${name}` : name);
  let name = wanted;
  for (let n = 1; taken.has(keyOf(name)); n += 1) name = `${wanted}(${n})`;
  materialize(db, playbook.id);
  db.run(
    'INSERT INTO playbook_files (playbook_id, key, is_dir, content) VALUES (?, ?, ?, ?)',
    playbook.id,
    keyOf(name),
    isDirectory ? 1 : 0,
    isDirectory ? '' : String(body.content ?? ''),
  );
  const created = { name, title: name, id: keyOf(name), isParent: isDirectory, pId: parent || 'root', open: true };
  return isDirectory ? created : { ...created, iconSkin: 'file' };
}

async function change(ctx) {
  const playbook = playbookOf(ctx);
  const { db } = ctx.services;
  const body = (await ctx.body()) ?? {};
  const rawKey = String(body.key ?? '');
  const newName = String(body.new_name ?? '');
  if (PROTECTED.has(rawKey) && newName) throw refused('This file can not be rename');
  if (!rawKey || rawKey === 'root') return reply(400, '');
  const key = safeKey(cleanKey(rawKey));
  materialize(db, playbook.id);
  if (newName) {
    if (newName.includes('/')) throw invalidPath();
    const renamed = parentOf(key) ? `${parentOf(key)}/${newName}` : newName;
    if (renamed === key) return reply(200, '');
    if (db.get('SELECT 1 AS hit FROM playbook_files WHERE playbook_id = ? AND key = ?', playbook.id, renamed)) {
      throw refused('File already exists');
    }
    // A directory takes what it holds with it.
    db.run('UPDATE playbook_files SET key = ? || substr(key, ?) WHERE playbook_id = ? AND (key = ? OR key LIKE ?)', renamed, key.length + 1, playbook.id, key, `${key}/%`);
  } else if (!body.is_directory) {
    db.run('UPDATE playbook_files SET content = ? WHERE playbook_id = ? AND key = ? AND is_dir = 0', String(body.content ?? ''), playbook.id, key);
  }
  return reply(200, '');
}

function remove(ctx) {
  const playbook = playbookOf(ctx);
  const key = ctx.query.get('key') ?? '';
  if (!key) throw refused('File key is required');
  if (PROTECTED.has(key)) throw refused('This file can not be delete');
  const { db } = ctx.services;
  materialize(db, playbook.id);
  const clean = safeKey(cleanKey(key));
  db.run('DELETE FROM playbook_files WHERE playbook_id = ? AND (key = ? OR key LIKE ?)', playbook.id, clean, `${clean}/%`);
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
