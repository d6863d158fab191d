// What the tools can learn about the network without raw sockets or any tool
// installed: a TCP connection attempt (an answer, even a refusal, says the host
// is up, and how long it took), a banner read, and the default gateway.
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';

/**
 * One TCP connection attempt.
 * @returns {Promise<{up: boolean, open: boolean, ms: number, error?: string, socket?: import('node:net').Socket}>}
 *   up: the host answered (connected, or refused); the socket is kept when `keep` is set
 */
export function tcpAttempt(host, port, timeoutMs, { keep = false } = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    const socket = connect({ host, port });
    const finish = (result) => {
      socket.removeAllListeners('connect');
      socket.removeAllListeners('timeout');
      if (!keep || !result.open) socket.destroy();
      resolve(keep && result.open ? { ...result, socket } : result);
    };
    socket.setTimeout(timeoutMs, () => finish({ up: false, open: false, ms: elapsed(), error: 'timed out' }));
    socket.once('connect', () => finish({ up: true, open: true, ms: elapsed() }));
    socket.once('error', (/** @type {NodeJS.ErrnoException} */ error) => finish({ up: error.code === 'ECONNREFUSED', open: false, ms: elapsed(), error: error.message }));
  });
}

/** Ports a host of any kind answers on, tried together: a Linux host, a web server, a Windows host. */
const PROBE_PORTS = [22, 80, 443, 3389];

/** Whether the host answers at all, and how fast (the first answer of a few common ports). */
export async function reach(host, timeoutMs) {
  const attempts = await Promise.all(PROBE_PORTS.map((port) => tcpAttempt(host, port, timeoutMs)));
  const answers = attempts.filter((attempt) => attempt.up).sort((a, b) => a.ms - b.ms);
  return answers[0] ? { up: true, ms: answers[0].ms } : { up: false, ms: timeoutMs };
}

/** What a service says first (an SSH or SMTP banner), waited for a moment; '' when it says nothing. */
export function readBanner(socket, waitMs) {
  return new Promise((resolve) => {
    let text = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(text.replace(/[\r\n]+$/, ''));
    };
    const timer = setTimeout(done, waitMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) done();
    });
    socket.once('end', done);
    socket.once('error', done);
  });
}

/** The default gateway of this host (Linux's routing table), or null. */
export async function defaultGateway() {
  try {
    const routes = (await readFile('/proc/net/route', 'utf8'))
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/));
    const route = routes.find((fields) => fields[1] === '00000000' && fields[2] && fields[2] !== '00000000');
    if (!route) return null;
    // Little-endian hexadecimal.
    return route[2]
      .match(/../g)
      .reverse()
      .map((byte) => parseInt(byte, 16))
      .join('.');
  } catch {
    return null;
  }
}

/** Waits, or stops waiting when the run is stopped. */
export function sleep(ms, signal) {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}
