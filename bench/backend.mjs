// List latency of the development backend under load: the large seed (20,000
// assets, 5,000 permissions), 50 concurrent keep-alive clients, pages of 15.
// The server runs in a child process so the load generator does not share its
// event loop. Every endpoint is warmed up before any is measured, so the figures
// are of a warm server (JIT, SQLite's page cache, COUNT answers), whichever
// endpoint comes first. Beside the latency it reports what each request cost the
// server's threads (busy milliseconds of its reader threads and of its HTTP thread,
// and the CPU of the whole server process, per request): on a shared, noisy machine
// the latency swings with the host, and these follow the work of a request more
// closely (the host still moves them). It also reports the garbage-collection pauses
// of the server's HTTP thread: every request in flight waits through one, so they
// shape the tail. Human summary on stderr; JSON on stdout:
//   {"seedSize", "concurrency", "requests", "readers", "endpoints": [{"path", "p50", "p99", "max", "count", "cost", "gc"}], "overall": {...}}
//   cost: {"readerMs", "serverThreadMs", "processCpuMs"} per request
//   gc: {"pauses", "msPerSecond" (time paused a second of the phase), "longestMs"} of the HTTP thread
// Usage: node bench/backend.mjs [--concurrency 50] [--requests 1500] [--data bench/tmp/backend-large] [--seed-size large]
//   [--only assets/hosts] [--readers N (the backend's reader threads; default: its own default)] [--cpu-prof DIR (the server's CPU profiles)]
import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { keepAliveClient } from './lib/keep-alive-client.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const DEFAULT_ORG_ID = '00000000-0000-0000-0000-000000000002';

const ENDPOINTS = [
  '/api/v1/assets/assets/?limit=15&offset={offset}',
  '/api/v1/assets/hosts/?limit=15&offset={offset}&order=-date_created',
  '/api/v1/assets/assets/?limit=15&search=prod-0{digit}',
  '/api/v1/assets/assets/?limit=15&node={node}',
  '/api/v1/accounts/accounts/?limit=15&offset={offset}',
  '/api/v1/perms/asset-permissions/?limit=15&offset={offset}',
  '/api/v1/users/users/?limit=15',
  '/api/v1/terminal/sessions/?limit=15&is_finished=1',
];

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

/** Child mode: run the backend on a free port and report it. */
async function serve() {
  const { createServer } = await import('node:http');
  const { createBackend } = await import('../server/index.mjs');
  const readers = option('readers');
  const backend = await createBackend({ dataDir: option('data'), seedSize: option('seed-size', 'large'), ...(readers ? { readers: Number(readers) } : {}) });
  const server = createServer((req, res) => backend.handle(req, res) || res.writeHead(404).end());
  /** This thread's collection pauses so far, in milliseconds. */
  const gcPauses = [];
  new PerformanceObserver((list) => gcPauses.push(...list.getEntries().map((entry) => entry.duration))).observe({ entryTypes: ['gc'] });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port, readers: backend.readers.size }));
  process.on('message', async (message) => {
    if (message === 'usage') {
      const { user, system } = process.cpuUsage();
      const readerActive = backend.readers.workers.reduce((sum, worker) => sum + worker.performance.eventLoopUtilization().active, 0);
      process.send({
        usage: { cpuMs: (user + system) / 1000, serverThreadMs: performance.eventLoopUtilization().active, readerMs: readerActive, at: performance.now(), gcPauses },
      });
    }
    if (message === 'stop') {
      server.closeAllConnections();
      server.close();
      await backend.close();
      process.exit(0);
    }
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (value) => Math.round(value * 100) / 100;

/** The server's counters (see serve()); their difference over a phase, per request, is what it cost. */
function usage(child) {
  return new Promise((done) => {
    const listener = (message) => {
      if (!message?.usage) return;
      child.off('message', listener);
      done(message.usage);
    };
    child.on('message', listener);
    child.send('usage');
  });
}

function costPerRequest(before, after, requests) {
  const per = (key) => round((after[key] - before[key]) / requests);
  return { readerMs: per('readerMs'), serverThreadMs: per('serverThreadMs'), processCpuMs: per('cpuMs') };
}

/** The HTTP thread's collection pauses between two usage() answers. */
function gcBetween(before, after) {
  const pauses = after.gcPauses.slice(before.gcPauses.length);
  const total = pauses.reduce((sum, pause) => sum + pause, 0);
  return { pauses: pauses.length, msPerSecond: round((total * 1000) / (after.at - before.at)), longestMs: round(Math.max(0, ...pauses)) };
}

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)) };
}

async function main() {
  const concurrency = Number(option('concurrency', 50));
  const perEndpoint = Number(option('requests', 1500));
  const seedSize = option('seed-size', 'large');
  const dataDir = resolve(option('data', join(HERE, 'tmp', `backend-${seedSize}`)));
  mkdirSync(dataDir, { recursive: true });

  const readerOption = option('readers') === undefined ? [] : ['--readers', option('readers')];
  const profile = option('cpu-prof');
  const child = fork(fileURLToPath(import.meta.url), ['--serve', '--data', dataDir, '--seed-size', seedSize, ...readerOption], {
    execArgv: profile ? ['--cpu-prof', '--cpu-prof-dir', resolve(profile)] : [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const { port, readers } = await new Promise((done) => child.once('message', done));
  // One connection per concurrent client, as a browser keeps one per tab.
  const clients = Array.from({ length: concurrency }, () => keepAliveClient({ host: '127.0.0.1', port }));
  const [first] = clients;
  try {
    const login = await first.request(
      'POST',
      '/api/v1/authentication/auth/',
      { 'Content-Type': 'application/json' },
      JSON.stringify({ username: 'admin', password: 'jumpserver' }),
    );
    if (login.status !== 201) throw new Error(`login failed: ${login.status} ${login.body}`);
    const headers = { Authorization: `Bearer ${JSON.parse(login.body).token}`, 'X-JMS-ORG': DEFAULT_ORG_ID };
    const nodes = JSON.parse((await first.request('GET', '/api/v1/assets/nodes/?limit=50', headers)).body).results.map((node) => node.id);

    const only = option('only', '');
    const endpoints = ENDPOINTS.filter((path) => path.includes(only)).map((template) => ({
      template,
      fill: (index) =>
        template
          .replace('{offset}', String((index * 15) % 3000))
          .replace('{digit}', String(index % 10))
          .replace('{node}', nodes[index % nodes.length]),
    }));
    // Warm-up of the whole mix before the first measurement: every distinct URL once.
    for (const { fill } of endpoints) {
      await Promise.all(
        clients.map(async (client, worker) => {
          for (let index = worker; index < Math.min(perEndpoint, 400); index += concurrency) await client.request('GET', fill(index), headers);
        }),
      );
    }

    const results = [];
    const all = [];
    const firstUsage = await usage(child);
    for (const { template, fill } of endpoints) {
      const samples = [];
      const before = await usage(child);
      let next = 0;
      let failures = 0;
      const worker = async (client) => {
        while (next < perEndpoint) {
          const index = next++;
          const response = await client.request('GET', fill(index), headers);
          if (response.status !== 200) failures += 1;
          samples.push(response.ms);
        }
      };
      await Promise.all(clients.map(worker));
      const after = await usage(child);
      const cost = costPerRequest(before, after, samples.length);
      const gc = gcBetween(before, after);
      const stats = { path: template, ...summary(samples), failures, cost, gc };
      results.push(stats);
      all.push(...samples);
      const costText = `reader ${cost.readerMs} ms, server thread ${cost.serverThreadMs} ms, process CPU ${cost.processCpuMs} ms a request`;
      const gcText = `HTTP thread GC ${gc.msPerSecond} ms/s, longest ${gc.longestMs} ms`;
      process.stderr.write(
        `${template.padEnd(70)} p50 ${String(stats.p50).padStart(7)} ms  p99 ${String(stats.p99).padStart(7)} ms  max ${stats.max} ms  ${costText}  ${gcText}${failures ? `  FAILURES ${failures}` : ''}\n`,
      );
    }
    const lastUsage = await usage(child);
    const overall = { ...summary(all), cost: costPerRequest(firstUsage, lastUsage, all.length), gc: gcBetween(firstUsage, lastUsage) };
    process.stderr.write(
      `overall: p50 ${overall.p50} ms, p99 ${overall.p99} ms over ${overall.count} requests at ${concurrency} concurrent clients, ${readers} reader thread(s)\n`,
    );
    process.stderr.write(
      `cost a request: reader threads ${overall.cost.readerMs} ms, server thread ${overall.cost.serverThreadMs} ms, server process CPU ${overall.cost.processCpuMs} ms\n`,
    );
    process.stderr.write(`HTTP thread GC: ${overall.gc.pauses} pauses, ${overall.gc.msPerSecond} ms paused a second, longest ${overall.gc.longestMs} ms\n`);
    process.stdout.write(`${JSON.stringify({ seedSize, concurrency, requests: perEndpoint, readers, endpoints: results, overall, targetP99Ms: 50 })}\n`);
  } finally {
    for (const client of clients) client.close();
    child.send('stop');
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
