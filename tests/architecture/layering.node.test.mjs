// The layers of src/ import only downwards: the core is framework-free, blocks
// know no shell or screen, screens know no shell, and nothing in the console
// reaches into the development backend.
import assert from 'node:assert/strict';
import { dirname, join, normalize } from 'node:path';
import { describe, it } from 'node:test';
import { importsOf, readSource, sourceFiles } from '../helpers/source-files.mjs';

/** Each layer and what it must not import: packages by name, project folders by path. */
const RULES = {
  'src/core': {
    packages: [/^react(-dom)?(\/|$)/, /^@ariakit\//, /^@r2wc\//, /^wouter(\/|$)/, /^@vanilla-extract\//],
    folders: ['src/blocks', 'src/shell', 'src/views', 'elements', 'server'],
  },
  'src/blocks': { packages: [], folders: ['src/shell', 'src/views', 'elements', 'server'] },
  'src/views': { packages: [], folders: ['src/shell', 'elements', 'server'] },
  'src/shell': { packages: [], folders: ['elements', 'server'] },
};

/** The imports of a layer's files that break its rule, as `file → import`. */
function breaches(layer, { packages, folders }, files = sourceFiles(layer), read = readSource) {
  const found = [];
  for (const file of files) {
    for (const specifier of importsOf(read(file))) {
      const target = specifier.startsWith('.') ? normalize(join(dirname(file), specifier)) : undefined;
      const wrong = target ? folders.some((folder) => target === folder || target.startsWith(`${folder}/`)) : packages.some((pattern) => pattern.test(specifier));
      if (wrong) found.push(`${file} → ${specifier}`);
    }
  }
  return found;
}

/** The block a file of src/blocks belongs to: `src/blocks/form/x.ts` → `form`. */
const blockOf = (file) => (file.startsWith('src/blocks/') ? file.split('/')[2] : undefined);

/** Pairs of blocks that import each other, as `a ↔ b`, each with one import either way. */
function mutualBlocks(files = sourceFiles('src/blocks'), read = readSource) {
  const edges = new Map();
  for (const file of files) {
    for (const specifier of importsOf(read(file))) {
      if (!specifier.startsWith('.')) continue;
      const from = blockOf(file);
      const to = blockOf(normalize(join(dirname(file), specifier)));
      if (!to || to === from) continue;
      const key = `${from} → ${to}`;
      if (!edges.has(key)) edges.set(key, `${file} → ${specifier}`);
    }
  }
  const found = [];
  for (const [key, example] of edges) {
    const [from, to] = key.split(' → ');
    const back = edges.get(`${to} → ${from}`);
    if (back && from < to) found.push(`${from} ↔ ${to}: ${example}; ${back}`);
  }
  return found;
}

/** The look every screen may share; any other block's stylesheet is that block's own. */
// form-controls.css is the shared controls' form-only rules, apart so that no first screen loads them.
const SHARED_STYLES = new Set(['src/blocks/controls/controls.css', 'src/blocks/controls/form-controls.css', 'src/blocks/theme/tokens.css']);

/** The screens' imports of a block's own stylesheet, as `file → import`: they use the block's components instead. */
function blockStylesInScreens(files = sourceFiles('src/views'), read = readSource) {
  const found = [];
  for (const file of files) {
    for (const specifier of importsOf(read(file))) {
      const target = specifier.startsWith('.') ? normalize(join(dirname(file), specifier)) : '';
      if (target.startsWith('src/blocks/') && target.endsWith('.css') && !SHARED_STYLES.has(target)) found.push(`${file} → ${specifier}`);
    }
  }
  return found;
}

describe('the layering of src/', () => {
  for (const [layer, rule] of Object.entries(RULES)) {
    it(`${layer} imports nothing from ${[...rule.folders, ...(rule.packages.length ? ['React or its libraries'] : [])].join(', ')}`, () => {
      assert.deepEqual(breaches(layer, rule), []);
    });
  }

  it('has no two blocks that import each other: shared parts live in a block of their own', () => {
    assert.deepEqual(mutualBlocks(), []);
  });

  it("has no screen reaching into a block's own stylesheet (the shared controls and theme aside)", () => {
    assert.deepEqual(blockStylesInScreens(), []);
    const files = { 'src/views/x/y.tsx': "import * as detail from '../../blocks/detail-page/detail-page.css';\nimport * as controls from '../../blocks/controls/controls.css';" };
    assert.deepEqual(
      blockStylesInScreens(Object.keys(files), (file) => files[file]),
      ['src/views/x/y.tsx → ../../blocks/detail-page/detail-page.css'],
    );
  });

  it('would catch two blocks importing each other', () => {
    const files = {
      'src/blocks/form/f.ts': "import type { Row } from '../list-table/types';",
      'src/blocks/list-table/t.ts': "const f = import('../form/f');\nimport { x } from './y';",
    };
    const read = (file) => files[file];
    assert.deepEqual(mutualBlocks(Object.keys(files), read), ['form ↔ list-table: src/blocks/form/f.ts → ../list-table/types; src/blocks/list-table/t.ts → ../form/f']);
  });

  it('would catch a block importing a screen, and the core importing React', () => {
    const files = {
      'src/blocks/x/y.tsx': "import { screens } from '../../views';\nconst lazy = import('../../shell/top-bar');",
      'src/core/z.ts': "import { useState } from 'react';",
    };
    const read = (file) => files[file];
    assert.deepEqual(breaches('src/blocks', RULES['src/blocks'], ['src/blocks/x/y.tsx'], read), ['src/blocks/x/y.tsx → ../../views', 'src/blocks/x/y.tsx → ../../shell/top-bar']);
    assert.deepEqual(breaches('src/core', RULES['src/core'], ['src/core/z.ts'], read), ['src/core/z.ts → react']);
  });
});
