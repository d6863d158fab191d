// Finds Chromium for the tests: CHROME_PATH, then Debian's /usr/bin/chromium.
// On a Debian machine without it, as root, installs Debian's package (saying so);
// anywhere else it stops with a message that says what to do. The benchmarks
// ask for Debian's headless shell first (see findHeadlessShell).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const DEBIAN_PATH = '/usr/bin/chromium';

export function findChromium({ install = false, log = console.log } = {}) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH points at ${process.env.CHROME_PATH}, which does not exist.`);
  }
  if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  if (install && installDebianPackage('chromium', DEBIAN_PATH, log)) return DEBIAN_PATH;
  throw new Error(
    [
      'The tests need Chromium and none was found.',
      '  Set CHROME_PATH to a Chromium or Chrome binary, or install it:',
      '  on Debian/Ubuntu: sudo apt-get install -y chromium',
      isDebian() && !isRoot() ? '  (run the tests as root and they install it themselves)' : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * Chromium's headless shell for the benchmarks (CHROME_PATH still wins):
 * the full browser, headless, still runs its own window's web UI (the
 * omnibox's popup renderer), which took 1–1.7 s of CPU during each load on a
 * two-core machine, work no page asked for and which a desktop runs on cores
 * of its own. Installed like Chromium (`chromium-headless-shell`, Debian, as
 * root); without it, the full browser, and `log` says what that costs.
 */
export function findHeadlessShell({ install = false, log = console.log } = {}) {
  if (process.env.CHROME_PATH) return findChromium({ install, log });
  if (existsSync(HEADLESS_SHELL_PATH) || (install && installDebianPackage('chromium-headless-shell', HEADLESS_SHELL_PATH, log))) return HEADLESS_SHELL_PATH;
  log(`No ${HEADLESS_SHELL_PATH} (Debian: apt-get install -y chromium-headless-shell): measuring with the full browser, whose own web UI adds to the timings.`);
  return findChromium({ install, log });
}

const isDebian = () => existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs a Debian package when this is Debian and we are root; whether `path` is there then. */
function installDebianPackage(name, path, log) {
  if (!isDebian() || !isRoot()) return false;
  log(`${name} is missing: installing Debian's ${name} package (apt-get install -y ${name})...`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', name]);
  return existsSync(path);
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with status ${result.status}`);
}

function safeRead(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

export function chromiumVersion(path) {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown version';
  }
}
