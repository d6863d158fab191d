// Finds Chromium for the tests: CHROME_PATH, then Debian's /usr/bin/chromium.
// On a Debian machine without it, as root, installs Debian's package (saying so);
// anywhere else it stops with a message that says what to do.
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
  const debian = existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && debian && root) {
    log("Chromium is missing: installing Debian's chromium package (apt-get install -y chromium)...");
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
    if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  }
  throw new Error(
    [
      'The tests need Chromium and none was found.',
      '  Set CHROME_PATH to a Chromium or Chrome binary, or install it:',
      '  on Debian/Ubuntu: sudo apt-get install -y chromium',
      debian && !root ? '  (run the tests as root and they install it themselves)' : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
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
