// Figure 8: replaying one-hour recordings in <jms-session-audit> — from the
// Replay button to the first output or frame on screen, and a seek anywhere
// (the median of seeks back and forth) to that moment drawn. The bench writes
// its recordings over demo sessions' own (terminal and RDP sessions), in its
// own data directory.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { replayRelativePath } from '../../server/terminal/replays.mjs';
import { launch, newPage } from '../lib/browser.mjs';
import { hourOfDesktop, hourOfTerminal } from '../lib/long-recordings.mjs';
import { median } from '../lib/stats.mjs';
import { stackDataDir } from '../lib/stack.mjs';

/** Where each seek goes, as a share of the recording: back and forth over its length. */
const SEEKS = [0.83, 0.17, 0.61, 0.34, 0.95, 0.05, 0.5];
const DAY_MS = 86_400_000;

const KINDS = [
  { kind: 'terminal', protocol: 'ssh', suffix: '.cast.gz', make: hourOfTerminal, label: 'one-hour terminal recording', start: 'replayTerminalStart', seek: 'replayTerminalSeek' },
  { kind: 'graphical', protocol: 'rdp', suffix: '.replay.gz', make: hourOfDesktop, label: 'one-hour RDP recording', start: 'replayRdpStart', seek: 'replayRdpSeek' },
];

/**
 * Finished sessions of the protocol recorded in the format (by the file's suffix, as the
 * server decides), each recording replaced by the hour. One session a run: the server
 * keeps a replay answer once worked out, and every run opens one it has not worked out yet.
 */
async function prepare(request, stack, { protocol, suffix, make }, runs) {
  const api = async (path) => (await request.get(`${stack.origin}${path}`)).json();
  const fileOf = (session) => join(stackDataDir('demo'), 'media', 'replay', replayRelativePath(session, suffix));
  const { results } = await api(`/api/v1/terminal/sessions/?protocol=${protocol}&is_finished=1&has_replay=1&limit=100`);
  const sessions = results.filter((session) => existsSync(fileOf(session))).slice(0, runs);
  if (!sessions.length) throw new Error(`no ${suffix} recording of a ${protocol} session in the seed`);
  const recording = gzipSync(make(sessions[0], await api(`/api/v1/assets/assets/${sessions[0].asset_id}/`)));
  for (const session of sessions) writeFileSync(fileOf(session), recording);
  return sessions;
}

/** In the page: the element preset on the session's asset and day, its row's Replay clicked; ms until the recording's first moment shows. */
export function openReplay(page, session) {
  return page.evaluate(
    async ({ id, asset, from, to }) => {
      const probe = window.__bench;
      const element = document.querySelector('jms-session-audit');
      Object.assign(element, { view: 'history', asset, dateFrom: from, dateTo: to });
      await probe.whenFrame(() => probe.deepQueryAll(`tbody tr[data-row-id="${id}"] button`).length > 0);
      const replay = probe.deepQueryAll(`tbody tr[data-row-id="${id}"] button`).find((button) => /Replay/.test(button.textContent + (button.getAttribute('aria-label') ?? '')));
      const started = performance.now();
      replay.click();
      const ended = await probe.whenFrame(() => probe.deepQueryAll('[part=player][aria-busy=false]').length > 0 && probe.deepQueryAll('[part=controls]').length > 0, 60_000);
      return ended - started;
    },
    {
      id: session.id,
      asset: session.asset_id,
      from: new Date(Date.parse(session.date_start) - DAY_MS).toISOString(),
      to: new Date(Date.parse(session.date_start) + DAY_MS).toISOString(),
    },
  );
}

/** In the page: the seek bar set to each share of the recording; ms from each seek to its moment drawn (the screen no longer busy). */
export function seekAround(page) {
  return page.evaluate(async (shares) => {
    const probe = window.__bench;
    const [screen] = probe.deepQueryAll('[part=player]');
    const [range] = probe.deepQueryAll('[part=controls] input[type=range]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const times = [];
    for (const share of shares) {
      const drawn = new Promise((done) => {
        const watch = new MutationObserver(() => {
          if (screen.getAttribute('aria-busy') !== 'false') return;
          watch.disconnect();
          done();
        });
        watch.observe(screen, { attributes: true, attributeFilter: ['aria-busy'] });
      });
      const started = performance.now();
      setValue.call(range, String(Number(range.max) * share));
      range.dispatchEvent(new Event('input', { bubbles: true }));
      await drawn;
      times.push((await probe.whenFrame(() => true)) - started);
    }
    return times;
  }, SEEKS);
}

export async function replayFigures({ stack, storageState, runs }) {
  const figures = [];
  for (const recording of KINDS) {
    const starts = [];
    const seeks = [];
    let sessions;
    for (let run = 0; run < runs; run += 1) {
      const browser = await launch();
      try {
        const { context, page } = await newPage(browser, { storageState });
        sessions ??= await prepare(context.request, stack, recording, runs);
        await page.goto(`${stack.url}elements/jms-session-audit.html`);
        await page.waitForFunction(() => document.querySelector('jms-session-audit')?.shadowRoot?.querySelector('[data-state=ready]'), null, { timeout: 30_000 });
        starts.push(await openReplay(page, sessions[run % sessions.length]));
        seeks.push(...(await seekAround(page)));
      } finally {
        await browser.close();
      }
    }
    figures.push(
      { id: `replay.${recording.kind}.start`, label: `Replay of a ${recording.label}: first moment on screen`, value: median(starts), unit: 'ms', budget: recording.start },
      { id: `replay.${recording.kind}.seek`, label: `Replay of a ${recording.label}: a seek, drawn`, value: median(seeks), unit: 'ms', budget: recording.seek },
    );
  }
  return figures;
}
