// bench/lib/main-thread.mjs reads a Chromium trace: the main thread's time from a list's answer to its rows.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerToRows, ROWS_MARK } from '../../bench/lib/main-thread.mjs';

const MAIN = { pid: 7, tid: 7 };
const OTHER = { pid: 7, tid: 9 };
const ORIGIN = 'http://127.0.0.1:8080';

const send = (requestId, method, path) => ({ ...MAIN, name: 'ResourceSendRequest', ph: 'I', ts: 0, args: { data: { requestId, requestMethod: method, url: `${ORIGIN}${path}` } } });
// finishTime is the network's (seconds), ts when the renderer got to it (µs): the figure reads the first.
const finish = (requestId, seconds) => ({ ...MAIN, name: 'ResourceFinish', ph: 'I', ts: seconds * 1e6 + 50_000, args: { data: { requestId, finishTime: seconds } } });
const task = (thread, startMs, durationMs) => ({ ...thread, name: 'RunTask', ph: 'X', ts: startMs * 1000, dur: durationMs * 1000 });
const mark = (ms) => ({ ...MAIN, name: ROWS_MARK, ph: 'I', ts: ms * 1000 });

describe("the main thread's time from a list's answer to its rows", () => {
  it("sums the main thread's tasks between the last answer to the list's GET before the rows and the rows, cut at both ends", () => {
    const trace = {
      traceEvents: [
        send('1', 'GET', '/api/v1/users/users/?offset=0&limit=15'),
        send('2', 'OPTIONS', '/api/v1/users/users/?draw=1'),
        send('3', 'GET', '/api/v1/users/profile/'),
        send('4', 'GET', '/api/v1/users/users/?offset=15&limit=15'),
        finish('1', 1.0),
        finish('2', 1.05), // the OPTIONS: not the list's answer
        finish('3', 1.08), // another address
        finish('4', 2.0), // after the rows: not what they showed
        task(MAIN, 990, 20), // 10 ms of it after the answer
        task(MAIN, 1020, 30),
        task(OTHER, 1010, 50), // another thread
        task(MAIN, 1090, 40), // 20 ms of it before the rows
        mark(1110),
      ],
    };
    assert.deepEqual(answerToRows(JSON.stringify(trace), '/api/v1/users/users/'), { busy: 60, wall: 110 });
  });

  it('reads the array form of a trace too', () => {
    const events = [send('1', 'GET', '/api/v1/terminal/sessions/?is_finished=0'), finish('1', 0.5), task(MAIN, 500, 10), mark(520)];
    assert.deepEqual(answerToRows(Buffer.from(JSON.stringify(events)), '/api/v1/terminal/sessions/'), { busy: 10, wall: 20 });
  });

  it('fails without the rows mark or without an answer before it, never reading as no time', () => {
    assert.throws(() => answerToRows(JSON.stringify([send('1', 'GET', '/api/v1/users/users/'), finish('1', 1)]), '/api/v1/users/users/'), /no bench:rows-on-screen mark/);
    assert.throws(() => answerToRows(JSON.stringify([send('1', 'GET', '/api/v1/users/users/'), finish('1', 2), mark(1000)]), '/api/v1/users/users/'), /no answer to GET/);
  });
});
