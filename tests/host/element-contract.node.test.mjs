// One truth for each element's styling contract: the parts its source can
// render and the `--jms-*` properties of the design tokens are exactly what
// custom-elements.json documents, each once; and every element's module starts
// with the elements' start (src/core/boot/element-start.ts).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { elementManifest } from '../../host/build/element-manifest.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
process.chdir(root);

const tags = readdirSync('elements')
  .filter((file) => /^jms-[a-z-]+-define\.ts$/.test(file))
  .map((file) => file.replace(/-define\.ts$/, ''));
const manifest = elementManifest(tags.map((name) => ({ name, source: `elements/${name}.ts`, module: `elements/${name}.js` })));
const declarationOf = (tag) => manifest.modules.find((module) => module.declarations[0].tagName === tag).declarations[0];

/** A relative import's file: `.ts`, `.tsx` or an index. */
function resolve(from, specifier) {
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, base, join(base, 'index.ts')].find((file) => existsSync(file) && statSync(file).isFile());
}

/** Every source file an element's module reaches through relative imports, static or lazy. */
function reachable(entry) {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const target = resolve(file, specifier);
      if (target) walk(target);
    }
  };
  walk(entry);
  return [...seen];
}

/** The parts an element's source can render: `part="name"` or `part: 'name'`. */
function renderedParts(tag) {
  const parts = reachable(`elements/${tag}.ts`).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bpart(?:="|: ')([a-z-]+)["']/g)].map((match) => match[1]));
  return [...new Set(parts)].sort();
}

/** The `--jms-*` names of the design tokens (tokens.css.ts). */
function tokenProperties() {
  const tokens = readFileSync('src/blocks/theme/tokens.css.ts', 'utf8');
  const contract = tokens.slice(tokens.indexOf('createGlobalThemeContract('), tokens.indexOf('createGlobalTheme('));
  return [...contract.matchAll(/'(jms-[a-z-]+)'/g)].map((match) => `--${match[1]}`).sort();
}

describe('the elements’ styling contract', () => {
  for (const tag of tags) {
    it(`${tag}: documents exactly the parts its source renders, each once`, () => {
      const documented = declarationOf(tag).cssParts.map((part) => part.name);
      assert.deepEqual([...new Set(documented)].sort(), renderedParts(tag));
      assert.equal(new Set(documented).size, documented.length, `a part documented twice: ${documented.join(', ')}`);
    });

    it(`${tag}: documents exactly the design tokens as its CSS properties, each once`, () => {
      const documented = declarationOf(tag).cssProperties.map((property) => property.name);
      assert.deepEqual([...new Set(documented)].sort(), tokenProperties());
      assert.equal(new Set(documented).size, documented.length, `a property documented twice: ${documented.join(', ')}`);
    });
  }
});

describe('the elements’ start', () => {
  it('every define module imports the start first, so that the session’s requests go before the runtime runs', () => {
    for (const tag of tags) {
      const firstImport = readFileSync(`elements/${tag}-define.ts`, 'utf8').match(/^import\s[^;]*?'([^']+)'/m)?.[1];
      assert.equal(firstImport, '../src/core/boot/element-start', `${tag}: its first import`);
    }
  });
});
