// Reader threads. A list page or a single object of a registry resource is read
// and serialized in a worker thread with a read-only SQLite connection of its own
// (thread.mjs), while the server's thread goes on parsing requests, checking
// permissions, writing and pushing websocket messages. On one thread every
// request waits behind every page being built; here a second core builds them.
//
// The server's thread still decides everything about the request (who, which
// organization, which permission) and the job carries that decision. A reader
// sees every write committed before the job was sent (SQLite WAL), and its caches
// start over when another connection has committed (db.snapshot()). With no threads,
// with the per-request SQL counter, or when a thread has died, the read runs in
// the server's thread, the same code either way.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { reply } from '../http/reply.mjs';
import { READS } from '../registry/read.mjs';

/** Request headers that shape the answer: language, time zone, absolute links, cookies. */
const FORWARDED_HEADERS = ['host', 'x-forwarded-proto', 'accept-language', 'x-tz', 'cookie'];

/** One thread per core beyond the server's own, at most four. */
export const defaultReaderCount = () => Math.min(4, availableParallelism() - 1);

/**
 * @param {{options: Record<string, any>, size: number}} settings options: what the threads
 *   need of the backend's options (data directory, edition); size: how many threads
 */
export function createReaderPool({ options, size }) {
  /** @type {Array<{worker: Worker, load: number}>} */
  const threads = [];
  /** @type {Map<number, {thread: any, inline: () => any, settle: (produce: () => any) => void, done: Promise<any>}>} */
  const pending = new Map();
  let nextId = 0;
  let closing = false;

  function start() {
    const worker = new Worker(new URL('./thread.mjs', import.meta.url), { workerData: { options } });
    const thread = { worker, load: 0 };
    // Answers come back in batches (thread.mjs).
    worker.on('message', (answers) => {
      for (const { id, status, body, headers } of answers) {
        const job = pending.get(id);
        if (!job) continue;
        pending.delete(id);
        thread.load -= 1;
        job.settle(() => reply(status, body, headers));
      }
      if (!thread.load) worker.unref();
    });
    worker.on('error', (error) => console.error('[backend] a reader thread failed:', error));
    worker.on('exit', () => {
      threads.splice(threads.indexOf(thread), 1);
      if (closing) return;
      // What it was reading is read again here: a dead thread loses no request.
      for (const [id, job] of pending) {
        if (job.thread !== thread) continue;
        pending.delete(id);
        job.settle(job.inline);
      }
    });
    // An idle thread does not keep the process alive; one with a job does (read()).
    worker.unref();
    threads.push(thread);
  }
  for (let index = 0; index < size; index += 1) start();

  /**
   * A list or detail answer for a request that passed authentication, the
   * organization and the permission check: a reply, or a promise of one.
   * @param {'list'|'detail'} kind @param {import('../registry/define.mjs').Resource} resource
   */
  function read(kind, resource, ctx) {
    const inline = () => READS[kind](resource, ctx);
    if (!threads.length || ctx.services.config.debugSql) return inline();
    const thread = threads.reduce((least, other) => (other.load < least.load ? other : least));
    const id = nextId++;
    const spm = ctx.query.get('spm');
    const message = {
      id,
      kind,
      resource: resource.name,
      url: `${ctx.url.pathname}${ctx.url.search}`,
      headers: Object.fromEntries(FORWARDED_HEADERS.filter((name) => name in ctx.req.headers).map((name) => [name, ctx.req.headers[name]])),
      params: ctx.params,
      user: ctx.user,
      org: ctx.org,
      session: ctx.session?.data ?? null,
      authenticatedBy: ctx.authenticatedBy,
      now: ctx.now,
      // Jobs sent between the same two writes may share a read transaction (thread.mjs).
      generation: ctx.services.db.generation(),
      spm: spm ? { key: spm, ids: ctx.services.resourceCache.get(spm) } : null,
    };
    /** @type {(produce: () => any) => void} */
    let settle = () => {};
    const done = new Promise((resolve, reject) => {
      settle = (produce) => {
        try {
          resolve(produce());
        } catch (error) {
          reject(error);
        }
      };
    });
    pending.set(id, { thread, inline, settle, done });
    if (!thread.load) thread.worker.ref();
    thread.load += 1;
    thread.worker.postMessage(message);
    return done;
  }

  return {
    read,
    /** How many threads are reading (the start banner shows it). */
    get size() {
      return threads.length;
    },
    /** The live threads' workers, for tests and diagnostics. */
    get workers() {
      return threads.map((thread) => thread.worker);
    },
    /** Lets the reads under way finish, then ends the threads. */
    async close() {
      await Promise.allSettled([...pending.values()].map((job) => job.done));
      closing = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}

/** @typedef {ReturnType<typeof createReaderPool>} ReaderPool */
