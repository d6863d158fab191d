// A reader thread (see pool.mjs): answers list and detail jobs from a read-only
// connection. The job carries what the server's thread decided about the request
// (user, organization, session); the context is built from the same request
// headers, so language, time zone and links come out as they would there.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { resolveConfig } from '../config.mjs';
import { openDatabase } from '../db/database.mjs';
import { createContext, errorReply } from '../http/app.mjs';
import { createOrgDirectory } from '../orgs/resolve.mjs';
import { createRbac } from '../rbac/rbac.mjs';
import { createRegistry } from '../registry/index.mjs';
import { READS } from '../registry/read.mjs';
import { createStore } from '../registry/store.mjs';

const config = resolveConfig(workerData.options);
const db = openDatabase({ dataDir: config.dataDir, readOnly: true });
const services = /** @type {any} */ ({ config, db, registry: createRegistry(undefined, config) });
services.store = createStore(services);
services.rbac = createRbac(services);
services.orgs = createOrgDirectory(services);

/**
 * One job's answer, in the read transaction of answerQueued().
 * @param {any} job @returns {{status: number, body: any, headers: Record<string, any>}}
 */
function read(job) {
  const url = new URL(job.url, 'http://backend.local');
  // An spm list lives in the server's thread; the job brings the one this request names.
  const resourceCache = { get: (key) => (job.spm?.key === key ? job.spm.ids : []) };
  const ctx = createContext({ method: 'GET', url: job.url, headers: job.headers }, url, { ...services, resourceCache });
  Object.assign(ctx, {
    params: job.params,
    user: job.user,
    org: job.org,
    session: job.session ? { data: job.session } : null,
    authenticatedBy: job.authenticatedBy,
    now: job.now,
  });
  try {
    const value = READS[job.kind](services.registry.get(job.resource), ctx);
    // As JSON text, which the server's thread writes as it is: encoding it to bytes here cost this thread,
    // the busier one, about 45 us a page, and the server's thread about 5 us to write the string instead.
    return { status: 200, body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } };
  } catch (error) {
    const { status, body, headers } = errorReply(error, ctx);
    return { status, body, headers };
  }
}

/** The most jobs answered in one read transaction and sent back in one message. */
const BATCH = 8;

/**
 * Answers the job and those queued behind it that were sent before the same write
 * (the same `generation` of the server's connection) in one read transaction: a
 * transaction costs three statements, and a message back costs more than its bytes.
 * A job sent after a later write starts a transaction of its own, which sees that
 * write. The transaction begins with the context: its caches (organization names
 * included) start over first when the snapshot holds another connection's commits.
 * @param {any} first
 */
function answerQueued(first) {
  /** @type {any} */
  let job = first;
  while (job) {
    const replies = [];
    const { generation } = job;
    let next = null;
    db.snapshot(() => {
      for (let current = job; current;) {
        replies.push({ id: current.id, ...read(current) });
        if (replies.length === BATCH) break;
        const queued = receiveMessageOnPort(/** @type {import('node:worker_threads').MessagePort} */ (parentPort))?.message;
        if (queued && queued.generation !== generation) next = queued;
        current = queued?.generation === generation ? queued : null;
      }
    });
    parentPort?.postMessage(replies);
    job = next;
  }
}

parentPort?.on('message', answerQueued);
