// The elements as a portal team installs them: dist/npm packed, the tarball
// installed into a scratch app served from another origin, every TypeScript
// snippet of the READMEs and a React 19 app compiled with tsc --strict and the
// app bundled with esbuild; then in Chromium a plain page that signs in
// through the inbox's own prompt (password, then the MFA code for a user who
// has one), stays where it is, shows the server's Chinese column headers and
// state values and approves a ticket, and the React app that loads the element
// modules after its first render keeps its token.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import { totp } from '../../server/auth/totp.mjs';
import { DEMO_OTP_SECRET } from '../../server/seed/identity.mjs';
import { DEMO_PASSWORD, launchBrowser, openPage, screenshot, startStack } from './helpers.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGE = join(root, 'dist', 'npm');
/** What the scratch app takes from the project's own node_modules, as a portal has them installed. */
const APP_DEPENDENCIES = ['react', 'react-dom', 'scheduler', '@types/react', '@types/react-dom'];
const READMES = ['README.md', 'host/npm/README.md'];
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.json': 'application/json' };

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  assert.equal(result.status, 0, `${command} ${args.join(' ')}\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** Every ```ts and ```tsx block of a Markdown file. */
function snippets(file) {
  return [...readFileSync(join(root, file), 'utf8').matchAll(/```(tsx?)\n([\s\S]*?)```/g)].map(([, language, code]) => ({ language, code }));
}

const REACT_APP = `import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type {} from 'jms-console/react';

declare global {
  interface Window {
    portal: { server: string; token: string };
  }
}

function Portal() {
  const [loaded, setLoaded] = useState(false);
  // The element's module comes after React's first render, as a lazily loaded route of a portal brings it.
  useEffect(() => void import('jms-console/elements/jms-ticket-inbox').then(() => setLoaded(true)), []);
  return (
    <main data-loaded={loaded}>
      <jms-ticket-inbox baseUrl={window.portal.server} token={window.portal.token} pageSize={15} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Portal />);
`;

const plainPage = (server) => `<!doctype html>
<html lang="zh">
  <head>
    <meta charset="utf-8">
    <title>Portal</title>
    <script type="module" src="/node_modules/jms-console/elements/jms-ticket-inbox.js"></script>
  </head>
  <body>
    <h1>Portal</h1>
    <jms-ticket-inbox base-url="${server}"></jms-ticket-inbox>
  </body>
</html>
`;

const REACT_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>React portal</title><script type="module" src="/out/portal.js"></script></head>
  <body><div id="root"></div></body>
</html>
`;

/** The app's files over HTTP, on an origin of their own. */
function serve(directory, pages) {
  return createServer((request, response) => {
    const path = new URL(request.url, 'http://app').pathname;
    if (pages[path]) return response.writeHead(200, { 'Content-Type': TYPES['.html'] }).end(pages[path]());
    const file = normalize(join(directory, path));
    if (!file.startsWith(directory) || !existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
}

/** Records the element's events on the page. */
function recordEvents(page) {
  return page.addInitScript(() => {
    window.__jmsEvents = [];
    for (const type of ['jms-auth-required', 'jms-signed-in', 'jms-ready', 'jms-error', 'jms-ticket-open', 'jms-ticket-approved']) {
      document.addEventListener(type, (event) => window.__jmsEvents.push({ type, detail: event.detail }));
    }
  });
}

const eventsOf = (page, type) => page.evaluate((wanted) => window.__jmsEvents.filter((event) => event.type === wanted), type);
const inbox = (page, selector) => page.locator(`jms-ticket-inbox ${selector}`);

describe('the npm package of the elements', () => {
  let app;
  let stack;
  let browser;
  let server;
  let appOrigin;

  before(async () => {
    assert.ok(existsSync(join(PACKAGE, 'package.json')), 'no dist/npm: run the build (npm run build) first');
    app = mkdtempSync(join(tmpdir(), 'jms-portal-'));
    server = serve(app, { '/plain.html': () => plainPage(stack.origin), '/react.html': () => REACT_PAGE });
    await new Promise((done) => server.listen(0, '127.0.0.1', done));
    appOrigin = `http://127.0.0.1:${server.address().port}`;
    stack = await startStack({}, { allowOrigins: [appOrigin] });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.close();
    await new Promise((done) => (server ? server.close(done) : done()));
    if (app) rmSync(app, { recursive: true, force: true });
  });

  it('packs into a tarball with the modules, the typings and the manifest, and no dependencies', () => {
    const [packed] = JSON.parse(run('npm', ['pack', PACKAGE, '--json', '--pack-destination', app], app));
    const manifest = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8'));
    assert.equal(manifest.name, 'jms-console');
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'private']) assert.equal(manifest[field], undefined, field);
    assert.ok(manifest.sideEffects && manifest.files && manifest.types);
    const files = packed.files.map((file) => file.path);
    for (const tag of ['jms-console', 'jms-resource-list', 'jms-session-audit', 'jms-site-messages', 'jms-ticket-inbox']) {
      assert.deepEqual(manifest.exports[`./elements/${tag}`], { types: `./elements/${tag}.d.ts`, default: `./elements/${tag}.js` });
      for (const file of [`elements/${tag}.js`, `elements/${tag}.d.ts`]) assert.ok(files.includes(file), file);
    }
    // Only elements are exported: an entry of the build that is none (the host page's boot module) is not.
    for (const [path, entry] of Object.entries(manifest.exports)) if (path.startsWith('./elements/')) assert.ok(files.includes(entry.default.slice(2)), path);
    for (const file of ['package.json', 'README.md', 'custom-elements.json', 'jms-elements.d.ts', 'jms-elements-react.d.ts']) assert.ok(files.includes(file), file);
    assert.ok(!files.some((file) => /\.(gz|br|html)$/.test(file)), 'no compressed copies or pages');
    // The preloading wrappers (the host page's, and the one that names a chunk's imports) would hide the lazy chunks from a portal's bundler.
    for (const file of files.filter((name) => name.startsWith('assets/')))
      assert.ok(!/\(globalThis\.__jmsPreload(?:Imports)?\|\|/.test(readFileSync(join(PACKAGE, file), 'utf8')), file);
    const elements = JSON.parse(readFileSync(join(PACKAGE, 'custom-elements.json'), 'utf8'));
    assert.deepEqual(elements.modules.map((module) => module.path).sort(), files.filter((file) => /^elements\/.*\.js$/.test(file)).sort());
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'portal', private: true, type: 'module' }));
    run('npm', ['install', join(app, packed.filename), '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);
    assert.deepEqual(
      readdirSync(join(app, 'node_modules')).filter((name) => !name.startsWith('.')),
      ['jms-console'],
      'nothing but the package itself',
    );
  });

  it('type-checks every README snippet and a React 19 app with tsc --strict, and bundles the app with esbuild', async () => {
    for (const name of APP_DEPENDENCIES) {
      mkdirSync(join(app, 'node_modules', name, '..'), { recursive: true });
      symlinkSync(join(root, 'node_modules', name), join(app, 'node_modules', name), 'dir');
    }
    mkdirSync(join(app, 'src'));
    writeFileSync(join(app, 'src', 'portal.tsx'), REACT_APP);
    const found = READMES.flatMap(snippets);
    assert.ok(found.length >= 3, 'the READMEs show the package in TypeScript');
    // Each snippet a module of its own, so that their names do not meet.
    found.forEach(({ language, code }, index) => writeFileSync(join(app, 'src', `snippet-${index}.${language}`), `${code}\nexport {};\n`));
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          types: [],
        },
        include: ['src'],
      }),
    );
    run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(app, 'tsconfig.json')], app);
    await build({
      absWorkingDir: app,
      entryPoints: ['src/portal.tsx'],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'out',
      minify: true,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    assert.ok(existsSync(join(app, 'out', 'portal.js')));
  });

  it('signs in on the plain page through its own prompt, in Chinese, stays there and approves a ticket', async () => {
    const page = await openPage(browser, { locale: 'en-US' });
    await recordEvents(page);
    const languages = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/') && request.method() !== 'OPTIONS') languages.push(request.headers()['accept-language']);
    });
    await page.goto(`${appOrigin}/plain.html`);
    const username = inbox(page, 'input[autocomplete=username]');
    await username.waitFor();
    assert.equal(await inbox(page, 'a[href*="/core/auth/login/"]').count(), 0, 'no link to a login that cannot come back with a token');
    assert.equal((await eventsOf(page, 'jms-auth-required')).length, 1);
    await username.fill('admin');
    await inbox(page, 'input[type=password]').fill(DEMO_PASSWORD);
    await inbox(page, 'button[type=submit]').click();
    await inbox(page, '[role=tabpanel]:not([hidden]) table[aria-busy=false]').waitFor();
    const [signedIn] = await eventsOf(page, 'jms-signed-in');
    assert.equal(signedIn.detail.username, 'admin');
    assert.match(signedIn.detail.token, /^\S{16,}$/);
    assert.equal(page.url(), `${appOrigin}/plain.html`);
    assert.equal(await page.evaluate(() => document.cookie), '', 'the portal keeps no cookie of JumpServer');

    // The page's lang goes with every request: the server's headers and values come in Chinese.
    assert.ok(languages.length > 3 && languages.every((language) => language === 'zh-hans'), languages.join(', '));
    const headers = await inbox(page, '[role=tabpanel]:not([hidden]) thead th').allTextContents();
    assert.ok(headers.includes('标题') && headers.includes('状态'), headers.join(' | '));
    await screenshot(page, 'npm-package-plain-zh');
    // The pending state is JumpServer's "Open", in the server's Chinese.
    assert.ok((await inbox(page, '[role=tabpanel]:not([hidden]) tbody').textContent()).includes('打开'));
    await inbox(page, '[role=tab]', { hasText: '待我审批' }).first().waitFor();

    const row = inbox(page, '[role=tabpanel]:not([hidden]) tbody tr[data-row-id]').first();
    const id = await row.getAttribute('data-row-id');
    await row.locator('td button').first().click();
    assert.deepEqual(
      (await eventsOf(page, 'jms-ticket-open')).map((event) => event.detail.id),
      [id],
    );
    assert.equal(await inbox(page, 'article[part=detail] a[target=_blank]').getAttribute('href'), `${stack.origin}/ui/#/tickets/tickets/${id}`);
    await inbox(page, 'article[part=detail]').getByRole('button', { name: '同意', exact: true }).click();
    await page.waitForFunction(() => window.__jmsEvents.some((event) => event.type === 'jms-ticket-approved'));
    assert.equal((await eventsOf(page, 'jms-ticket-approved'))[0].detail.id, id);
    assert.equal(page.url(), `${appOrigin}/plain.html`);

    // Every part it showed is in the manifest the package ships.
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules', 'jms-console', 'custom-elements.json'), 'utf8'));
    const documented = manifest.modules.find((module) => module.path === 'elements/jms-ticket-inbox.js').declarations[0].cssParts.map((part) => part.name);
    const shown = await page.evaluate(() =>
      [...document.querySelector('jms-ticket-inbox').shadowRoot.querySelectorAll('[part]')].flatMap((node) => node.getAttribute('part').split(/\s+/)),
    );
    assert.deepEqual(
      [...new Set(shown)].filter((part) => !documented.includes(part)),
      [],
    );

    // Presets, live: another list, then a state filter the lists start from.
    await page.evaluate(() => document.querySelector('jms-ticket-inbox').setAttribute('view', 'mine'));
    await inbox(page, '[role=tab][aria-selected=true]', { hasText: '我的工单' }).waitFor();
    const filtered = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/v1/tickets/tickets/' && url.searchParams.get('state') === 'approved' && url.searchParams.has('applicant');
    });
    await page.evaluate(() => document.querySelector('jms-ticket-inbox').setAttribute('state', 'approved'));
    await filtered;
    assert.deepEqual(page.problems.errors, []);
    await page.context().close();
  });

  it('asks a user who has MFA for the code after the password, then signs in', async () => {
    const page = await openPage(browser);
    await recordEvents(page);
    await page.goto(`${appOrigin}/plain.html`);
    await inbox(page, 'input[autocomplete=username]').fill('alice');
    await inbox(page, 'input[type=password]').fill(DEMO_PASSWORD);
    await inbox(page, 'button[type=submit]').click();
    const code = inbox(page, 'input[autocomplete=one-time-code]');
    await code.waitFor();
    await code.fill(totp(DEMO_OTP_SECRET));
    await inbox(page, 'button[type=submit]').click();
    await page.waitForFunction(() => window.__jmsEvents.some((event) => event.type === 'jms-ready'));
    assert.equal((await eventsOf(page, 'jms-signed-in'))[0].detail.username, 'alice');
    assert.equal(page.url(), `${appOrigin}/plain.html`);
    assert.deepEqual(page.problems.errors, []);
    await page.context().close();
  });

  it('keeps the token of a React app that loads the element module after its first render', async () => {
    const answer = await fetch(`${stack.origin}/api/v1/authentication/auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'approver', password: DEMO_PASSWORD }),
    });
    const { token } = await answer.json();
    const page = await openPage(browser);
    await recordEvents(page);
    await page.addInitScript((portal) => (window.portal = portal), { server: stack.origin, token: `Bearer ${token}` });
    await page.goto(`${appOrigin}/react.html`);
    await page.locator('main[data-loaded=true]').waitFor();
    await inbox(page, '[role=tabpanel]:not([hidden]) table[aria-busy=false]').waitFor();
    assert.deepEqual(
      (await eventsOf(page, 'jms-ready')).map((event) => event.detail.username),
      ['approver'],
    );
    assert.deepEqual(await eventsOf(page, 'jms-error'), []);
    assert.deepEqual(await eventsOf(page, 'jms-auth-required'), []);
    const attributes = await page.evaluate(() => document.querySelector('jms-ticket-inbox').getAttributeNames());
    assert.deepEqual(
      attributes.filter((name) => ['token', 'baseurl', 'pagesize'].includes(name)),
      [],
      'taken over as properties, out of the DOM',
    );
    assert.equal(await page.evaluate(() => document.querySelector('jms-ticket-inbox').pageSize), 15);
    assert.deepEqual(page.problems.errors, []);
    await page.context().close();
  });
});
