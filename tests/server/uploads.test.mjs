// File uploads over real HTTP: applet packages (POST /api/v1/terminal/applets/upload/), playbooks made from a
// zip (multipart POST /api/v1/ops/playbooks/ with `path`) and the renaming and deleting of a playbook's files.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { deflateRawSync } from 'node:zlib';
import { appletManifest, appletPackage, zipArchive } from '../helpers/zip.mjs';
import { inOrg, startBackend } from './helpers.mjs';

let server;
let admin;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
});
after(() => server.close());

/** A multipart POST as the browser sends it: the cookies, the CSRF token, one file under `field`. */
async function upload(client, path, field, name, data) {
  const form = new FormData();
  form.set(field, new Blob([data]), name);
  const headers = { cookie: client.cookieHeader(), 'X-CSRFToken': client.csrfToken, ...client.headers };
  const response = await fetch(`${server.origin}${path}`, { method: 'POST', body: form, headers });
  return { status: response.status, body: await response.json() };
}

const APPLETS = '/api/v1/terminal/applets/';
const uploadApplet = (name, data, query = '') => upload(admin, `${APPLETS}upload/${query}`, 'file', name, data);

describe('applet packages', () => {
  test('a package installs the applet its manifest describes, texts through the manifest i18n', async () => {
    const answer = await uploadApplet('notes.zip', appletPackage('notes', appletManifest('notes'), { deflate: deflateRawSync }));
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(answer.body.name, 'notes');
    assert.equal(answer.body.display_name, 'Test Applet');
    assert.equal(answer.body.version, '1.0');
    assert.equal(answer.body.author, 'Test Team');
    assert.deepEqual(answer.body.protocols, ['http', 'https']);
    assert.deepEqual(answer.body.tags, ['web']);
    assert.equal(answer.body.type.value, 'web');
    assert.equal(answer.body.builtin, false);
    const listed = (await admin.get(`${APPLETS}?name=notes`)).body;
    assert.equal(listed.length, 1);
    assert.equal(listed[0].id, answer.body.id);
    admin.cookies.set('django_language', 'zh-hans');
    const chinese = await uploadApplet('notes_zh.zip', appletPackage('notes_zh', appletManifest('notes_zh')));
    admin.cookies.set('django_language', 'en');
    assert.equal(chinese.body.display_name, '测试应用');
  });

  test('the same name again is refused unless ?update= asks for it, which replaces the applet in place', async () => {
    await uploadApplet('twice.zip', appletPackage('twice', appletManifest('twice')));
    const again = await uploadApplet('twice.zip', appletPackage('twice', appletManifest('twice', { version: '2.1' })));
    assert.equal(again.status, 400);
    assert.deepEqual(again.body, { error: 'Applet already exists: twice' });
    const before = (await admin.get(`${APPLETS}?name=twice`)).body[0];
    const updated = await uploadApplet('twice.zip', appletPackage('twice', appletManifest('twice', { version: '2.1' })), '?update=true');
    assert.equal(updated.status, 201);
    assert.equal(updated.body.id, before.id);
    assert.equal(updated.body.version, '2.1');
  });

  test('a bad package is refused with a message saying what is wrong, and nothing is installed', async () => {
    const corrupt = appletPackage('crc', appletManifest('crc'));
    corrupt[50] ^= 0xff;
    const cases = [
      [await uploadApplet('crc.zip', corrupt), /Bad CRC-32 for file crc\/manifest\.yml/],
      [await uploadApplet('junk.zip', 'not a zip at all'), /^Invalid zip file: File is not a zip file/],
      [await uploadApplet('renamed.zip', appletPackage('original', appletManifest('original'))), /Missing file manifest\.yml/],
      [await uploadApplet('noicon.zip', appletPackage('noicon', appletManifest('noicon'), { omit: ['icon.png'] })), /Missing file icon\.png/],
      [await uploadApplet('broken.zip', appletPackage('broken', 'name: broken\n  oops: [')), /^Load manifest\.yml failed/],
      [await uploadApplet('noname.zip', appletPackage('noname', 'display_name: X\nversion: 1\nauthor: me\n')), /^Missing name in manifest\.yml$/],
    ];
    for (const [answer, message] of cases) {
      assert.equal(answer.status, 400);
      assert.match(answer.body.error, message);
    }
    const invalid = await uploadApplet('fields.zip', appletPackage('fields', 'name: "bad name"\ntype: desktop\nversion: 12345678901234567\n'));
    assert.equal(invalid.status, 400);
    assert.deepEqual(Object.keys(invalid.body).sort(), ['author', 'display_name', 'name', 'type', 'version']);
    assert.match(invalid.body.name[0], /slug/);
    assert.deepEqual(invalid.body.type, ['"desktop" is not a valid choice.']);
    const slip = await uploadApplet('slip.zip', zipArchive({ '../slip/manifest.yml': 'name: slip' }));
    assert.match(slip.body.error, /Unsafe path/);
    const missing = await upload(admin, `${APPLETS}upload/`, 'other', 'x.zip', 'x');
    assert.deepEqual(missing.body, { file: ['No file was submitted.'] });
    const names = (await admin.get(APPLETS)).body.map((applet) => applet.name);
    for (const name of ['crc', 'junk', 'original', 'noicon', 'broken', 'fields', 'slip']) assert.ok(!names.includes(name), name);
  });

  test('only a user who may add applets uploads one', async () => {
    const user = inOrg(await server.login('user'));
    const answer = await upload(user, `${APPLETS}upload/`, 'file', 'nope.zip', appletPackage('nope', appletManifest('nope')));
    assert.equal(answer.status, 403);
  });
});

const PLAYBOOKS = '/api/v1/ops/playbooks/';
const filesOf = async (id) => (await admin.get(`/api/v1/ops/playbook/${id}/file/`)).body.filter((node) => node.id !== 'root').map((node) => node.id);

describe('playbooks from a zip', () => {
  const playbookZip = zipArchive(
    {
      'main.yml': '- hosts: all\n  tasks: []\n',
      'vars/': '',
      'vars/common.yml': 'port: 22\n',
      'roles/web/tasks/main.yml': '- debug: msg=hi\n',
    },
    { deflate: deflateRawSync },
  );

  test('a zip with main.yml becomes a playbook named after the file, its files the work directory', async () => {
    const answer = await upload(admin, PLAYBOOKS, 'path', 'site.zip', playbookZip);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(answer.body.name, 'site');
    assert.deepEqual((await filesOf(answer.body.id)).sort(), ['main.yml', 'roles', 'roles/web', 'roles/web/tasks', 'roles/web/tasks/main.yml', 'vars', 'vars/common.yml']);
    const content = (await admin.get(`/api/v1/ops/playbook/${answer.body.id}/file/?key=vars/common.yml`)).body;
    assert.deepEqual(content, { content: 'port: 22\n' });
  });

  test('a zip without main.yml at its top, or not a zip, makes no playbook', async () => {
    const noEntry = await upload(admin, PLAYBOOKS, 'path', 'noentry.zip', zipArchive({ 'sub/main.yml': 'x' }));
    assert.equal(noEntry.status, 400);
    assert.equal(noEntry.body.detail, 'no valid program entry found.');
    const junk = await upload(admin, PLAYBOOKS, 'path', 'junk.zip', 'plain text');
    assert.equal(junk.status, 400);
    assert.match(junk.body.msg, /^Unzip failed/);
    const names = (await admin.get(PLAYBOOKS)).body.map((playbook) => playbook.name);
    assert.ok(!names.includes('noentry') && !names.includes('junk'));
  });

  test('a file and a folder of the playbook are renamed and deleted, and that lasts', async () => {
    const { body } = await upload(admin, PLAYBOOKS, 'path', 'edit.zip', playbookZip);
    const url = `/api/v1/ops/playbook/${body.id}/file/`;
    assert.equal((await admin.patch(url, { key: 'vars/common.yml', new_name: 'all.yml', is_directory: false })).status, 200);
    assert.equal((await admin.patch(url, { key: 'roles', new_name: 'parts', is_directory: true })).status, 200);
    assert.deepEqual((await admin.patch(url, { key: 'main.yml', new_name: 'other.yml' })).body, { msg: 'This file can not be rename' });
    assert.deepEqual((await admin.patch(url, { key: 'vars/all.yml', new_name: '../x.yml' })).body, { msg: 'Invalid file path' });
    assert.deepEqual((await filesOf(body.id)).sort(), ['main.yml', 'parts', 'parts/web', 'parts/web/tasks', 'parts/web/tasks/main.yml', 'vars', 'vars/all.yml']);
    assert.equal((await admin.request('DELETE', `${url}?key=parts`)).status, 200);
    assert.equal((await admin.request('DELETE', `${url}?key=vars/all.yml`)).status, 200);
    assert.deepEqual((await admin.request('DELETE', `${url}?key=main.yml`)).body, { msg: 'This file can not be delete' });
    assert.deepEqual(await filesOf(body.id), ['vars', 'main.yml']);
  });
});

describe('cloud account key files', () => {
  test("a GCP account's service-account key is the key file's JSON document, not a text", async () => {
    const url = '/api/v1/xpack/cloud/accounts/?provider=gcp';
    const key = { type: 'service_account', project_id: 'demo', client_email: 'sync@demo.iam.gserviceaccount.com' };
    const made = await admin.post(url, { name: `gcp-${Date.now()}`, provider: 'gcp', attrs: { service_account_key: key } });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.deepEqual(made.body.attrs.service_account_key, key);
    const typed = await admin.post(url, { name: `gcp-text-${Date.now()}`, provider: 'gcp', attrs: { service_account_key: 'not a document' } });
    assert.equal(typed.status, 400);
    assert.deepEqual(typed.body, { attrs: { service_account_key: ['Expected a dictionary of items but got type "str".'] } });
  });
});
