// The typings the build ships, compiled as a React 19 + TypeScript portal uses
// them (tests/host/fixtures/react-host): through package.json's exports, with
// its attributes, the token property and typed event listeners, and refusing
// the misuses the fixture marks with @ts-expect-error.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist', 'ui');

describe('the shipped typings', () => {
  it('are what package.json points at', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    assert.equal(pkg.types, './dist/ui/jms-elements.d.ts');
    assert.equal(pkg.exports['.'].types, pkg.types);
    assert.equal(pkg.exports['./react'].types, './dist/ui/jms-elements-react.d.ts');
    assert.deepEqual(pkg.exports['./elements/*'], { types: './dist/ui/elements/*.d.ts', default: './dist/ui/elements/*.js' });
  });

  it('compile in a React 19 host that uses the elements, their attributes, the token and typed events', () => {
    assert.ok(existsSync(join(dist, 'jms-elements.d.ts')), 'no dist/ui/jms-elements.d.ts: run the build (npx rollup -c) first');
    const typings = readFileSync(join(dist, 'jms-elements.d.ts'), 'utf8');
    for (const name of ["'jms-console': JmsConsoleElement", 'interface JmsEventMap', 'interface HTMLElementTagNameMap']) assert.ok(typings.includes(name), name);
    const tsc = spawnSync(
      process.execPath,
      [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tests', 'host', 'fixtures', 'react-host', 'tsconfig.json')],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    assert.equal(tsc.status, 0, `${tsc.stdout}${tsc.stderr}`);
  });
});
