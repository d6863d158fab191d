// The first screen at the speed of the network, checked by order, not by time:
// the session's requests, the catalogue and the screen's code go before the
// runtime chunk has downloaded (the boot module), the list's before the profile
// has answered; a load of the users list just after signing in asks for its
// rows and OPTIONS once each, a second load too (the rows before the screen
// mounts), logout forgets the OPTIONS kept, <jms-resource-list> alone asks
// for its list's code and what that imports at once, and every text file of
// the build goes compressed to a browser that takes it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESSIBLE_FILE } from '../../host/build/compress-plugin.mjs';
import { DEFAULT_DIST } from '../../host/server.mjs';
import { COMPRESS_MIN_BYTES } from '../../server/http/content-encoding.mjs';
import { expectCleanPage, login, openPage, stackAndBrowser } from './helpers.mjs';
import { shell } from './shell-helpers.mjs';

const USERS_API = '/api/v1/users/users/';
const SESSIONS_API = '/api/v1/terminal/sessions/';

/**
 * Runs before the page's scripts: every API request the page sends, in order,
 * with what the console showed at that moment (pierced shadow roots).
 */
function recordRequests() {
  window.__requests = [];
  const shows = (selector, root = document) =>
    Boolean(root.querySelector(selector)) || [...root.querySelectorAll('*')].some((element) => element.shadowRoot && shows(selector, element.shadowRoot));
  const send = window.fetch;
  window.fetch = function (input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    window.__requests.push({
      method: String(init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      screenMounted: shows('[data-screen]'),
      listMounted: shows('[part=toolbar]'),
      rowsShown: shows('tbody tr[data-row-id]'),
    });
    return send.call(this, input, init);
  };
}

/**
 * The requests a page has sent so far (`METHOD /path`), and a wait for some of
 * them to have been sent: holding an answer back until then proves the order.
 */
function watchRequests(page) {
  const sent = [];
  const waiting = new Set();
  page.on('request', (request) => {
    sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    for (const check of waiting) check();
  });
  const hasSent = (pattern) => sent.some((line) => (pattern instanceof RegExp ? pattern.test(line) : line === pattern));
  return {
    sent,
    until: (...patterns) =>
      new Promise((resolve) => {
        const check = () => {
          if (!patterns.every(hasSent)) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
      }),
  };
}

const listRequests = async (page) => (await page.evaluate(() => window.__requests)).filter((entry) => entry.path === USERS_API);
const rowsShown = (page) => shell(page, 'tbody tr[data-row-id]').first().waitFor();

describe('the first screen', () => {
  const session = stackAndBrowser();

  it("the session's requests, the catalogue and the screen's code go before the runtime chunk has downloaded, and the list's before the profile has answered", async () => {
    const page = await openPage(session.browser);
    await login(page, session.stack, 'admin', { next: '/ui/#/console/users/users' });
    await rowsShown(page);
    const requests = watchRequests(page);
    // Each answer held back until what must go before it has gone: were it the other way, the page would never show its rows.
    // (Routing also turns the browser's cache off: every chunk is downloaded again.)
    await page.route(/\/ui\/assets\/runtime-[\w-]+\.js$/, async (route) => {
      await requests.until(
        'GET /api/v1/settings/public/open/',
        'GET /api/v1/settings/public/',
        'GET /api/v1/users/profile/',
        /^GET \/ui\/assets\/console-en-/,
        // The screen's chunk and those it imports, which the console would ask for only once the runtime has evaluated.
        /^GET \/ui\/assets\/user-list-/,
        /^GET \/ui\/assets\/users-urls-/,
        /^GET \/ui\/assets\/list-/,
      );
      await route.continue();
    });
    await page.route(/\/api\/v1\/users\/profile\/$/, async (route) => {
      await requests.until(`GET ${USERS_API}`, `OPTIONS ${USERS_API}`);
      await route.continue();
    });
    await page.reload();
    await rowsShown(page);
    const once = (line) => requests.sent.filter((sent) => sent === line).length;
    for (const line of ['GET /api/v1/settings/public/open/', 'GET /api/v1/settings/public/', 'GET /api/v1/users/profile/', `GET ${USERS_API}`, `OPTIONS ${USERS_API}`])
      assert.equal(once(line), 1, `${line}: the console took the answer of the request sent early, and asked no second time`);
    await expectCleanPage(page, session.stack);
    await page.context().close();
  });

  it('a load just after signing in asks for the list and its OPTIONS once each, and so does a second one, the rows before the screen mounts; logout forgets the OPTIONS kept', async () => {
    const page = await openPage(session.browser);
    await page.addInitScript(recordRequests);
    await login(page, session.stack, 'admin', { next: '/ui/#/console/users/users' });
    await rowsShown(page);
    // Signed in just now, nothing kept: the session's requests, sent early, may let the guard finish before the
    // screen's code has come; the list then goes as the screen mounts. Either way, once each.
    const cold = await listRequests(page);
    assert.deepEqual(cold.map(({ method }) => method).sort(), ['GET', 'OPTIONS'], 'the list asked for once, its OPTIONS once');

    await page.reload();
    await rowsShown(page);
    await page.waitForLoadState('networkidle');
    // The list goes before the profile has answered: the OPTIONS kept for the user are read only once it has,
    // so the OPTIONS goes beside the rows then, or, kept, in the background once the rows show.
    const again = await listRequests(page);
    assert.deepEqual(again.map(({ method }) => method).sort(), ['GET', 'OPTIONS'], 'the list asked for once, its OPTIONS once');
    assert.equal(again.find(({ method }) => method === 'GET').screenMounted, false, 'the rows asked for before the screen mounted');
    await expectCleanPage(page, session.stack);

    const kept = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('keptMetadata')));
    assert.ok((await kept()).length > 1, 'the answers are kept');
    await shell(page, '[data-testid=account-menu]').click();
    await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/core/auth/login/')), shell(page, '[data-testid=logout]').click()]);
    assert.deepEqual(await kept(), [], 'logout forgets them');
    await page.context().close();
  });

  it("the screen's code coming after the session's answers still asks for the rows before the screen mounts", async () => {
    const page = await openPage(session.browser);
    await page.addInitScript(recordRequests);
    await login(page, session.stack, 'admin', { next: '/ui/#/console/users/users' });
    await rowsShown(page);
    const profileAnswered = new Promise((resolve) => {
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname === '/api/v1/users/profile/') resolve();
      });
    });
    // The boot module's session requests often beat the screen's chunk: the startup guard has judged the
    // route before the screen could say what it asks for first.
    await page.route(/\/ui\/assets\/user-list-[\w-]+\.js$/, async (route) => {
      await profileAnswered;
      await route.continue();
    });
    await page.reload();
    await rowsShown(page);
    await page.waitForLoadState('networkidle');
    const requests = await listRequests(page);
    assert.deepEqual(requests.map(({ method }) => method).sort(), ['GET', 'OPTIONS'], 'the list asked for once, its OPTIONS once');
    // The frame (and the screen's place in it) is on before the code came: the list itself has not mounted.
    assert.equal(requests.find(({ method }) => method === 'GET').listMounted, false, 'the rows asked for as the code came, before the list mounted');
    await expectCleanPage(page, session.stack);
    await page.context().close();
  });

  it('an element alone on a page asks for the session and its first list before the runtime chunk runs, the list before the profile has answered, each once', async () => {
    const page = await openPage(session.browser);
    // Each API request the page sends, and whether the runtime chunk had run by then: React's scheduler makes
    // a MessageChannel as its module runs, the first thing on the page to make one.
    await page.addInitScript(() => {
      window.__elementRequests = [];
      window.__runtimeRan = false;
      const Channel = window.MessageChannel;
      window.MessageChannel = class extends Channel {
        constructor() {
          super();
          window.__runtimeRan = true;
        }
      };
      const send = window.fetch;
      window.fetch = function (input, init) {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        window.__elementRequests.push({ line: `${String(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`, runtimeRan: window.__runtimeRan });
        return send.call(this, input, init);
      };
    });
    await login(page, session.stack, 'admin', { next: '/ui/' });
    const requests = watchRequests(page);
    await page.route(/\/api\/v1\/users\/profile\/$/, async (route) => {
      await requests.until(`GET ${SESSIONS_API}`, `OPTIONS ${SESSIONS_API}`);
      await route.continue();
    });
    await page.goto(`${session.stack.url}elements/jms-session-audit.html`);
    await page.locator('jms-session-audit [part=list] tbody tr[data-row-id]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const sent = await page.evaluate(() => window.__elementRequests);
    const lines = ['GET /api/v1/settings/public/open/', 'GET /api/v1/settings/public/', 'GET /api/v1/users/profile/', `GET ${SESSIONS_API}`, `OPTIONS ${SESSIONS_API}`];
    for (const line of lines) {
      assert.equal(requests.sent.filter((one) => one === line).length, 1, `${line}: the element took the answer of the request sent early, and asked no second time`);
      assert.equal(sent.find((one) => one.line === line)?.runtimeRan, false, `${line}: sent before the runtime chunk had run`);
    }
    await expectCleanPage(page, session.stack);
    await page.context().close();
  });

  it("<jms-resource-list> asks for its list's code while the session starts, not once the profile has answered, and for what that code imports beside it", async () => {
    const page = await openPage(session.browser);
    await login(page, session.stack, 'admin', { next: '/ui/' });
    const requests = watchRequests(page);
    // Held back until the list's code has been asked for: were the code asked for after the profile's answer, the page would never show its rows.
    await page.route(/\/api\/v1\/users\/profile\/$/, async (route) => {
      await requests.until(/^GET \/ui\/assets\/audit-lists-/);
      await route.continue();
    });
    // And the list's code until what it imports has been asked for: on a page without the host page's chunk graph,
    // the browser would learn of those only from the code itself.
    const assets = join(DEFAULT_DIST, 'assets');
    const listCode = readdirSync(assets).find((file) => /^audit-lists-[\w-]+\.js$/.test(file));
    const imports = [...readFileSync(join(assets, listCode), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(([, file]) => `GET /ui/assets/${file}`);
    assert.ok(
      imports.some((line) => /list-screen-/.test(line)),
      `${listCode} imports the list screen`,
    );
    await page.route(`**/ui/assets/${listCode}`, async (route) => {
      await requests.until(...imports);
      await route.continue();
    });
    await page.route('**/elements/jms-resource-list.html', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, body: (await answer.text()).replace('<jms-resource-list>', '<jms-resource-list resource="audits/login-logs">') });
    });
    await page.goto(`${session.stack.url}elements/jms-resource-list.html`);
    await page.locator('jms-resource-list tbody tr[data-row-id]').first().waitFor();
    assert.equal(requests.sent.filter((line) => /^GET \/ui\/assets\/audit-lists-/.test(line)).length, 1, "the list's code asked for once");
    await expectCleanPage(page, session.stack);
    await page.context().close();
  });

  it('every text file of the build goes compressed to a browser that takes it, the same bytes once decompressed', async () => {
    const files = [];
    const walk = (directory) => {
      for (const name of readdirSync(directory)) {
        const path = join(directory, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (COMPRESSIBLE_FILE.test(name) && statSync(path).size >= COMPRESS_MIN_BYTES) files.push(path);
      }
    };
    walk(DEFAULT_DIST);
    assert.ok(files.filter((file) => file.endsWith('.js')).length > 20, 'the build is there');
    const decode = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const file of files) {
      const path = `/ui/${relative(DEFAULT_DIST, file)}`;
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, deflate', 'gzip'],
      ]) {
        const answer = await rawGet(`${session.stack.origin}${path}`, { 'accept-encoding': accept });
        assert.equal(answer.headers['content-encoding'], encoding, `${path} asked with ${accept}`);
        assert.match(answer.headers.vary, /Accept-Encoding/, path);
        assert.deepEqual(decode[encoding](answer.body), readFileSync(file), path);
      }
    }
  });
});

/** A GET over node:http, which decompresses nothing. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
