// `npm test`: every test of the project, then one summary. Finds (or installs)
// Chromium first; exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumVersion, findChromium } from './helpers/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);

function files(directory, pattern) {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (pattern.test(name)) found.push(relative(root, path));
    }
  };
  walk(join(root, directory));
  return found.sort();
}

function run(command, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => done(code === 0 ? 0 : (code ?? (signal ? 1 : 1))));
    child.on('error', () => done(1));
  });
}

const steps = [];
async function step(name, action, { required = false } = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  let status;
  try {
    status = await action();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    status = 1;
  }
  steps.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  if (required && status !== 0) finish();
}

/** The browser the component and end-to-end tests ran in: builds differ in what they report (CSP on inert documents). */
let browser = 'no Chromium found';

function finish() {
  console.log('\n━━ Summary ━━');
  console.log(`Chromium: ${browser}`);
  for (const { name, ok, seconds } of steps) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(44)} ${seconds.toFixed(1)} s`);
  const failed = steps.filter((entry) => !entry.ok).length;
  console.log(failed ? `\n${failed} of ${steps.length} steps FAILED` : `\nAll ${steps.length} steps passed`);
  process.exit(failed ? 1 : 0);
}

let chromium;
await step(
  'Chromium',
  async () => {
    chromium = findChromium({ install: true });
    browser = `${chromium} (${chromiumVersion(chromium)})`;
    console.log(browser);
    return 0;
  },
  { required: true },
);
const env = { CHROME_PATH: chromium };

await step(
  'Type check (tsc: sources, tests, server)',
  async () =>
    (await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])) ||
    (await run(bin('tsc'), ['--noEmit', '-p', 'tests/tsconfig.json'])) ||
    run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.server.json']),
);
await step('Lint (ESLint)', () => run(bin('eslint'), ['--max-warnings', '0', '.']));
await step('Format (Prettier)', () => run(bin('prettier'), ['--check', '.']));
await step('Production build (rollup)', () => run(bin('rollup'), ['-c', '--silent']), { required: true });

const nodeTests = [...files('tests', /\.node\.test\.mjs$/), ...files('tests/server', /\.test\.mjs$/)];
await step(`Node tests (${nodeTests.length} files: server contract, catalogue, crypto)`, () => run(process.execPath, ['--test', '--test-reporter=spec', ...nodeTests], env));
await step('Unit and component tests in Chromium (web-test-runner)', () => run(bin('web-test-runner'), ['--config', 'tests/wtr.config.mjs'], env));
const e2e = files('tests/e2e', /\.test\.mjs$/);
await step(`End-to-end tests in Chromium (${e2e.length} files)`, () => run(process.execPath, ['--test', '--test-reporter=spec', '--test-concurrency=1', ...e2e], env));
finish();
