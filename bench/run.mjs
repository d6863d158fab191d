// `npm run bench`: speed and size of the production build against the
// project's backend, each timed figure the median of fresh-browser runs.
// Prints a table (every figure beside its budget), writes bench/results.json
// and the summary table in bench/README.md.
//
//   npm run bench                      everything
//   npm run bench -- --only size,load  some groups
//   npm run bench -- --runs 7
import { execFileSync, spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumVersion } from '../tests/helpers/chromium.mjs';
import { BUDGETS } from './budgets.mjs';
import { backendFigures } from './figures/backend.mjs';
import { enduranceFigures } from './figures/endurance.mjs';
import { firstLoadFigures } from './figures/first-load.mjs';
import { importFigures } from './figures/import.mjs';
import { interactionFigures } from './figures/interaction.mjs';
import { navigationFigures } from './figures/navigation.mjs';
import { replayFigures } from './figures/replay.mjs';
import { scaleFigures } from './figures/scale.mjs';
import { sizeFigures } from './figures/size.mjs';
import { benchChromium, loggedInState } from './lib/browser.mjs';
import { startStack } from './lib/stack.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { only: { type: 'string' }, runs: { type: 'string', default: '5' }, 'no-build': { type: 'boolean', default: false } } });
// Fewer than 5 runs is for trying a figure out; the published results use the default.
const runs = Math.max(1, Number(values.runs) || 5);

/** Each group: the seed it needs and the function that measures it. */
const GROUPS = {
  size: { seed: 'demo', measure: sizeFigures },
  load: { seed: 'demo', measure: firstLoadFigures },
  navigation: { seed: 'demo', measure: navigationFigures },
  interaction: { seed: 'demo', measure: interactionFigures },
  scale: { seed: 'large', measure: scaleFigures },
  import: { seed: 'demo', measure: importFigures },
  endurance: { seed: 'demo', measure: enduranceFigures },
  replay: { seed: 'demo', measure: replayFigures },
  backend: { seed: null, measure: backendFigures },
};
const chosen = values.only ? values.only.split(',').map((name) => name.trim()) : Object.keys(GROUPS);
for (const name of chosen) if (!GROUPS[name]) throw new Error(`Unknown group "${name}"; groups: ${Object.keys(GROUPS).join(', ')}`);

if (!values['no-build']) {
  console.log('Building the production console...');
  const build = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const started = Date.now();
const figures = [];
const stacks = new Map();
try {
  for (const name of chosen) {
    const group = GROUPS[name];
    if (group.seed && !stacks.has(group.seed)) {
      console.log(`Starting the backend (${group.seed} seed)...`);
      const stack = await startStack({ seedSize: group.seed });
      stacks.set(group.seed, { stack, storageState: await loggedInState(stack) });
    }
    console.log(`Measuring ${name}...`);
    const { stack, storageState } = stacks.get(group.seed) ?? {};
    try {
      figures.push(...(await group.measure({ stack, storageState, runs, root })).map((figure) => ({ group: name, ...figure })));
    } catch (error) {
      figures.push({ group: name, id: `${name}.unavailable`, label: `${name}: could not be measured`, value: null, unit: '', note: error.message.split('\n')[0] });
    }
  }
} finally {
  for (const { stack } of stacks.values()) await stack.close();
}

function format(value, unit) {
  if (Array.isArray(value)) return `${value.length} ${unit}`;
  if (value === null || !Number.isFinite(value)) return '—';
  if (unit === 'B') return value >= 1024 * 1024 ? `${(value / 1024 / 1024).toFixed(2)} MB` : `${(value / 1024).toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === '%') return `${value.toFixed(1)} %`;
  return `${value} ${unit}`.trim();
}

const rows = figures.map((figure) => {
  const budget = figure.budget ? BUDGETS[figure.budget] : undefined;
  const over = budget && Number.isFinite(figure.value) ? figure.value > budget.max : false;
  return {
    ...figure,
    shown: format(figure.value, figure.unit),
    budgetLabel: budget?.label ?? '',
    status: budget ? (over ? 'OVER' : Number.isFinite(figure.value) ? 'ok' : 'n/a') : '',
  };
});

console.log(`\n${'Figure'.padEnd(58)} ${'Value'.padStart(12)}  Budget`);
for (const row of rows)
  console.log(`${row.label.padEnd(58)} ${row.shown.padStart(12)}  ${row.status ? `${row.status.padEnd(4)} ${row.budgetLabel}` : ''}${row.note ? `  (${row.note})` : ''}`);
const over = rows.filter((row) => row.status === 'OVER');
console.log(over.length ? `\nOver budget:\n${over.map((row) => `  ${row.label}: ${row.shown} (${row.budgetLabel})`).join('\n')}` : '\nEvery measured figure is within its budget.');

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const results = {
  date: new Date().toISOString(),
  commit,
  runs,
  seconds: Math.round((Date.now() - started) / 1000),
  machine: {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? '',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: `${chromiumVersion(benchChromium())} (${basename(benchChromium())})`,
  },
  figures: rows.map(({ group, id, label, value, unit, budget, status, note }) => ({ group, id, label, value, unit, budget: budget ? BUDGETS[budget].max : null, status, note })),
};
writeFileSync(new URL('results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);

// The README's summary table is rewritten between its markers; the prose around it stays.
const readmeUrl = new URL('README.md', import.meta.url);
const readme = readFileSync(readmeUrl, 'utf8');
const table = [
  `Measured ${results.date.slice(0, 10)} at commit \`${commit}\` on ${results.machine.cpus} × ${results.machine.cpu}, ${results.machine.chromium}, median of ${runs} runs (\`npm run bench\`, ${results.seconds} s).`,
  '',
  '| Figure | Value | Budget | |',
  '|---|---|---|---|',
  ...rows.map((row) => `| ${row.label} | ${row.shown} | ${row.budgetLabel} | ${row.status}${row.note ? ` ${row.note}` : ''} |`),
].join('\n');
writeFileSync(readmeUrl, readme.replace(/<!-- results -->[\s\S]*<!-- \/results -->/, `<!-- results -->\n${table}\n<!-- /results -->`));
console.log(`\nWrote bench/results.json and bench/README.md (${results.seconds} s).`);
