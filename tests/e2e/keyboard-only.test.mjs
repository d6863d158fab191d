// The access path with the keyboard alone, as a person who does not use a
// mouse goes through it: log in, find an asset, give a user access to it with
// a permission, then, as the approver, approve a ticket. After each step the
// test checks where the focus is: it must always be somewhere that makes sense.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, openPage, stackAndBrowser } from './helpers.mjs';
import { api, hashPath } from './shell-helpers.mjs';

/** What has the focus, looked for through shadow roots: its tag, role, accessible-ish name, and where it is. */
function focus(page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return { tag: 'body', name: '', role: '', inDialog: false };
    const labelled = active.getAttribute('aria-labelledby');
    const root = active.getRootNode();
    const name =
      active.getAttribute('aria-label') ||
      (labelled && root.getElementById?.(labelled)?.textContent) ||
      active.labels?.[0]?.textContent ||
      active.textContent ||
      active.getAttribute('placeholder') ||
      '';
    return {
      tag: active.localName,
      role: active.getAttribute('role') ?? '',
      name: name.replace(/\s+/g, ' ').trim(),
      field: active.closest('[data-field]')?.getAttribute('data-field') ?? '',
      inDialog: Boolean(active.closest('dialog[open]')),
    };
  });
}

/** Presses Tab (Shift+Tab backwards) until the focus is on what `wanted` accepts; fails after `max` presses. */
async function tabTo(page, wanted, { max = 80, backwards = false } = {}) {
  const seen = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focus(page);
    if (wanted(now)) return now;
    seen.push(`${now.tag}[${now.role}] ${now.name.slice(0, 30)}`);
  }
  throw new Error(`tabTo: never reached it; went through:\n${seen.join('\n')}`);
}

const named = (text) => (now) => now.name === text;
/** Waits for the focus to be on the page's heading, which starts with `text`; says where it is instead when it never gets there. */
const onHeading = async (page, text) => {
  await page
    .waitForFunction(
      (expected) => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.localName === 'h1' && active.textContent.trim().startsWith(expected);
      },
      text,
      { timeout: 15_000 },
    )
    .catch(async () => {
      const heading = await page
        .locator('jms-console main [data-screen]:not([hidden]) h1')
        .first()
        .textContent()
        .catch(() => '');
      throw new Error(`the focus is not on the heading "${text}": ${JSON.stringify(await focus(page))}; page ${await hashPath(page)}, heading "${heading}"`);
    });
};

/** Logs in on the server's login page with the keyboard: the username field has the focus when it opens. */
async function keyboardLogin(page, origin, username) {
  await page.goto(`${origin}/core/auth/login/?next=${encodeURIComponent('/ui/')}`);
  assert.deepEqual(await focus(page).then(({ tag, name }) => ({ tag, name })), { tag: 'input', name: 'Username' });
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  assert.equal((await focus(page)).name, 'Password');
  await page.keyboard.type('jumpserver');
  await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/ui/')), page.keyboard.press('Enter')]);
  await page.locator('jms-console [data-testid=page-header] h1').first().waitFor();
}

/** Ctrl+K, the words, Enter: the page the quick jump finds first, with the focus on its heading. */
async function jumpTo(page, words, heading) {
  await page.keyboard.press('Control+k');
  await page.locator('jms-console dialog[open]').waitFor();
  const search = await focus(page);
  assert.equal(search.inDialog, true, 'the quick jump has the focus');
  await page.keyboard.type(words);
  await page.locator('jms-console dialog[open] [role=option]').first().waitFor();
  await page.keyboard.press('Enter');
  await onHeading(page, heading);
}

/** In a combobox: types, waits for the option, picks it with the arrow keys and Enter. */
async function choose(page, text) {
  await page.keyboard.type(text);
  // The list for the whole term: its first option is the one wanted, and nothing is loading.
  // The list of the combobox that has the focus.
  const controls = await page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('aria-controls') ?? '';
  });
  const open = page.locator(`jms-console [role=listbox][id="${controls}"]`);
  await open.locator('[role=option]').first().filter({ hasText: text }).waitFor();
  await open.locator('[role=status]').waitFor({ state: 'detached' });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

describe('the access path with the keyboard alone', () => {
  const session = stackAndBrowser();

  it('logs in, finds an asset, grants it with a permission, and the approver approves a ticket', async () => {
    const { stack, browser } = session;
    const page = await openPage(browser);
    await keyboardLogin(page, stack.origin, 'admin');
    const suffix = Date.now().toString(36);

    // The first Tab reaches the skip link, which takes the focus to the page.
    assert.equal((await tabTo(page, () => true, { max: 1 })).name, 'Skip to content');

    // Find an asset by name.
    await jumpTo(page, 'linux-prod-00002', 'Asset detail');
    assert.match(await hashPath(page), /^\/console\/assets\/assets\/[0-9a-f-]{36}$/);
    await page.locator('jms-console main [data-screen]:not([hidden]) dd', { hasText: 'linux-prod-00002' }).first().waitFor();

    // A permission for the user on that asset, from the list's Create button.
    await jumpTo(page, 'Asset permissions', 'Asset permissions');
    // The toolbar shows once the list knows what the user may do (its metadata): a person waits for it too.
    await page.locator('jms-console main [data-screen]:not([hidden])').getByRole('button', { name: 'Create', exact: true }).waitFor();
    await tabTo(page, named('Create'));
    await page.keyboard.press('Enter');
    await onHeading(page, 'Create asset permission');
    // The heading comes before the form's fields (they wait for the form's metadata): a person waits for them too.
    await page.locator('jms-console main [data-screen]:not([hidden]) form [data-field=name] input').waitFor();
    const name = await tabTo(page, (now) => now.field === 'name');
    assert.equal(name.tag, 'input');
    await page.keyboard.type(`Keyboard grant ${suffix}`);
    await tabTo(page, (now) => now.field === 'users' && now.role === 'combobox');
    await choose(page, 'Demo User');
    assert.equal((await focus(page)).field, 'users', 'the focus stays in the field after a choice');
    await tabTo(page, (now) => now.field === 'assets' && now.role === 'combobox');
    await choose(page, 'linux-prod-00002');
    const submit = await tabTo(page, (now) => now.tag === 'button' && now.name === 'Submit');
    assert.equal(submit.inDialog, false);
    await page.keyboard.press('Enter');
    await onHeading(page, 'Asset permissions');
    const saved = await api(page, 'GET', `/api/v1/perms/asset-permissions/?name=${encodeURIComponent(`Keyboard grant ${suffix}`)}`);
    assert.equal(saved.data.length, 1, JSON.stringify(saved.data));
    assert.deepEqual([saved.data[0].users.map((user) => user.name ?? user), saved.data[0].assets.length], [['Demo User'], 1]);
    await expectCleanPage(page, stack);
    await page.context().close();

    // The approver approves the first open ticket assigned to them.
    const approver = await openPage(browser);
    await keyboardLogin(approver, stack.origin, 'approver');
    await jumpTo(approver, 'Assigned tickets', 'Assigned tickets');
    const ticket = await tabTo(approver, (now) => now.tag === 'a' && /^Apply for access to/.test(now.name));
    await approver.keyboard.press('Enter');
    await onHeading(approver, 'Ticket detail');
    await approver.locator('jms-console main [data-screen]:not([hidden])', { hasText: ticket.name }).first().waitFor();
    await tabTo(approver, (now) => now.tag === 'button' && now.name === 'Approve');
    await approver.keyboard.press('Enter');
    await approver
      .locator('jms-console [role=status]', { hasText: /approved/i })
      .first()
      .waitFor();
    const id = (await hashPath(approver)).split('/').pop();
    const state = await api(approver, 'GET', `/api/v1/tickets/tickets/${id}/`);
    assert.equal(state.data.state.value, 'approved');
    // The decision buttons are gone with the decision: the focus goes to the page's heading, not to the body.
    await onHeading(approver, 'Ticket detail');
    await expectCleanPage(approver, stack);
    await approver.context().close();
  });
});
