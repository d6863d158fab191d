// The configured screens end to end as admin against the project's backend:
// every list shows its rows (and its create form opens where it has one), the
// asset tree filters the asset list, and a host made with the form is listed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectCleanPage, launchBrowser, login, openPage, screenshot, startStack } from './helpers.mjs';
import { api, go, ready, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const rows = (page) => screen(page, 'tbody tr[data-row-id]');

/** Each list route: whether it offers Create, links its rows to a detail page, or is empty (nothing of the last week in the seed). */
const LISTS = [
  ['/console/users/roles', { create: true, detail: true }],
  ['/console/assets/domains', { create: true, detail: true }],
  ['/console/assets/platforms', { create: true, detail: true }],
  ['/console/assets/labels', { create: true }],
  ['/console/accounts/accounts', { create: true, detail: true }],
  ['/console/accounts/account-template', { create: true, detail: true }],
  ['/console/accounts/account-push', { create: true, detail: true }],
  ['/console/accounts/account-gather', { create: true, detail: true }],
  ['/console/accounts/account-change-secret', { create: true, detail: true }],
  ['/console/accounts/account-backup', { create: true, detail: true }],
  ['/console/perms/asset-permissions', { create: true, detail: true }],
  ['/console/perms/login-acls', { create: true, detail: true }],
  ['/console/perms/cmd-acls', { create: true, detail: true }],
  ['/console/perms/login-asset-acls', { create: true, detail: true }],
  ['/console/perms/cmd-groups', { create: true, detail: true }],
  ['/console/perms/connect-method-acls', { create: true, detail: true }],
  ['/settings/orgs', { create: true, detail: true }],
  ['/audit/sessions/sessions', { detail: true }],
  // A command links to the session it was typed in.
  ['/audit/sessions/command', { detail: true }],
  ['/audit/sessions/ftp', {}],
  ['/audit/audits/login-logs', { detail: true }],
  ['/audit/audits/operate-logs', { detail: true }],
  ['/audit/audits/password-change-log', { empty: true }],
  ['/audit/audits/job-execution-log', {}],
  ['/audit/online-user-session', {}],
  ['/workbench/ops/job', { create: true, detail: true }],
  // A run links to its page (its output and log) through its task id.
  ['/workbench/ops/executions', { detail: true }],
];

const suffix = Date.now().toString(36);
const treeItem = (page, name) => screen(page, '[role=tree] [role=treeitem]').filter({ hasText: name });
const total = (page) => screen(page, 'span').filter({ hasText: /^Total \d+$/ });

/** The asset count a tree node shows: "App (134)" → 134. */
async function countOf(locator) {
  return Number(/\((\d+)\)$/.exec(await locator.textContent())?.[1]);
}

describe('the configured screens', () => {
  let stack;
  let browser;
  let page;
  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    page = await openPage(browser);
    await login(page, stack, 'admin', { next: '/ui/#/console/assets/domains' });
    await ready(page);
  });
  after(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('shows the rows of every list, its rows’ detail pages and its create form', async () => {
    const problems = [];
    for (const [path, { create: creates, detail, empty }] of LISTS) {
      await go(page, path);
      if (empty) {
        await screen(page, 'td')
          .filter({ hasText: /in this period/ })
          .waitFor({ timeout: 10_000 })
          .catch(() => problems.push(`${path}: no empty state`));
        continue;
      }
      const first = rows(page).first();
      const failed = screen(page, '[role=alert]');
      await Promise.race([first.waitFor({ timeout: 10_000 }), failed.first().waitFor({ timeout: 10_000 })]).catch(() => undefined);
      if (!(await first.count())) {
        problems.push(`${path}: no rows${(await failed.count()) ? ` (${await failed.first().textContent()})` : ''}`);
        continue;
      }
      // Lists with a detail route link their rows to it.
      const link = first.locator('a[href^="#/"]').first();
      if ((await link.count()) !== (detail ? 1 : 0)) problems.push(`${path}: ${detail ? 'no' : 'a'} detail link`);
      if (detail && (await link.count())) {
        await link.click();
        await screen(page, 'section[aria-label="Basic information"] dd')
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => problems.push(`${path}: no detail page`));
        await go(page, path);
      }
      const create = screen(page, 'button').filter({ hasText: /^Create$/ });
      if ((await create.count()) !== (creates ? 1 : 0)) problems.push(`${path}: ${await create.count()} Create buttons`);
      if (creates && (await create.count())) {
        await create.click();
        await screen(page, 'form [data-field=name]')
          .waitFor({ timeout: 10_000 })
          .catch(() => problems.push(`${path}: no create form`));
        // A create form in a dialog (accounts) is closed before the next list.
        if (await shell(page, 'dialog[open]').count()) await page.keyboard.press('Escape');
      }
    }
    assert.deepEqual(problems, []);
    await expectCleanPage(page, stack);
  });

  it('filters the asset list by the node chosen in the tree, and creates a host there', async () => {
    await go(page, '/console/assets/assets');
    const production = treeItem(page, /^Production \(\d+\)$/);
    await production.waitFor();
    await rows(page).first().waitFor();
    const all = await total(page).textContent();
    await production.click();
    await page.waitForFunction(() => /[?&]node=/.test(location.hash));
    await total(page)
      .filter({ hasText: `Total ${await countOf(production)}` })
      .waitFor();
    assert.notEqual(await total(page).textContent(), all);
    assert.equal(await production.getAttribute('aria-selected'), 'true');

    // Keyboard: the tree moves to Production's first child (App) and chooses it.
    const app = treeItem(page, /^App \(\d+\)$/);
    await app.waitFor();
    await screen(page, '[role=tree]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await total(page)
      .filter({ hasText: `Total ${await countOf(app)}` })
      .waitFor();
    await screenshot(page, 'screens-asset-tree-1440x900');

    // Create: a menu of asset kinds, then the kind's platforms by type; the new host starts with the
    // platform's protocols, in the chosen node.
    await screen(page, 'button')
      .filter({ hasText: /^Create$/ })
      .click();
    await shell(page, '[role=menuitem]')
      .filter({ hasText: /^Create host$/ })
      .click();
    const chooser = screen(page, 'dialog[open]');
    await chooser.locator('section[aria-label="Windows"]').waitFor();
    await chooser
      .locator('section[aria-label="Linux"] button')
      .filter({ hasText: /^Linux$/ })
      .click();
    const field = (name) => screen(page, `[data-field=${name}]`);
    await field('nodes').filter({ hasText: '/DEFAULT/Production/App' }).waitFor();
    await field('platform').filter({ hasText: 'Linux' }).waitFor();
    assert.deepEqual(
      await field('protocols')
        .locator('input')
        .evaluateAll((inputs) => inputs.map((input) => input.value)),
      ['ssh', '22'],
    );
    const name = `e2e-host-${suffix}`;
    await field('name').locator('input').fill(name);
    await field('address').locator('input').fill('10.9.9.9');
    await screen(page, 'button[type=submit]').click();

    await page.waitForFunction(() => location.hash.startsWith('#/console/assets/assets') && /[?&]id=/.test(location.hash));
    await rows(page).filter({ hasText: name }).waitFor();
    const answer = await api(page, 'GET', `/api/v1/assets/hosts/?name=${name}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.data));
    const [host] = answer.data;
    assert.deepEqual([host.platform.name, host.nodes.map((node) => node.name), host.protocols], ['Linux', ['App'], [{ name: 'ssh', port: 22 }]]);

    // Update: the row action leads to the host form, filled from the host.
    await rows(page).filter({ hasText: name }).getByRole('button', { name: 'Update' }).click();
    await field('platform').filter({ hasText: 'Linux' }).waitFor();
    assert.equal(await field('address').locator('input').inputValue(), '10.9.9.9');
    await field('comment').locator('textarea').fill('changed in the e2e test');
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction(() => location.hash.startsWith('#/console/assets/assets'));
    await page.waitForFunction(async (id) => (await (await fetch(`/api/v1/assets/hosts/${id}/`)).json()).comment === 'changed in the e2e test', host.id);
    await expectCleanPage(page, stack);
  });

  it('a login ACL matches users by attribute conditions, then by choice, and keeps its IP rule', async () => {
    await go(page, '/console/perms/login-acls/create');
    const field = (name) => screen(page, `[data-field=${name}]`);
    const name = `e2e-acl-${suffix}`;
    await field('name').locator('input').fill(name);
    await field('users').getByLabel('By attributes').check();
    await field('users').getByRole('button', { name: 'Add a condition' }).click();
    await field('users').getByLabel('Attribute', { exact: true }).selectOption('username');
    await field('users').getByLabel('Match', { exact: true }).selectOption('in');
    // A condition without a value is refused before anything is sent.
    await screen(page, 'button[type=submit]').click();
    await field('users').filter({ hasText: 'Add at least one condition, each with a value' }).waitFor();
    await field('users').getByLabel('Value', { exact: true }).fill('alice, bob');
    const ips = field('rules').getByRole('textbox').first();
    await ips.fill('10.0.0.0/8');
    await ips.press('Enter');
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction(() => /^#\/console\/perms\/login-acls\/?\?id=/.test(location.hash));
    await rows(page).filter({ hasText: name }).filter({ hasText: 'username is one of alice, bob' }).waitFor();
    const [saved] = (await api(page, 'GET', `/api/v1/acls/login-acls/?name=${name}`)).data;
    assert.deepEqual(saved.users, { type: 'attrs', attrs: [{ name: 'username', match: 'in', value: ['alice', 'bob'] }] });
    assert.deepEqual(saved.rules, { ip_group: ['*', '10.0.0.0/8'], time_period: [] });

    // Update: the same rule as a choice of users, picked from the server's list.
    await go(page, `/console/perms/login-acls/${saved.id}/update`);
    await field('users').getByLabel('Value', { exact: true }).waitFor();
    await field('users').getByLabel('Specific').check();
    await field('users').getByRole('combobox').fill('Administrator');
    await field('users')
      .locator('[role=option]')
      .filter({ hasText: /^Administrator$/ })
      .click();
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction(() => /^#\/console\/perms\/login-acls\/?(\?|$)/.test(location.hash));
    await rows(page).filter({ hasText: name }).filter({ hasText: 'Specific (1)' }).waitFor();
    const [admin] = (await api(page, 'GET', '/api/v1/users/users/?username=admin')).data;
    const updated = (await api(page, 'GET', `/api/v1/acls/login-acls/${saved.id}/`)).data;
    assert.deepEqual(updated.users, { type: 'ids', ids: [admin.id] });
    assert.deepEqual(updated.rules.ip_group, ['*', '10.0.0.0/8']);
    await expectCleanPage(page, stack);
  });

  it('a running session shows its commands and is terminated from its detail page', async () => {
    const [running] = (await api(page, 'GET', '/api/v1/terminal/sessions/?is_finished=0&order=-command_amount&limit=1')).data.results;
    assert.ok(running?.command_amount > 0, 'the seed has a running session with commands');
    await go(page, `/audit/sessions/sessions/${running.id}`);
    await screen(page, 'h2')
      .filter({ hasText: `${running.user} → ${running.asset}` })
      .waitFor();
    await screen(page, '[role=tab]').filter({ hasText: 'Commands' }).click();
    await rows(page).first().waitFor();
    assert.equal(await rows(page).count(), Math.min(running.command_amount, 15));

    await screen(page, 'button')
      .filter({ hasText: /^Terminate$/ })
      .click();
    await shell(page, 'dialog[open]')
      .filter({ hasText: `Terminate the session of ${running.user} on ${running.asset}?` })
      .waitFor();
    await shell(page, 'dialog[open] button')
      .filter({ hasText: /^Terminate$/ })
      .click();
    await shell(page, 'dialog[open]').waitFor({ state: 'detached' });
    // A finished session offers no Terminate.
    await screen(page, 'button')
      .filter({ hasText: /^Terminate$/ })
      .waitFor({ state: 'detached' });
    assert.equal((await api(page, 'GET', `/api/v1/terminal/sessions/${running.id}/`)).data.is_finished, true);
    await expectCleanPage(page, stack);
  });

  it('an operation log shows what the operation changed', async () => {
    const [group] = (await api(page, 'GET', '/api/v1/users/groups/?limit=1')).data.results;
    const comment = `changed by the e2e test ${suffix}`;
    assert.equal((await api(page, 'PATCH', `/api/v1/users/groups/${group.id}/`, { comment })).status, 200);
    const [operation] = (await api(page, 'GET', `/api/v1/audits/operate-logs/?action=update&resource=${encodeURIComponent(group.name)}&limit=1`)).data.results;
    await go(page, '/audit/audits/operate-logs');
    await screen(page, `tbody tr[data-row-id="${operation.id}"] a`).click();
    await screen(page, '[role=tab]').filter({ hasText: 'Changes' }).click();
    const change = screen(page, 'table tbody tr').filter({ hasText: comment });
    await change.waitFor();
    assert.match(await change.textContent(), /^Comment/);
    await expectCleanPage(page, stack);
  });

  it('settings pages save each category on their own, say what the server refused, and run the tests', async () => {
    await go(page, '/settings/basic');
    const basic = screen(page, 'section[aria-labelledby=settings-basic]');
    const field = (name) => basic.locator(`[data-field=${name}] input`);
    // Refused here first (characters a URL cannot hold), then by the server (no scheme).
    await field('SITE_URL').fill('not a url');
    await basic.locator('button[type=submit]').click();
    await basic.locator('[data-field=SITE_URL]').filter({ hasText: 'Only letters, digits and : / . ? = & # - are allowed' }).waitFor();
    await field('SITE_URL').fill('jumpserver');
    await basic.locator('button[type=submit]').click();
    await basic.locator('[data-field=SITE_URL]').filter({ hasText: 'Enter a valid URL.' }).waitFor();
    const support = `https://support.example.com/${suffix}`;
    await field('SITE_URL').fill('https://jumpserver.example.com');
    await field('HELP_SUPPORT_URL').fill(support);
    await basic.locator('button[type=submit]').click();
    await page.waitForFunction(async (url) => (await (await fetch('/api/v1/settings/setting/?category=basic')).json()).HELP_SUPPORT_URL === url, support);

    // LDAP: the connection test tries the server in the form and says what happened.
    await go(page, '/settings/auth?activeTab=LDAP');
    const ldap = screen(page, 'section[aria-labelledby=settings-ldap]');
    await ldap.locator('[data-field=AUTH_LDAP_SERVER_URI] input').fill('ldap://127.0.0.1:1');
    await ldap.getByRole('button', { name: 'Test the connection' }).click();
    await ldap.locator('[role=status]').filter({ hasText: /\S/ }).waitFor();
    await screenshot(page, 'screens-settings-auth-1440x900');

    // Components: the registered ones listed on their tab, each opened and changed on its own.
    await go(page, '/settings/terminal?activeTab=TerminalList');
    const koko = screen(page, 'section[aria-labelledby=settings-terminals] tbody tr').filter({ hasText: 'KoKo' });
    await koko.locator('a').click();
    await screen(page, 'section[aria-label="Basic information"] dd')
      .filter({ hasText: /^KoKo$/ })
      .waitFor();
    await screen(page, 'button')
      .filter({ hasText: /^Update$/ })
      .click();
    const comment = `checked by the e2e test ${suffix}`;
    await screen(page, '[data-field=comment] textarea').fill(comment);
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction(() => /^#\/settings\/terminal\/?\?activeTab=TerminalList$/.test(location.hash));
    const [component] = (await api(page, 'GET', '/api/v1/terminal/terminals/?type=koko')).data;
    assert.equal(component.comment, comment);
    await expectCleanPage(page, stack);
  });

  it('a ticket: the applicant comments and may only close it, an assignee rejects it; several are approved at once', async () => {
    const applicant = await openPage(browser);
    await login(applicant, stack, 'user');
    await ready(applicant);
    const [host] = (await api(page, 'GET', '/api/v1/assets/hosts/?limit=1')).data.results;
    const open = async (title) => {
      const answer = await api(applicant, 'POST', '/api/v1/tickets/apply-asset-tickets/open/', {
        title,
        type: 'apply_asset',
        org_id: '00000000-0000-0000-0000-000000000002',
        apply_assets: [host.id],
      });
      assert.equal(answer.status, 201, JSON.stringify(answer.data));
      return answer.data.id;
    };
    const title = `e2e-ticket-${suffix}`;
    const id = await open(title);
    const more = [await open(`${title}-a`), await open(`${title}-b`)];
    await go(applicant, '/tickets/my-tickets');
    await screen(applicant, `tbody tr[data-row-id="${id}"] a`).click();
    await screen(applicant, 'h2').filter({ hasText: title }).waitFor();
    assert.deepEqual(
      await screen(applicant, 'button')
        .filter({ hasText: /^(Approve|Reject|Close)$/ })
        .allTextContents(),
      ['Close'],
    );
    await screen(applicant, 'textarea').fill('Needed for <b>the</b> release');
    await screen(applicant, 'button')
      .filter({ hasText: /^Comment$/ })
      .click();
    await screen(applicant, 'li').filter({ hasText: 'Needed for <b>the</b> release' }).waitFor();
    await expectCleanPage(applicant, stack);
    await applicant.context().close();

    await go(page, '/tickets/assigned-tickets');
    await screen(page, `tbody tr[data-row-id="${id}"] a`).click();
    await screen(page, 'li').filter({ hasText: 'Demo User(user)' }).filter({ hasText: 'Needed for <b>the</b> release' }).waitFor();
    await screen(page, 'button')
      .filter({ hasText: /^Reject$/ })
      .click();
    await shell(page, 'dialog[open] button')
      .filter({ hasText: /^Reject$/ })
      .click();
    await shell(page, 'dialog[open]').waitFor({ state: 'detached' });
    await screen(page, 'dd')
      .filter({ hasText: /^Rejected$/ })
      .waitFor();
    assert.equal(
      await screen(page, 'button')
        .filter({ hasText: /^(Approve|Reject|Close)$/ })
        .count(),
      0,
    );
    assert.equal((await api(page, 'GET', `/api/v1/tickets/tickets/${id}/`)).data.state.value, 'rejected');

    // The two others, approved together from the list.
    await go(page, '/tickets/assigned-tickets');
    for (const ticket of more) await screen(page, `tbody tr[data-row-id="${ticket}"] input[type=checkbox]`).check();
    await screen(page, 'button')
      .filter({ hasText: /^Approve selected$/ })
      .click();
    await shell(page, '[role=status], [role=alert]').filter({ hasText: '2 tickets were approved' }).first().waitFor();
    for (const ticket of more) assert.equal((await api(page, 'GET', `/api/v1/tickets/tickets/${ticket}/`)).data.state.value, 'approved');
    await expectCleanPage(page, stack);
  });

  it('a user applies for assets from My tickets and lands on the new ticket', async () => {
    const applicant = await openPage(browser);
    await login(applicant, stack, 'user', { next: '/ui/#/tickets/my-tickets' });
    await ready(applicant);
    await screen(applicant, 'button')
      .filter({ hasText: /^Apply for assets$/ })
      .click();
    const field = (name) => screen(applicant, `[data-field=${name}]`);
    assert.equal(await field('org_id').getByLabel('DEFAULT').isChecked(), true, 'the current organization is chosen');
    // Nothing chosen yet: refused before anything is sent.
    const title = `e2e-apply-${suffix}`;
    await field('title').locator('input').fill(title);
    await screen(applicant, 'button[type=submit]').click();
    await field('apply_assets').filter({ hasText: 'This field is required' }).waitFor();
    await field('apply_assets').getByRole('combobox').fill('linux-prod');
    // The list for the term: the options shown before it stay until it comes.
    const option = field('apply_assets').locator('[role=option]').first().filter({ hasText: 'linux-prod' });
    await option.waitFor();
    await field('apply_assets').locator('[role=listbox] [role=status]').waitFor({ state: 'detached' });
    const asset = (await option.textContent()).trim();
    await option.click();
    await screen(applicant, 'button[type=submit]').click();
    await screen(applicant, 'h2').filter({ hasText: title }).waitFor();
    await screen(applicant, 'section[aria-label=Application] dd').filter({ hasText: asset }).waitFor();
    assert.match(await applicant.evaluate(() => location.hash), /^#\/tickets\/tickets\/[0-9a-f-]{36}$/);
    await expectCleanPage(applicant, stack);
    await applicant.context().close();
  });

  it('a user’s own pages: granted assets open the web terminal, profile, API keys made after confirming and shown once', async () => {
    const mine = await openPage(browser);
    await login(mine, stack, 'user', { next: '/ui/#/workbench/assets' });
    await ready(mine);
    const granted = (await api(mine, 'GET', '/api/v1/perms/users/self/assets/?limit=1')).data;
    assert.ok(granted.count > 0, 'the demo user has assets');
    await screen(mine, 'span')
      .filter({ hasText: new RegExp(`^Total ${granted.count}$`) })
      .waitFor();
    const [terminal] = await Promise.all([mine.waitForEvent('popup'), rows(mine).first().getByRole('button', { name: 'Connect' }).click()]);
    assert.match(terminal.url(), /\/luna\/\?login_to=[0-9a-f-]{36}$/);
    await terminal.close();

    await go(mine, '/profile/info');
    await screen(mine, 'section[aria-label=Account] dd')
      .filter({ hasText: /^user$/ })
      .waitFor();

    await go(mine, '/profile/api-keys');
    await screen(mine, 'button')
      .filter({ hasText: /^Create$/ })
      .click();
    const check = shell(mine, 'dialog[open]').filter({ hasText: 'Confirm your identity' });
    await check.locator('input').fill('jumpserver');
    await check.getByRole('button', { name: 'Confirm' }).click();
    const shown = shell(mine, 'dialog[open]').filter({ hasText: 'Your new API key' });
    const id = await shown.getByLabel('Access key ID').inputValue();
    assert.match(await shown.getByLabel('Secret').inputValue(), /^[0-9a-f-]{36}$/);
    await shown.getByRole('button', { name: 'Close' }).last().click();
    const key = rows(mine).filter({ hasText: id });
    await key.waitFor();
    assert.equal((await api(mine, 'GET', `/api/v1/authentication/access-keys/${id}/`)).data.secret, undefined, 'the secret is never read again');
    await key
      .getByRole('button', { name: /^(Enable or disable|More)$/ })
      .first()
      .click();
    const menuItem = shell(mine, '[role=menuitem]').filter({ hasText: 'Enable or disable' });
    if (await menuItem.count()) await menuItem.click();
    await mine.waitForFunction(async (url) => (await (await fetch(url)).json()).is_active === false, `/api/v1/authentication/access-keys/${id}/`);
    await expectCleanPage(mine, stack);
    await mine.context().close();
  });

  it('an organization created, renamed and deleted shows in the organization selector at once', async () => {
    const page = await openPage(browser);
    await login(page, stack, 'admin', { next: '/ui/#/settings/orgs/create' });
    await ready(page);
    const name = `e2e-org-${suffix}`;
    await screen(page, '[data-field=name] input').fill(name);
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction(() => /^#\/settings\/orgs\/?\?id=/.test(location.hash));
    await go(page, '/console/users/users');
    const selector = shell(page, '[data-testid=org-selector]');
    await selector.click();
    await shell(page, '[role=menuitemradio]').filter({ hasText: name }).waitFor();
    await page.keyboard.press('Escape');

    const [created] = (await api(page, 'GET', `/api/v1/orgs/orgs/?name=${name}`)).data;
    await go(page, `/settings/orgs/${created.id}/update`);
    await screen(page, '[data-field=name] input').fill(`${name}-renamed`);
    await screen(page, 'button[type=submit]').click();
    await page.waitForFunction(() => /^#\/settings\/orgs\/?(\?|$)/.test(location.hash));
    await rows(page)
      .filter({ hasText: `${name}-renamed` })
      .waitFor();
    await rows(page)
      .filter({ hasText: `${name}-renamed` })
      .getByRole('button', { name: /^(Delete|More)$/ })
      .first()
      .click();
    const remove = shell(page, '[role=menuitem]').filter({ hasText: /^Delete$/ });
    if (await remove.count()) await remove.click();
    await shell(page, 'dialog[open] button')
      .filter({ hasText: /^Delete$/ })
      .click();
    await rows(page)
      .filter({ hasText: `${name}-renamed` })
      .waitFor({ state: 'detached' });
    await go(page, '/console/users/users');
    await selector.click();
    await shell(page, '[role=menuitemradio]').filter({ hasText: 'DEFAULT' }).waitFor();
    assert.equal(await shell(page, '[role=menuitemradio]').filter({ hasText: name }).count(), 0);
    await expectCleanPage(page, stack);
    await page.context().close();
  });
});
