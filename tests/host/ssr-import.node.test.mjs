// Server-side rendering imports the elements' modules where there is no DOM:
// importing one must do nothing (no HTMLElement, document or window touched)
// and hand over its class and define(), which a browser then calls.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('element modules imported in Node, as server-side rendering does', () => {
  for (const folder of ['dist/ui/elements', 'dist/npm/elements']) {
    it(`${folder}: every module imports without a DOM and registers nothing`, async () => {
      const directory = join(root, folder);
      assert.ok(existsSync(directory), `no ${folder}: run the build (npm run build) first`);
      const modules = readdirSync(directory).filter((file) => file.endsWith('.js'));
      assert.equal(modules.length, 5);
      for (const file of modules) {
        const module = await import(pathToFileURL(join(directory, file)).href);
        assert.equal(typeof module.define, 'function', file);
        assert.equal(Object.keys(module).filter((name) => /^Jms\w+Element$/.test(name)).length, 1, file);
      }
      for (const name of ['HTMLElement', 'customElements', 'document', 'window']) assert.equal(name in globalThis, false, name);
    });
  }
});
