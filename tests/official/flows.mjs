// The flows of issue 22, each through the official console's own screens as a person uses them: a flow throws
// when the console does not get where it should; what the backend refused on the way is reported beside it.
import { strict as assert } from 'node:assert';

const SUBMIT_TIMEOUT = 20000;

/** Goes to a route of the console (hash routing) and waits until it is quiet. */
async function open(page, monitor, origin, path) {
  await page.goto(`${origin}/ui/#${path}`);
  await page.waitForFunction(() => document.getElementById('app')?.__vue__?.$router, null, { timeout: 30000 });
  await monitor.idle();
}

/** Signs `username` in and opens the route a flow starts at. */
async function begin({ page, monitor, origin, signIn }, username, path) {
  await signIn(username);
  await open(page, monitor, origin, path);
}

/** The form item whose label is for `prop` (Element UI labels each item with its field's name). */
const item = (page, prop) => page.locator(`.el-form-item:has(> .el-form-item__label[for="${prop}"])`).first();

/** Fills the text boxes of a form (or a dialog's), by field name. */
async function fill(scope, values) {
  for (const [prop, value] of Object.entries(values)) await item(scope, prop).locator('input').fill(value);
}

/** Types into an item's select and picks the first option that has `text`. */
async function choose(page, monitor, prop, text) {
  const select = item(page, prop).locator('.el-select').first();
  await select.click();
  const input = select.locator('input.el-select__input, input.el-input__inner').first();
  await input.pressSequentially(text, { delay: 20 });
  await monitor.idle();
  await page.locator('.el-select-dropdown:visible .el-select-dropdown__item', { hasText: text }).first().click();
  await page.keyboard.press('Escape');
}

/** Clicks a button and returns the answer to the request it sends (the first one matching). */
async function answerTo(page, match, click) {
  const [response] = await Promise.all([page.waitForResponse((res) => match(res.request()), { timeout: SUBMIT_TIMEOUT }), click()]);
  return response;
}

const api = (method, path) => (request) => request.method() === method && new URL(request.url()).pathname.startsWith(path);

async function submit(page, method, path) {
  const response = await answerTo(page, api(method, path), () =>
    page
      .locator('.el-button--primary:visible', { hasText: /^\s*Submit\s*$/ })
      .last()
      .click(),
  );
  assert.ok(response.status() < 400, `${method} ${path} answered ${response.status()}`);
  return response;
}

/** What the API answers the signed-in page (as the console would ask it, in the current organization). */
const getJson = (page, path) =>
  page.evaluate(async (url) => {
    const org = document.cookie.match(/(?:^|; )X-JMS-ORG=([^;]*)/)?.[1];
    return (await fetch(url, { headers: org ? { 'X-JMS-ORG': decodeURIComponent(org) } : {} })).json();
  }, path);

const rows = (page) => page.locator('.el-table__body-wrapper tr.el-table__row:visible');

/** The ticket the applicant's flow opened, for the approver's flow. */
const applied = { ticket: null };

/** One of the icon buttons at the right of a list's toolbar, by its tip (Import, Export, Refresh…). */
const tableAction = (page, tip) => page.locator(`button.action-item[tip="${tip}"]:visible`).first();

/** The text of the file a click downloads. */
async function downloaded(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const unique = (prefix) => `${prefix}-${Date.now().toString(36)}`;

export const FLOWS = [
  {
    name: 'create user',
    async run(flow) {
      const { page } = flow;
      await begin(flow, 'admin', '/console/users/users/create');
      const username = unique('official');
      await fill(page, { name: username, username, email: `${username}@example.com` });
      const response = await submit(page, 'POST', '/api/v1/users/users/');
      assert.equal((await response.json()).username, username);
    },
  },
  {
    name: 'host with account',
    async run(flow) {
      const { page, monitor, origin } = flow;
      await begin(flow, 'admin', '/console/assets/assets/');
      // Where the asset list's platform chooser sends its new tab.
      const [linux] = await getJson(page, '/api/v1/assets/platforms/?name=Linux');
      await open(page, monitor, origin, `/console/assets/hosts/create?node=&platform=${linux.id}&type=linux&category=host`);
      await fill(page, { name: unique('official-host'), address: '10.0.8.8' });
      await choose(page, monitor, 'nodes', 'Production');
      await item(page, 'accounts').getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = page.locator('.el-dialog:visible');
      await fill(dialog, { name: 'deploy', username: 'deploy', password: 'Official-Secret-1' });
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await dialog.waitFor({ state: 'detached' });
      const response = await submit(page, 'POST', '/api/v1/assets/hosts/');
      const host = await response.json();
      const accounts = await getJson(page, `/api/v1/accounts/accounts/?asset=${host.id}`);
      assert.deepEqual(
        accounts.map((account) => account.username),
        ['deploy'],
        'the host has its account',
      );
    },
  },
  {
    name: 'asset permission',
    async run(flow) {
      const { page, monitor } = flow;
      await begin(flow, 'admin', '/console/perms/asset-permissions/create');
      await fill(page, { name: unique('official-perm') });
      await choose(page, monitor, 'users', 'newcomer');
      await choose(page, monitor, 'nodes', 'Staging');
      const response = await submit(page, 'POST', '/api/v1/perms/asset-permissions/');
      const sent = response.request().postDataJSON();
      assert.ok(sent.actions.length && sent.actions.every((action) => typeof action === 'string'), `actions sent: ${JSON.stringify(sent.actions)}`);
      const made = await response.json();
      assert.deepEqual(made.actions.map((action) => action.value).sort(), [...sent.actions].sort());
      await page.waitForURL(new RegExp(`/perms/asset-permissions/${made.id}`));
    },
  },
  {
    name: "user's My assets",
    async run(flow) {
      const { page, monitor } = flow;
      await begin(flow, 'user', '/workbench/assets');
      const [all] = monitor.listsOf(monitor.state.step).filter((list) => list.path.startsWith('/api/v1/perms/users/self/assets/'));
      assert.ok(all?.count > 0, 'the granted assets are counted');
      assert.equal(await rows(page).count(), Math.min(all.count, 15), 'and shown');
      const staging = page.locator('.ztree a', { hasText: /^Staging \(\d+\)$/ });
      const amount = Number(/\((\d+)\)/.exec(await staging.textContent())[1]);
      const nodeAssets = await answerTo(page, api('GET', '/api/v1/perms/users/self/nodes/'), () => staging.click());
      assert.equal((await nodeAssets.json()).count, amount, "the node's assets");
      await monitor.idle();
      assert.equal(await rows(page).count(), Math.min(amount, 15));
      const star = rows(page).first().locator('button:has(.fa-star-o), button:has(.fa-star)').first();
      const starred = await answerTo(page, api('POST', '/api/v1/assets/favorite-assets/'), () => star.click());
      assert.equal(starred.status(), 201, 'starred');
    },
  },
  {
    name: 'apply for an asset',
    async run(flow) {
      const { page, monitor } = flow;
      await begin(flow, 'user', '/tickets/tickets/request-host-perm/create');
      await fill(page, { title: unique('official-apply') });
      await choose(page, monitor, 'apply_assets', 'linux-staging');
      const response = await submit(page, 'POST', '/api/v1/tickets/apply-asset-tickets/open/');
      applied.ticket = (await response.json()).id;
      await page.waitForURL(/#\/tickets\/my-tickets/);
      await monitor.idle();
      await rows(page).filter({ hasText: 'official-apply' }).first().waitFor();
    },
  },
  {
    name: 'approver approves',
    async run(flow) {
      const { page, monitor, origin } = flow;
      // The approver is an ordinary user (OrgUser) of the ticket's organization: v3.8.2 refuses it the asset and node
      // lists that the approval form's pickers ask for (`?oid=`), so they show the applied-for ids as they are.
      for (const list of ['assets/assets', 'assets/nodes']) monitor.expect('GET', new RegExp(`^/api/v1/${list}/\\?oid=`), 403);
      await begin(flow, 'approver', '/tickets/assigned-tickets');
      const id = applied.ticket ?? (await getJson(page, '/api/v1/tickets/apply-asset-tickets/?state=pending&limit=1')).results[0].id;
      await rows(page).first().waitFor();
      await open(page, monitor, origin, `/tickets/tickets/request-host-perm/${id}`);
      const approved = await answerTo(page, api('PATCH', `/api/v1/tickets/apply-asset-tickets/${id}/approve/`), () => page.getByRole('button', { name: 'Accept' }).click());
      assert.ok(approved.status() < 400, `approve answered ${approved.status()}`);
      await monitor.idle();
      const ticket = await getJson(page, `/api/v1/tickets/tickets/${id}/`);
      assert.equal(ticket.state.value, 'approved');
      await page
        .locator('.el-tag', { hasText: /^\s*Approved\s*$/ })
        .first()
        .waitFor();
    },
  },
  {
    name: 'setting saved',
    async run(flow) {
      const { page } = flow;
      await begin(flow, 'admin', '/settings/basic');
      const site = `https://official-${Date.now().toString(36)}.example.com`;
      await fill(page, { SITE_URL: site });
      const response = await submit(page, 'PATCH', '/api/v1/settings/setting/');
      assert.equal((await response.json()).SITE_URL, site);
      assert.equal((await getJson(page, '/api/v1/settings/setting/?category=basic')).SITE_URL, site, 'kept');
    },
  },
  {
    name: 'CSV import',
    async run(flow) {
      const { page, monitor } = flow;
      await begin(flow, 'admin', '/console/users/groups/');
      await tableAction(page, 'Import').click();
      const dialog = page.locator('.el-dialog:visible');
      const template = (await downloaded(page, () => dialog.locator('.el-link', { hasText: 'CSV' }).click())).replace(/^\uFEFF/, '').split(/\r?\n/);
      const header = template[0].split(',');
      const name = unique('official-group');
      const row = header.map((column) => (/^\s*\*?\s*Name\b/i.test(column) ? name : ''));
      await dialog.locator('input[type=file]').setInputFiles({ name: 'groups.csv', mimeType: 'text/csv', buffer: Buffer.from(`${template[0]}\n${row.join(',')}\n`) });
      await monitor.idle();
      const created = await answerTo(page, api('POST', '/api/v1/users/groups/'), () => dialog.getByRole('button', { name: 'Import' }).click());
      assert.equal(created.status(), 201, `the row was refused: ${await created.text()}`);
      await dialog.locator('.summary-success', { hasText: '1' }).waitFor();
      assert.equal((await getJson(page, `/api/v1/users/groups/?name=${name}`)).length, 1, 'the group is there');
    },
  },
  {
    name: 'export',
    async run(flow) {
      const { page } = flow;
      await begin(flow, 'admin', '/console/users/users/');
      await tableAction(page, 'Export').click();
      const dialog = page.locator('.el-dialog:visible');
      const lines = (await downloaded(page, () => dialog.getByRole('button', { name: 'Confirm' }).click())).trim().split(/\r?\n/);
      const { count } = await getJson(page, '/api/v1/users/users/?limit=1');
      assert.equal(lines.length - 1, count, 'a line for every user under the header');
      assert.match(lines[0], /Username/);
    },
  },
  {
    name: 'site messages',
    async run(flow) {
      const { page, monitor } = flow;
      await begin(flow, 'user', '/workbench/home');
      const badge = page.locator('.el-badge:has(.svg-icon) .el-badge__content:visible').first();
      const unread = Number(await badge.textContent());
      assert.ok(unread > 0, 'the bell counts the unread messages');
      await page.locator('.el-badge .el-link:has(.svg-icon)').first().click();
      const message = page.locator('.site-msg .msg-item.msg-unread').first();
      await message.waitFor();
      assert.equal(await page.locator('.site-msg .msg-item').count(), Math.min(unread, 15), 'one item for each unread message');
      await message.click();
      const read = await answerTo(page, api('PATCH', '/api/v1/notifications/site-messages/mark-as-read/'), () =>
        page.locator('.el-dialog:visible').getByRole('button', { name: 'Mark as read' }).click(),
      );
      assert.ok(read.status() < 400, `mark-as-read answered ${read.status()}`);
      await monitor.idle();
      await page.waitForFunction((before) => {
        const counted = [...document.querySelectorAll('.el-badge .el-badge__content')].find((node) => node.offsetParent);
        return Number(counted?.textContent ?? 0) === before - 1;
      }, unread);
    },
  },
  {
    name: 'organization switch',
    async run(flow) {
      const { page, monitor } = flow;
      await begin(flow, 'admin', '/console/assets/assets/');
      const [engineering] = await getJson(page, '/api/v1/orgs/orgs/?name=Engineering');
      await page.locator('.org-select:visible').click();
      await Promise.all([
        page.waitForResponse((response) => response.request().headers()['x-jms-org'] === engineering.id && api('GET', '/api/v1/assets/assets/')(response.request())),
        page.locator('.switch-org .el-select-dropdown__item:visible', { hasText: /^\s*Engineering\s*$/ }).click(),
      ]);
      await monitor.idle();
      assert.equal(await page.locator('.org-select:visible input').inputValue(), 'Engineering', 'the header names it');
      const [shown] = monitor
        .listsOf(monitor.state.step)
        .filter((list) => list.path.startsWith('/api/v1/assets/assets/'))
        .slice(-1);
      const { count } = await getJson(page, '/api/v1/assets/assets/?limit=1');
      assert.equal(shown.count, count, "the list is the organization's");
      assert.equal(await rows(page).count(), Math.min(count, 15));
    },
  },
];
