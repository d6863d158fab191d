// <jms-session-audit> in the example SOC dashboard that embeds it (/demo/soc.html,
// dark, beside the login logs and the bell), against the project's backend, under
// the page's Content-Security-Policy: filters, a session's detail in place, terminate,
// pause and resume, a recording played in place, the keyboard, and the events.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AXE, axeViolations, expectCleanPage, login, openPage, screenshot, signedInPage } from './helpers.mjs';

const PAGE = '/demo/soc.html';
const MOBILE = { width: 390, height: 844 };

const audit = (page, selector) => page.locator(`jms-session-audit ${selector}`);
const rows = (page) => audit(page, '[part=list] tbody tr[data-row-id]');
const row = (page, id) => audit(page, `[part=list] tbody tr[data-row-id="${id}"]`);
const detail = (page) => audit(page, '[part=detail]');
const question = (page) => audit(page, 'dialog[open][role=alertdialog]');

/** A call to the API from the page, with its cookies and CSRF token. */
function api(page, path) {
  return page.evaluate(async (url) => (await fetch(url, { headers: { 'X-JMS-ORG': '00000000-0000-0000-0000-000000000002' } })).json(), path);
}

/** What the page heard: the element's events, listened for on the document (so they bubble and compose). */
const heard = (page) => page.evaluate(() => window.__jmsEvents);

/** The focused element, looked for through shadow roots. */
const focused = (page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return { tag: active?.tagName, text: active?.textContent?.trim() ?? '', inDetail: Boolean(active?.closest('[part=detail]')) };
  });

/** What the tests watch on a page, set before it loads: axe, the element's events, the files it asks for. */
async function watch(page) {
  await page.addInitScript(AXE);
  await page.addInitScript(() => {
    window.__jmsEvents = [];
    for (const type of ['jms-session-open', 'jms-session-terminated']) {
      document.addEventListener(type, (event) => window.__jmsEvents.push({ type, detail: event.detail, bubbles: event.bubbles, composed: event.composed }));
    }
  });
  page.requested = [];
  page.on('request', (request) => page.requested.push(new URL(request.url()).pathname));
}

const listed = (page) => rows(page).first().waitFor();

/** Escape closes the session's detail, wherever the focus is in it. */
async function closeWithEscape(page) {
  await page.keyboard.press('Escape');
  await detail(page).waitFor({ state: 'detached' });
}

async function showHistory(page) {
  await audit(page, 'button[aria-pressed]').filter({ hasText: 'History' }).click();
  await audit(page, 'button[aria-pressed=true]').filter({ hasText: 'History' }).waitFor();
  await listed(page);
}

describe('<jms-session-audit> in the example SOC dashboard', () => {
  const session = signedInPage('admin', PAGE, { prepare: watch, isReady: listed, openDialogs: (page) => audit(page, '[part=detail], dialog[open]') });

  it('filters past sessions by protocol, opens one in place and shows its commands', async () => {
    const { page, stack } = session;
    await showHistory(page);
    const search = audit(page, '[part=list] [part=search] input');
    await search.click();
    await audit(page, '[role=option]')
      .filter({ hasText: /^Protocol$/ })
      .click();
    await search.fill('mysql');
    await search.press('Enter');
    await audit(page, 'button').filter({ hasText: 'Protocol: mysql' }).waitFor();
    const range = await audit(page, 'button[aria-label^="Date range"]').getAttribute('aria-label');
    const [from, to] = range
      .replace(/^Date range: /, '')
      .split(' ~ ')
      .map((text) => new Date(text.replace(' ', 'T')).toISOString());
    const expected = await api(page, `/api/v1/terminal/sessions/?is_finished=1&protocol=mysql&date_from=${from}&date_to=${to}&limit=15`);
    assert.ok(expected.count > 0, 'the seed has recent mysql sessions');
    await page.waitForFunction(
      (ids) => {
        const shown = [...document.querySelector('jms-session-audit').shadowRoot.querySelectorAll('[part=list] tbody tr[data-row-id]')].map((line) => line.dataset.rowId);
        return shown.length === ids.length && shown.every((id, index) => id === ids[index]);
      },
      expected.results.map((found) => found.id),
    );
    assert.ok((await rows(page).allTextContents()).every((text) => text.includes('mysql')));

    const [opened] = expected.results;
    await row(page, opened.id).getByRole('button', { name: opened.user }).click();
    await detail(page)
      .locator('h2')
      .filter({ hasText: `${opened.user} → ${opened.asset}` })
      .waitFor();
    const openedDetail = {
      id: opened.id,
      user: { id: opened.user_id, name: opened.user },
      asset: { id: opened.asset_id, name: opened.asset },
      account: opened.account,
      protocol: opened.protocol,
      isOnline: false,
    };
    assert.deepEqual(await heard(page), [{ type: 'jms-session-open', detail: openedDetail, bubbles: true, composed: true }]);
    await detail(page).getByRole('tab', { name: 'Commands' }).click();
    const commands = detail(page).locator('[role=tabpanel]:not([hidden]) tbody tr[data-row-id]');
    await commands.first().waitFor();
    assert.equal(await commands.count(), opened.command_amount);
    const inputs = (await api(page, `/api/v1/terminal/commands/?session_id=${opened.id}`)).map((command) => command.input);
    for (const text of await commands.allTextContents()) assert.ok(inputs.some((input) => text.includes(input)) && /Accept|Warning|Reject/.test(text), text);
    await detail(page).getByRole('tab', { name: 'File transfers' }).click();
    await detail(page).locator('[role=tabpanel]:not([hidden]) table').waitFor();
    assert.deepEqual(await axeViolations(page, 'jms-session-audit'), []);
    await closeWithEscape(page);
    await expectCleanPage(page, stack);
  });

  it('plays a recorded session in place and shows its first output lines; the player loads only then', async () => {
    const { page, stack } = session;
    // The page as it first loads, and the element's work until it shows sessions: no player.
    await page.reload();
    await listed(page);
    await page.waitForLoadState('networkidle');
    assert.ok(page.requested.some((path) => path.startsWith('/ui/assets/jms-session-audit-')));
    assert.ok(!page.requested.some((path) => /\/assets\/(terminal|graphical|video)-engine-/.test(path)), 'no player is part of the first load');
    await showHistory(page);
    const candidates = (await api(page, '/api/v1/terminal/sessions/?is_finished=1&has_replay=1&has_command=1&protocol=ssh&limit=3')).results;
    const replays = await page.evaluate(
      async (ids) => {
        const answers = [];
        for (const id of ids) {
          await fetch(`/api/v1/terminal/sessions/${id}/replay/?refresh=1`);
          const { type, src } = await (await fetch(`/api/v1/terminal/sessions/${id}/replay/`)).json();
          answers.push({ id, type, file: type === 'asciicast' ? await (await fetch(src)).text() : '' });
        }
        return answers;
      },
      candidates.map((candidate) => candidate.id),
    );
    const { id, file } = replays.find((answer) => answer.type === 'asciicast');
    const recorded = candidates.find((candidate) => candidate.id === id);
    const outputs = file
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => JSON.parse(line)[2]);
    const firstLine = outputs[0].split('\r\n')[0];
    const [firstCommand] = (await api(page, `/api/v1/terminal/commands/?session_id=${recorded.id}&order=timestamp`)).map((command) => command.input);

    await row(page, recorded.id).getByRole('button', { name: 'Replay' }).click();
    const player = detail(page).getByRole('region', { name: `Recording of ${recorded.user} → ${recorded.asset}` });
    const terminal = player.locator('.ap-term-text');
    await terminal.filter({ hasText: firstLine }).waitFor({ timeout: 20_000 });
    assert.equal(page.requested.filter((path) => /\/assets\/terminal-engine-/.test(path)).length, 1, 'the player came with the replay');
    assert.ok(!(await terminal.textContent()).includes(firstCommand), 'the first output shows, not what came after');
    await player.focus();
    await page.keyboard.press('Space');
    await terminal.filter({ hasText: firstCommand }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'session-audit-replay');
    assert.deepEqual(await axeViolations(page, 'jms-session-audit'), []);
    await closeWithEscape(page);
    await expectCleanPage(page, stack);
  });

  it('pauses and resumes a running session', async () => {
    const { page, stack } = session;
    await audit(page, 'button[aria-pressed]').filter({ hasText: 'Online' }).click();
    await listed(page);
    const running = (await api(page, '/api/v1/terminal/sessions/?is_finished=0')).find((candidate) => !candidate.is_locked);
    await row(page, running.id).getByRole('button', { name: 'Pause' }).click();
    await row(page, running.id).getByRole('button', { name: 'Resume' }).waitFor();
    await row(page, running.id).getByText('Paused', { exact: true }).waitFor();
    assert.equal((await api(page, `/api/v1/terminal/sessions/${running.id}/`)).is_locked, true);
    await row(page, running.id).getByRole('button', { name: 'Resume' }).click();
    await row(page, running.id).getByRole('button', { name: 'Pause' }).waitFor();
    assert.equal((await api(page, `/api/v1/terminal/sessions/${running.id}/`)).is_locked, false);
    await expectCleanPage(page, stack);
  });

  it('terminates an online session from its detail: the state changes and the page hears jms-session-terminated', async () => {
    const { page, stack } = session;
    const [running] = (await api(page, '/api/v1/terminal/sessions/?is_finished=0&limit=1')).results;
    const before = (await heard(page)).length;
    await row(page, running.id).getByRole('button', { name: running.user }).click();
    const card = detail(page).locator('dl');
    await card.waitFor();
    const finished = card.locator('dt:text-is("Is finished") + dd');
    assert.equal(await finished.locator('[aria-label]').getAttribute('aria-label'), 'No');
    await detail(page).getByRole('button', { name: 'Terminate' }).click();
    await question(page)
      .filter({ hasText: `Terminate the session of ${running.user} on ${running.asset}? The user is disconnected at once.` })
      .waitFor();
    await question(page).getByRole('button', { name: 'Terminate' }).click();
    await question(page).waitFor({ state: 'detached' });
    await finished.locator('[aria-label=Yes]').waitFor();
    await detail(page).getByRole('button', { name: 'Terminate' }).waitFor({ state: 'detached' });
    assert.deepEqual((await heard(page)).slice(before), [
      {
        type: 'jms-session-open',
        detail: {
          id: running.id,
          user: { id: running.user_id, name: running.user },
          asset: { id: running.asset_id, name: running.asset },
          account: running.account,
          protocol: running.protocol,
          isOnline: true,
        },
        bubbles: true,
        composed: true,
      },
      { type: 'jms-session-terminated', detail: { id: running.id }, bubbles: true, composed: true },
    ]);
    // Terminate has left the detail: focus with it; the back button returns.
    await detail(page).getByRole('button', { name: 'Back to the list' }).click();
    await detail(page).waitFor({ state: 'detached' });
    await row(page, running.id).waitFor({ state: 'detached' });
    // The row that opened the detail has left the list: focus goes to the list's switch.
    assert.deepEqual(await focused(page), { tag: 'BUTTON', text: 'Online', inDetail: false });
    assert.equal((await api(page, `/api/v1/terminal/sessions/${running.id}/`)).is_finished, true);
    await expectCleanPage(page, stack);
  });

  it('works from the keyboard: the detail opens in the element’s box with focus on it, closes on Escape and gives focus back', async () => {
    const { page, stack } = session;
    await audit(page, 'button[aria-pressed=true]').focus();
    let opener;
    for (let step = 0; step < 60 && !opener; step += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now.tag === 'BUTTON' && /\(\w+\)$/.test(now.text)) opener = now.text;
    }
    assert.ok(opener, 'a row opens from the keyboard');
    await page.keyboard.press('Enter');
    await detail(page).locator('dl').waitFor();
    assert.deepEqual(await focused(page), { tag: 'H2', text: 'Session details', inDetail: true });
    const element = await page.locator('jms-session-audit').boundingBox();
    const box = await detail(page).boundingBox();
    assert.ok(box.y >= element.y && box.y + box.height <= element.y + element.height + 1, 'the detail stays in the element’s box');
    await closeWithEscape(page);
    assert.deepEqual(await focused(page), { tag: 'BUTTON', text: opener, inDetail: false });
    await expectCleanPage(page, stack);
  });

  it('fits a narrow column and stays accessible there', async () => {
    const { browser, stack } = session;
    const narrow = await openPage(browser, { viewport: MOBILE });
    await watch(narrow);
    await login(narrow, stack, 'admin', { next: PAGE });
    await listed(narrow);
    await screenshot(narrow, 'session-audit-narrow');
    assert.equal(await narrow.evaluate(() => document.documentElement.scrollWidth), MOBILE.width, 'the page does not scroll sideways');
    await rows(narrow).first().getByRole('button').first().click();
    await detail(narrow).locator('dl').waitFor();
    assert.ok(await detail(narrow).evaluate((panel) => panel.scrollWidth <= panel.clientWidth + 1), 'the detail fits the element');
    await screenshot(narrow, 'session-audit-narrow-detail');
    assert.deepEqual(await axeViolations(narrow, 'jms-session-audit'), []);
    await expectCleanPage(narrow, stack);
    await narrow.close();
  });
});
