// Export as CSV and XLSX, re-import through render-to-json, same data.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { inOrg, startBackend } from './helpers.mjs';

const XLSX = createRequire(import.meta.url)('xlsx');

let server;
let admin;
before(async () => {
  server = await startBackend();
  admin = inOrg(await server.login('admin'));
});
after(() => server.close());

async function spmOf(ids) {
  return (await admin.post('/api/v1/common/resources/cache/', { resources: ids })).body.spm;
}

describe('export', () => {
  test('CSV: BOM, labels with * for required, name(id) cells, attachment name', async () => {
    const response = await admin.get('/api/v1/assets/hosts/?format=csv&platform=Linux');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^text\/csv/);
    assert.match(response.headers.get('content-disposition'), /^attachment; filename="host_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv"$/);
    assert.equal(response.buffer.subarray(0, 3).toString('hex'), 'efbbbf');
    const [header, first] = response.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    assert.match(header, /^ID,\*Name,\*IP\/Host,\*Platform,/);
    assert.match(first, /,Linux\(\d+\),/);
    const hosts = (await admin.get('/api/v1/assets/hosts/?limit=1&platform=Linux')).body.count;
    assert.equal(response.body.trim().split(/\r?\n/).length, hosts + 1, 'every filtered row, no paging');
  });

  test('cells a spreadsheet would evaluate are neutralized with a quote', async () => {
    const created = await admin.post('/api/v1/users/groups/', { name: '=HYPERLINK("http://evil")', comment: '+1+1' });
    assert.equal(created.status, 201);
    const response = await admin.get(`/api/v1/users/groups/?format=csv&spm=${await spmOf([created.body.id])}`);
    assert.ok(response.body.includes(`"'=HYPERLINK(""http://evil"")"`));
    assert.ok(response.body.includes("'+1+1"));
  });

  test('import template: writable columns, a #Help row, one sample row', async () => {
    const response = await admin.get('/api/v1/users/users/?format=csv&template=import&limit=1');
    assert.match(response.headers.get('content-disposition'), /filename="user_template\.csv"/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.equal(lines.length, 3);
    assert.ok(!lines[0].startsWith('ID,'));
    assert.ok(lines[0].includes('*Username'));
    assert.ok(lines[1].startsWith('#Help'));
  });

  test('XLSX is a real workbook', async () => {
    const response = await admin.get('/api/v1/users/users/?format=xlsx');
    assert.equal(response.headers.get('content-type'), 'application/xlsx');
    const book = XLSX.read(response.buffer, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 });
    assert.equal(rows[0][0], 'ID');
    assert.ok(rows.some((row) => row.includes('admin')));
  });
});

describe('import round trip', () => {
  for (const format of ['csv', 'xlsx']) {
    test(`${format}: export (update template), render-to-json, same data`, async () => {
      const groups = (await admin.get('/api/v1/users/groups/')).body.slice(0, 4);
      const file = await admin.get(`/api/v1/users/groups/?format=${format}&template=update&spm=${await spmOf(groups.map((group) => group.id))}`);
      const rendered = await admin.request('PUT', '/api/v1/users/groups/render-to-json/', { raw: file.buffer, type: format === 'csv' ? 'text/csv' : 'text/xlsx' });
      assert.equal(rendered.status, 200);
      assert.deepEqual(
        rendered.body.title.map(([, name]) => name),
        ['id', 'name', 'users', 'labels', 'comment'],
      );
      const byId = Object.fromEntries(rendered.body.data.map((row) => [row.id, row]));
      for (const group of groups) {
        const full = (await admin.get(`/api/v1/users/groups/${group.id}/`)).body;
        const row = byId[group.id];
        assert.equal(row.name, full.name);
        assert.equal(row.comment ?? '', full.comment);
        assert.deepEqual([...row.users].sort(), full.users.map((user) => user.id).sort());
        const saved = await admin.patch(`/api/v1/users/groups/${row.id}/`, row);
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
        assert.deepEqual(saved.body.users.map((user) => user.id).sort(), full.users.map((user) => user.id).sort());
      }
    });
  }

  test('create template → render-to-json → POST creates the rows', async () => {
    const template = await admin.get('/api/v1/assets/hosts/?format=csv&template=import&limit=1');
    const lines = template.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const sample = lines[2].replace(/^[^,]+,[^,]+,/, 'imported-host-1,10.250.0.1,');
    const file = [lines[0], lines[1], sample].join('\r\n');
    const rendered = await admin.request('POST', '/api/v1/assets/hosts/render-to-json/', { raw: `\uFEFF${file}`, type: 'text/csv' });
    assert.equal(rendered.body.data.length, 1, 'the #Help row is dropped');
    const created = await admin.post('/api/v1/assets/hosts/', rendered.body.data[0]);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.name, 'imported-host-1');
  });

  test('an empty file is refused; a broken workbook is a parse error', async () => {
    const empty = await admin.request('POST', '/api/v1/users/users/render-to-json/', { raw: '', type: 'text/csv' });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.body, { error: 'Request file format may be wrong' });
    const headerOnly = await admin.request('POST', '/api/v1/users/users/render-to-json/', { raw: 'Name,Username\n', type: 'text/csv' });
    assert.equal(headerOnly.status, 400);
    const broken = await admin.request('POST', '/api/v1/users/users/render-to-json/', { raw: Buffer.from('PK\u0003\u0004 not a zip'), type: 'text/xlsx' });
    assert.equal(broken.status, 400);
    assert.equal(broken.body.code, 'parse_error');
    assert.match(broken.body.detail, /^Parse file error: /);
  });
});
