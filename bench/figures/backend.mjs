// Figure 8: list latency of the backend, p50 and p99 at 50 concurrent clients
// on the large seed, measured by bench/backend.mjs in processes of its own, and
// what a request cost its reader threads, which the host moves less than the latency,
// and the collection pauses of its HTTP thread, which every request in flight waits through.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export async function backendFigures() {
  const script = fileURLToPath(new URL('../backend.mjs', import.meta.url));
  const stdout = await new Promise((done, fail) =>
    execFile(process.execPath, [script, '--concurrency', '50'], { maxBuffer: 16 * 1024 * 1024, timeout: 8 * 60_000 }, (error, out) => (error ? fail(error) : done(out))),
  );
  const result = JSON.parse(stdout);
  return [
    { id: 'backend.p50', label: `Backend list latency p50 (${result.concurrency} clients, ${result.seedSize} seed)`, value: result.overall.p50, unit: 'ms' },
    { id: 'backend.p99', label: `Backend list latency p99 (${result.concurrency} clients, ${result.seedSize} seed)`, value: result.overall.p99, unit: 'ms', budget: 'backendP99' },
    { id: 'backend.readerUs', label: 'Backend reader threads, busy time a request', value: Math.round(result.overall.cost.readerMs * 1000), unit: 'µs' },
    { id: 'backend.gcMsPerSecond', label: 'Backend HTTP thread, garbage-collection pauses a second', value: result.overall.gc.msPerSecond, unit: 'ms' },
    { id: 'backend.gcLongestMs', label: 'Backend HTTP thread, longest garbage-collection pause', value: result.overall.gc.longestMs, unit: 'ms' },
  ];
}
