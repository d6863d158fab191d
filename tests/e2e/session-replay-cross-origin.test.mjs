// <jms-session-audit> as a SOC embeds it: the example SOC dashboard on a second
// origin, signed in by token (`base-url`), under its Content-Security-Policy.
// Every recording type JumpServer writes plays there and shows its first output
// or frame; a command seeks the player to its moment; a recording served without
// CORS says so and fires jms-error; presets narrow the lists, live; the events
// carry ids; the detail stays inside the element's box.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startDemoServer } from '../../host/demo.mjs';
import { expectCleanPage, freePort, launchBrowser, openPage, screenshot, startStack } from './helpers.mjs';

const DEFAULT_ORG = '00000000-0000-0000-0000-000000000002';
const DAY_MS = 86_400_000;

const audit = (page, selector) => page.locator(`jms-session-audit ${selector}`);
const rows = (page) => audit(page, '[part=list] tbody tr[data-row-id]');
const panel = (page) => audit(page, '[part=detail]');

describe('<jms-session-audit> on a SOC page of another origin', () => {
  let stack;
  let demo;
  let browser;
  let page;
  let token;

  /** The API as the SOC's own scripts would call it, with the token. */
  const api = async (path) => (await fetch(`${stack.origin}${path}`, { headers: { Authorization: `Bearer ${token}`, 'X-JMS-ORG': DEFAULT_ORG } })).json();

  /** The replay answer once the server has worked it out (its first answer says it is running). */
  async function replayOf(id) {
    for (;;) {
      const answer = await api(`/api/v1/terminal/sessions/${id}/replay/`);
      if (answer.type) return answer;
      await new Promise((done) => setTimeout(done, 200));
    }
  }

  /** The first recorded session of `query` whose recording is of `type`. */
  async function recordedOfType(type, query) {
    for (const session of (await api(`/api/v1/terminal/sessions/?is_finished=1&has_replay=1&limit=300&${query}`)).results) {
      if ((await replayOf(session.id)).type === type) return session;
    }
    throw new Error(`no ${type} recording among ${query}`);
  }

  const backToList = async () => {
    await panel(page).getByRole('button', { name: 'Back to the list' }).click();
    await panel(page).waitFor({ state: 'detached' });
  };

  /** Presets the element on the session (its asset, a day around its start), then opens its replay from its row. */
  async function openReplay(session) {
    if (await panel(page).count()) await backToList();
    await page.evaluate(
      ({ asset, from, to }) => {
        const element = document.querySelector('jms-session-audit');
        Object.assign(element, { view: 'history', asset, dateFrom: from, dateTo: to });
      },
      { asset: session.asset_id, from: new Date(Date.parse(session.date_start) - DAY_MS).toISOString(), to: new Date(Date.parse(session.date_start) + DAY_MS).toISOString() },
    );
    const line = audit(page, `[part=list] tbody tr[data-row-id="${session.id}"]`);
    await line.getByRole('button', { name: 'Replay' }).click();
    return panel(page);
  }

  const position = () => audit(page, '[part=controls] input[type=range]').evaluate((range) => Number(range.value));

  before(async () => {
    const port = await freePort();
    stack = await startStack({}, { allowOrigins: [`http://127.0.0.1:${port}`] });
    demo = await startDemoServer({ server: stack.origin, port });
    browser = await launchBrowser();
    page = await openPage(browser);
    await page.addInitScript(() => {
      window.__jmsEvents = [];
      for (const type of ['jms-ready', 'jms-error', 'jms-session-open', 'jms-open-in-console']) {
        document.addEventListener(type, (event) => {
          window.__jmsEvents.push({ type, tag: event.target.localName, detail: event.detail });
          // The test stays on its page: the default would open a new tab.
          if (type === 'jms-open-in-console') event.preventDefault();
        });
      }
    });
    page.requested = [];
    page.on('request', (request) => page.requested.push(request.url()));
    await page.goto(`${demo.origin}/demo/soc.html`);
    await page.fill('input[name=username]', 'admin');
    await page.fill('input[name=password]', 'jumpserver');
    // The page's own form: the bell's prompt is a button of the same name, signing in in place.
    await page.locator('form[data-jms-sign-in]').getByRole('button', { name: 'Sign in to JumpServer' }).click();
    await page.getByText('Signed in to JumpServer as admin').waitFor();
    await rows(page).first().waitFor();
    const login = await fetch(`${stack.origin}/api/v1/authentication/auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'jumpserver' }),
    });
    ({ token } = await login.json());
  });
  after(async () => {
    await browser?.close();
    await demo?.close();
    await stack?.close();
  });

  it('plays a terminal recording from JumpServer’s /media/, and a command seeks the player to its moment', async () => {
    const session = await recordedOfType('asciicast', 'protocol=ssh&has_command=1');
    const detail = await openReplay(session);
    const screen = detail.locator('[part=player][data-kind=terminal]');
    await screen.locator('.ap-term-text').first().waitFor();
    await page.waitForFunction(() => {
      const text = document.querySelector('jms-session-audit').shadowRoot.querySelector('[part=player]')?.textContent ?? '';
      return /Welcome|Last login|Authorized|mysql|psql/.test(text);
    });
    const recording = page.requested.find((url) => url.includes(`/media/replay/`) && url.includes(session.id));
    assert.ok(recording?.startsWith(`${stack.origin}/media/replay/`), 'fetched from the JumpServer’s origin');
    assert.ok(!page.requested.some((url) => /guacamole|graphical-engine|video-engine/.test(url)), 'only the terminal engine was loaded');

    const commands = await api(`/api/v1/terminal/commands/?session_id=${session.id}`);
    const entries = detail.locator('[part=timeline] button[data-at]');
    assert.equal(await entries.count(), commands.length);
    const last = entries.last();
    const at = Number(await last.getAttribute('data-at'));
    assert.ok(at > 10, 'the last command is well into the recording');
    await last.click();
    await page.waitForFunction(async (target) => {
      const range = document.querySelector('jms-session-audit').shadowRoot.querySelector('[part=controls] input[type=range]');
      return Math.abs(Number(range.value) - target) < 1;
    }, at);
    assert.ok(Math.abs((await position()) - at) < 1);
    assert.equal(await detail.locator('[part=timeline] button[aria-current=true]').getAttribute('data-at'), String(at), 'the command reached is marked');
    const marks = await detail.locator('[part=controls] [data-mark]').count();
    assert.equal(marks, commands.filter((command) => Number(command.risk_level?.value ?? command.risk_level) >= 4).length, 'risky commands are marked on the seek bar');
    await screenshot(page, 'session-replay-terminal-cross-origin');
    await backToList();
  });

  it('plays the older JSON recording as a terminal', async () => {
    const session = await recordedOfType('json', 'protocol=ssh');
    const detail = await openReplay(session);
    await detail.locator('[part=player][data-kind=terminal] .ap-term-text').first().waitFor();
    await page.waitForFunction(() => /Welcome|Last login/.test(document.querySelector('jms-session-audit').shadowRoot.querySelector('[part=player]')?.textContent ?? ''));
    await backToList();
  });

  it('draws an RDP session’s desktop with guacamole-common-js, loaded only then', async () => {
    const session = await recordedOfType('guacamole', 'protocol=rdp');
    const detail = await openReplay(session);
    const screen = detail.locator('[part=player][data-kind=graphical]');
    await detail.locator('[part=controls]').waitFor();
    // The desktop's blue shows on the first frame (its top left is the desktop, its bottom the taskbar).
    const pixel = await screen.evaluate((element) => {
      const canvas = element.querySelector('canvas');
      const [r, g, b] = canvas.getContext('2d').getImageData(300, 10, 1, 1).data;
      return [r, g, b];
    });
    assert.deepEqual(pixel, [0, 86, 138]);
    assert.ok(
      page.requested.some((url) => /graphical-engine/.test(url)),
      'the graphical engine came with the recording',
    );
    await screenshot(page, 'session-replay-rdp-cross-origin');
    await backToList();
  });

  it('plays an applet session’s mp4 video', async () => {
    const session = await recordedOfType('mp4', 'protocol=http');
    const detail = await openReplay(session);
    await detail.locator('[part=controls]').waitFor();
    const video = await detail.locator('[part=player] video').evaluate((element) => ({ ready: element.readyState, duration: element.duration, src: element.currentSrc }));
    assert.ok(video.ready >= 2, 'its first frame is there');
    assert.ok(Math.abs(video.duration - 12) < 1);
    assert.ok(video.src.startsWith(`${stack.origin}/media/replay/`));
    await backToList();
  });

  it('says a recording whose server does not allow this origin cannot be read because of CORS, and sends jms-error', async () => {
    const session = (await api('/api/v1/terminal/sessions/?is_finished=1&has_replay=1&protocol=ssh&limit=20')).results.at(-1);
    // As a /media/ location or a bucket whose CORS rule names another dashboard answers: the file, allowed to someone else.
    await page.route('**/media/replay/**', async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !name.startsWith('access-control-')));
      await route.fulfill({ response, headers: { ...headers, 'access-control-allow-origin': 'https://another-dashboard.example' } });
    });
    try {
      await page.evaluate(() => (window.__jmsEvents.length = 0));
      const detail = await openReplay(session);
      await detail.locator('[role=alert]').filter({ hasText: 'does not let this page read it (CORS)' }).waitFor();
      const errors = await page.evaluate(() => window.__jmsEvents.filter((event) => event.type === 'jms-error'));
      assert.equal(errors.length, 1);
      assert.equal(errors[0].tag, 'jms-session-audit');
      assert.equal(errors[0].detail.code, 'replay-failed');
      assert.match(errors[0].detail.message, /CORS/);
    } finally {
      await page.unroute('**/media/replay/**');
    }
    await backToList();
  });

  it('shows only the preset commands (high risk, from a date), and reloads as the page changes the asset', async () => {
    if (await panel(page).count()) await backToList();
    const from = new Date(Date.now() - 30 * DAY_MS).toISOString();
    await page.evaluate((dateFrom) => {
      const element = document.querySelector('jms-session-audit');
      for (const name of ['asset', 'user', 'protocol', 'date-to']) element.removeAttribute(name);
      element.setAttribute('risk-level', 'high');
      element.setAttribute('date-from', dateFrom);
      element.setAttribute('view', 'commands');
    }, from);
    await audit(page, 'button[aria-pressed=true]').filter({ hasText: 'Commands' }).waitFor();
    const range = await audit(page, 'button[aria-label^="Date range"]').getAttribute('aria-label');
    const [shownFrom, shownTo] = range
      .replace(/^Date range: /, '')
      .split(' ~ ')
      .map((text) => new Date(text.replace(' ', 'T')).toISOString());
    assert.ok(Math.abs(Date.parse(shownFrom) - Date.parse(from)) < 60_000, 'the range starts at the preset date');
    const expected = await api(`/api/v1/terminal/commands/?risk_level=5&date_from=${shownFrom}&date_to=${shownTo}&limit=15`);
    assert.ok(expected.count > 0, 'the seed has recent stopped commands');
    await page.waitForFunction(
      (ids) => {
        const shown = [...document.querySelector('jms-session-audit').shadowRoot.querySelectorAll('[part=list] tbody tr[data-row-id]')].map((line) => line.dataset.rowId);
        return shown.length === ids.length && shown.every((id, index) => id === ids[index]);
      },
      expected.results.map((command) => command.id),
    );
    assert.ok((await rows(page).allTextContents()).every((text) => text.includes('Reject')));

    const [first] = expected.results;
    const session = await api(`/api/v1/terminal/sessions/${first.session}/`);
    const asked = page.waitForRequest((request) => request.url().includes('/api/v1/terminal/commands/') && request.url().includes(`asset_id=${session.asset_id}`));
    await page.evaluate((asset) => (document.querySelector('jms-session-audit').asset = asset), session.asset_id);
    await asked;
    const narrowed = await api(`/api/v1/terminal/commands/?risk_level=5&asset_id=${session.asset_id}&date_from=${shownFrom}&date_to=${shownTo}&limit=15`);
    await page.waitForFunction(
      (count) => document.querySelector('jms-session-audit').shadowRoot.querySelectorAll('[part=list] tbody tr[data-row-id]').length === count,
      narrowed.results.length,
    );

    await page.evaluate(() => (window.__jmsEvents.length = 0));
    await audit(page, `[part=list] tbody tr[data-row-id="${first.id}"]`).getByRole('button', { name: 'Open in console' }).click();
    const [toConsole] = await page.evaluate(() => window.__jmsEvents.filter((event) => event.type === 'jms-open-in-console'));
    assert.deepEqual(toConsole.detail, { id: first.id, kind: 'command', url: `${stack.origin}/ui/#/audit/sessions/sessions/${first.session}` });
  });

  it('opens a session inside the element’s box, with ids in jms-session-open', async () => {
    const session = await recordedOfType('asciicast', 'protocol=ssh');
    await page.evaluate(() => {
      const element = document.querySelector('jms-session-audit');
      for (const name of ['asset', 'risk-level', 'date-from']) element.removeAttribute(name);
      element.view = 'history';
    });
    await page.evaluate(() => (window.__jmsEvents.length = 0));
    const detail = await openReplay(session);
    await detail.locator('[part=controls]').waitFor();
    const [opened] = await page.evaluate(() => window.__jmsEvents.filter((event) => event.type === 'jms-session-open'));
    assert.deepEqual(opened.detail, {
      id: session.id,
      user: { id: session.user_id, name: session.user },
      asset: { id: session.asset_id, name: session.asset },
      account: session.account,
      protocol: session.protocol,
      isOnline: false,
    });
    const box = await page.locator('jms-session-audit').boundingBox();
    const inner = await detail.boundingBox();
    assert.ok(
      inner.x >= box.x - 1 && inner.y >= box.y - 1 && inner.x + inner.width <= box.x + box.width + 1 && inner.y + inner.height <= box.y + box.height + 1,
      'the detail stays in the element’s box',
    );
    await expectCleanPage(page, stack);
  });
});
