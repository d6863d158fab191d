// The console's own icons load with the console only: an element that named
// one would draw nothing in its place.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { elementEntries, reachableFiles } from '../../helpers/source-graph.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const iconNames = (file) => [...readFileSync(join(root, 'src/blocks/icons', file), 'utf8').matchAll(/^ {2}'?([a-z][a-z-]*)'?: \[/gm)].map((match) => match[1]);
const blocks = iconNames('icon-paths.ts');
const consoleOnly = iconNames('console-icon-paths.ts');

describe('icon sets', () => {
  it('name each icon once', () => {
    assert.ok(blocks.length > 20 && consoleOnly.length > 20, `${blocks.length} + ${consoleOnly.length}`);
    assert.deepEqual(
      blocks.filter((name) => consoleOnly.includes(name)),
      [],
    );
  });

  it('an element other than the console names none of the console’s own, in all it may load', () => {
    const named = [];
    for (const { tag, entry } of elementEntries(root).filter((element) => element.tag !== 'jms-console')) {
      for (const file of reachableFiles(entry).keys()) {
        // Names on a line about an icon (`icon="…"`, `icon: '…'`, `<Icon name="…"`, a map of icons): `users` is a field as often as an icon.
        for (const line of readFileSync(file, 'utf8')
          .split('\n')
          .filter((text) => /icon/i.test(text))) {
          for (const [, name] of line.matchAll(/['"]([a-z][a-z-]*)['"]/g)) {
            if (consoleOnly.includes(name) && !file.endsWith('console-icon-paths.ts')) named.push(`${tag} ${file.slice(root.length)}: ${name}`);
          }
        }
      }
    }
    assert.deepEqual(named, []);
  });
});
