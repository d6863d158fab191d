// What the page's main thread did between a list's answer and its rows on
// screen, read from a Chromium performance trace: the answer is when the
// network finished the list's request (ResourceFinish's finishTime, before the
// renderer got to it), the rows a user-timing mark the probe sets in the frame
// that shows them, and the main thread's time the sum of its tasks between the
// two. The figure is that time, not the wall time, which on a shared
// machine also holds the moments the renderer waited for a core.

/** The trace categories the figure reads. */
export const MAIN_THREAD_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];

/** The user-timing mark set in the frame whose rows the load figures time (bench/figures/first-load.mjs). */
export const ROWS_MARK = 'bench:rows-on-screen';

/**
 * From the last answer to a GET of `apiPath` before the rows mark to the mark:
 * `busy` the main thread's task time, `wall` the time (both ms). Throws when
 * the trace holds no such mark or answer, so a broken probe cannot read as 0.
 * @param {Buffer | string} trace what `browser.stopTracing()` returned
 */
export function answerToRows(trace, apiPath) {
  const parsed = JSON.parse(String(trace));
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mark = events.filter((event) => event.name === ROWS_MARK).at(-1);
  if (!mark) throw new Error(`the trace holds no ${ROWS_MARK} mark`);
  const onMain = (event) => event.pid === mark.pid && event.tid === mark.tid;

  const listRequests = new Set(
    events
      .filter((event) => event.name === 'ResourceSendRequest' && onMain(event) && event.args.data.requestMethod === 'GET')
      .filter((event) => new URL(event.args.data.url).pathname === apiPath)
      .map((event) => event.args.data.requestId),
  );
  const answered = events
    .filter((event) => event.name === 'ResourceFinish' && listRequests.has(event.args.data.requestId))
    .map((event) => event.args.data.finishTime * 1e6)
    .filter((finished) => finished <= mark.ts);
  if (!answered.length) throw new Error(`the trace holds no answer to GET ${apiPath} before the rows`);
  const from = Math.max(...answered);

  const busy = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && onMain(event))
    .reduce((sum, task) => sum + Math.max(0, Math.min(mark.ts, task.ts + task.dur) - Math.max(from, task.ts)), 0);
  return { busy: busy / 1000, wall: (mark.ts - from) / 1000 };
}
