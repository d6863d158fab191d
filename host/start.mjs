// `npm start`: builds the console when its sources changed, then serves it at
// /ui/ beside the project's own backend, or in front of a real JumpServer.
//
//   npm start                                   embedded backend on 127.0.0.1:8080
//   npm start -- --port 9000 --host 0.0.0.0
//   npm start -- --backend https://jumpserver.example   proxy to a real JumpServer
//   npm start -- --data ./data --seed-size large --edition community --license expired --demo-password secret
//   npm start -- --jumpserver 3.10              answer with JumpServer v3.10's shapes where they differ from v3.8.2's
//   npm start -- --allow-origin http://127.0.0.1:9000   a page there may embed the elements (repeatable)
//   npm start -- --demo-port 9001               the example pages' second origin (default: the port + 1; --no-demo: none)
//   npm start -- --trusted-proxy 10.0.0.5       believe X-Forwarded-For from this proxy (repeatable; none by default)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { JUMPSERVER_VERSIONS } from '../server/config.mjs';
import { parseOrigin } from './cors.mjs';
import { DEMO_PAGES, startSecondOrigin } from './demo.mjs';
import { DEFAULT_DIST, startConsoleServer } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    backend: { type: 'string' },
    data: { type: 'string', default: join(root, 'data') },
    'seed-size': { type: 'string', default: 'demo' },
    edition: { type: 'string', default: 'extended' },
    license: { type: 'string', default: 'valid' },
    jumpserver: { type: 'string', default: '3.8' },
    'demo-password': { type: 'string', default: 'jumpserver' },
    'debug-sql': { type: 'boolean', default: false },
    readers: { type: 'string' },
    'allow-origin': { type: 'string', multiple: true, default: [] },
    'trusted-proxy': { type: 'string', multiple: true, default: [] },
    'demo-port': { type: 'string' },
    'no-demo': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(`Usage: npm start -- [--port 8080] [--host 127.0.0.1] [--backend URL]
  [--data DIR] [--seed-size demo|large] [--edition extended|community]
  [--license valid|expired|expiring|none] [--jumpserver 3.8|3.10] [--demo-password PASSWORD] [--debug-sql] [--readers N] [--no-build]
  [--allow-origin ORIGIN]...   let pages of ORIGIN embed the elements (CORS on /api/, /ui/ and /media/, websockets)
  [--demo-port N] [--no-demo]   the example pages on a second origin (default port: the console's + 1)
  [--trusted-proxy ADDRESS]...   believe X-Forwarded-For from this proxy (address, CIDR or range; none by default)`);
  process.exit(0);
}

const choices = { 'seed-size': ['demo', 'large'], edition: ['extended', 'community'], license: ['valid', 'expired', 'expiring', 'none'], jumpserver: JUMPSERVER_VERSIONS };
for (const [option, allowed] of Object.entries(choices)) {
  if (!allowed.includes(values[option])) {
    console.error(`--${option} must be one of ${allowed.join(', ')}; got "${values[option]}".`);
    process.exit(2);
  }
}
const readers = values.readers === undefined ? undefined : Number(values.readers);
if (readers !== undefined && !/^\d+$/.test(values.readers)) {
  console.error(`--readers must be a whole number, 0 or more; got "${values.readers}".`);
  process.exit(2);
}
let allowOrigins;
try {
  allowOrigins = values['allow-origin'].map(parseOrigin);
} catch (error) {
  console.error(`--allow-origin: ${error.message}`);
  process.exit(2);
}
function portOption(name, value) {
  const number = Number(value);
  if (/^\d+$/.test(value) && number <= 65535) return number;
  console.error(`--${name} must be a number from 0 to 65535; got "${value}".`);
  process.exit(2);
}
const port = portOption('port', values.port);
// The example pages' second origin needs the console's origin before it starts, so not with a port picked at random.
const demoPort = values['no-demo'] || (port === 0 && values['demo-port'] === undefined) ? undefined : portOption('demo-port', values['demo-port'] ?? String(port + 1));
const browserHost = values.host === '0.0.0.0' ? '127.0.0.1' : values.host;

function newestChange(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

const built = join(DEFAULT_DIST, 'index.html');
const sources = ['src', 'elements', 'host', 'locales', 'rollup.config.mjs', 'package.json'];
if (!values['no-build'] && (!existsSync(built) || newestChange(sources) > statSync(built).mtimeMs)) {
  console.log('Building the console (npm run build)...');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'rollup', 'dist', 'bin', 'rollup'), '-c', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = await startConsoleServer({
  port,
  host: values.host,
  backend: values.backend,
  allowOrigins,
  backendOptions: {
    dataDir: values.data,
    seedSize: values['seed-size'],
    edition: values.edition,
    license: values.license,
    jumpserver: values.jumpserver,
    demoPassword: values['demo-password'],
    debugSql: values['debug-sql'],
    readers,
    trustedProxies: values['trusted-proxy'],
  },
}).catch((error) => {
  console.error(error.message);
  process.exit(2);
});

const demo =
  demoPort === undefined
    ? undefined
    : await startSecondOrigin(server, { port: demoPort, host: values.host, browserHost }).catch((error) => {
        console.warn(`The example pages' second origin could not start on port ${demoPort} (${error.code ?? error.message}): choose another with --demo-port, or --no-demo.`);
        return undefined;
      });

console.log(`\nJumpServer console: ${server.url}`);
console.log(`Example pages embedding its elements: ${DEMO_PAGES.map((page) => `${server.origin}${page}`).join('  ')}`);
if (demo) console.log(`The same from another origin (token sign-in): ${DEMO_PAGES.map((page) => `${demo.origin}${page}`).join('  ')}`);
if (allowOrigins.length) console.log(`Pages of ${allowOrigins.join(', ')} may embed the elements (CORS, websockets)`);
if (values.backend) {
  console.log(`Proxying /api, /core, /ws, /static, /media, /luna and /koko to ${values.backend}`);
} else {
  const threads = server.backend.readers.size;
  console.log(`Embedded development backend, data in ${values.data}, ${threads} reader thread${threads === 1 ? '' : 's'}`);
  console.log('Demo logins (username / password, role):');
  for (const account of server.backend.demoAccounts ?? []) {
    console.log(`  ${account.username.padEnd(10)} / ${account.password}   ${account.role}`);
  }
}

const stop = async () => {
  await demo?.close();
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
