// The CSP report endpoint over real HTTP: anyone may post, so it keeps a bounded
// number of reports, limits each sender, logs a bounded line, and serves nothing back.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { createCspReportSink } from '../../host/csp-reports.mjs';

let server;
let origin;
let sink;
const logged = [];
let clock = 0;

before(async () => {
  sink = createCspReportSink({ keep: 5, perMinute: 8, log: (line) => logged.push(line), now: () => clock });
  server = createServer((request, response) => sink.handle(request, response));
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${server.address().port}`;
});
after(() => new Promise((done) => server.close(done)));

const report = (blocked) =>
  fetch(`${origin}/ui/csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify({ 'csp-report': { 'blocked-uri': blocked } }) });

test('reports are kept up to a bound, the latest ones, and each is logged on one bounded line', async () => {
  clock = 0;
  for (let index = 0; index < 8; index += 1) assert.equal((await report(`https://x.example/${index}`)).status, 204);
  assert.equal(sink.reports.length, 5);
  assert.deepEqual(
    sink.reports.map((item) => item['blocked-uri']),
    [3, 4, 5, 6, 7].map((index) => `https://x.example/${index}`),
  );
  const long = await report('y'.repeat(10_000));
  assert.equal(long.status, 429, 'the ninth report of the minute is refused');
  assert.ok(logged.every((line) => line.length <= 2 * 1024 + 'CSP violation: '.length));
});

test('a sender is limited per minute, and may send again the next minute; a huge body is cut off', async () => {
  clock = 60_000;
  assert.equal((await report('z'.repeat(6_000))).status, 204);
  assert.ok(logged.at(-1).length <= 2 * 1024 + 'CSP violation: '.length, 'a long report is logged cut');
  const body = JSON.stringify({ 'csp-report': { 'blocked-uri': 'huge', padding: 'x'.repeat(200_000) } });
  await fetch(`${origin}/ui/csp-report`, { method: 'POST', body }).catch(() => undefined);
  assert.ok(!sink.reports.some((item) => item['blocked-uri'] === 'huge'), 'a body over the limit is dropped, not kept');
});

test('nothing is served back: a GET is refused', async () => {
  const read = await fetch(`${origin}/ui/csp-report`);
  assert.equal(read.status, 405);
  assert.equal(await read.text(), '');
});
