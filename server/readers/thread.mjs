// A reader thread (see pool.mjs): answers list and detail jobs from a read-only
// connection. The job carries what the server's thread decided about the request
// (user, organization, session); the context is built from the same request
// headers, so language, time zone and links come out as they would there.
import { parentPort, workerData } from 'node:worker_threads';
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
const services = /** @type {any} */ ({ config, db, registry: createRegistry() });
services.store = createStore(services);
services.rbac = createRbac(services);
services.orgs = createOrgDirectory(services);

const encoder = new TextEncoder();

/**
 * One read transaction for the whole job, from the context on: its caches (organization
 * names included) start over first when the snapshot holds another connection's commits.
 * @param {any} job @returns {{status: number, body: any, headers: Record<string, any>}}
 */
const answer = (job) => db.snapshot(() => read(job));

/** @param {any} job */
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
    // As bytes, handed over without a copy; the server's thread writes them as they are.
    return { status: 200, body: encoder.encode(JSON.stringify(value)), headers: { 'Content-Type': 'application/json' } };
  } catch (error) {
    const { status, body, headers } = errorReply(error, ctx);
    return { status, body, headers };
  }
}

parentPort?.on('message', (job) => {
  const answered = answer(job);
  parentPort?.postMessage({ id: job.id, ...answered }, answered.body instanceof Uint8Array ? [answered.body.buffer] : []);
});
