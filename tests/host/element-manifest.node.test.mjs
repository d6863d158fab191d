// The elements' published API (custom-elements.json) against the code: every
// event of the event map is some element's and every event an element names is
// in the map, with its detail type; the attributes documented are those the
// elements observe; the built manifest is the one the sources give.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { elementManifest, EVENTS_SOURCE, readDeclaredNames, readDocComment, readEventMap } from '../../host/build/element-manifest.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
process.chdir(root);

const tags = readdirSync('elements')
  .filter((file) => /^jms-[a-z-]+-define\.ts$/.test(file))
  .map((file) => file.replace(/-define\.ts$/, ''));
const entries = tags.map((name) => ({ name, source: `elements/${name}.ts`, module: `elements/${name}.js` }));
const manifest = elementManifest(entries);
const declarations = manifest.modules.map((module) => module.declarations[0]);
const eventMap = readEventMap(readFileSync(EVENTS_SOURCE, 'utf8'));

describe('custom-elements.json', () => {
  it('has a class module and a define module for every element, the define module registering the tag', () => {
    assert.ok(tags.includes('jms-console') && tags.includes('jms-site-messages'), tags.join(', '));
    for (const tag of tags) {
      const define = readFileSync(`elements/${tag}-define.ts`, 'utf8');
      assert.match(define, new RegExp(`export function define\\(tag = '${tag}', registry: CustomElementRegistry = customElements\\)`));
      assert.match(define, /\nif \(typeof customElements !== 'undefined'\) define\(\);\n/, 'registers in a browser, not during server-side rendering');
      const element = readFileSync(`elements/${tag}.ts`, 'utf8');
      assert.doesNotMatch(element, /customElements\.define|defineElement|\ndefine\(/, `${tag}.ts has no side effect`);
      assert.equal(readDocComment(element).tags.find((item) => item.kind === 'tag')?.name, tag);
    }
  });

  it('lists every event of the event map on some element, and no event the map lacks', () => {
    const mapped = eventMap.map((event) => event.name).sort();
    const listed = [...new Set(declarations.flatMap((declaration) => (declaration.events ?? []).map((event) => event.name)))].sort();
    assert.deepEqual(listed, mapped);
  });

  it('gives each event its detail type from the event map', () => {
    const details = new Map(eventMap.map((event) => [event.name, event.detail]));
    for (const declaration of declarations) {
      for (const event of declaration.events) {
        assert.equal(event.type.text, `JmsEvent<${details.get(event.name)}>`, `${declaration.tagName} ${event.name}`);
        assert.ok(event.description, `${declaration.tagName} ${event.name} is described`);
      }
    }
    assert.equal(details.get('jms-site-messages-open'), '{ unreadCount: number }');
  });

  it('refuses an element that names an event the map lacks, or an attribute it does not observe', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jms-manifest-'));
    try {
      const bell = readFileSync('elements/jms-site-messages.ts', 'utf8');
      const unknownEvent = join(dir, 'unknown-event.ts');
      writeFileSync(unknownEvent, bell.replace('@event jms-site-messages-open', '@event jms-not-in-the-map'));
      assert.throws(() => elementManifest([{ name: 'x', source: unknownEvent, module: 'x.js' }]), /@event jms-not-in-the-map: not in the event map/);
      const undocumented = join(dir, 'undocumented.ts');
      writeFileSync(undocumented, readFileSync('elements/jms-console.ts', 'utf8').replace(/ \* @attr \{boolean\} page - .*\n/, ''));
      assert.throws(() => elementManifest([{ name: 'x', source: undocumented, module: 'x.js' }]), /undocumented: page;/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('documents exactly the attributes each element observes, the shared ones first', () => {
    const shared = readDeclaredNames(readFileSync('src/blocks/custom-element/attributes.ts', 'utf8'), 'SHARED_ATTRIBUTES', 'attributes.ts');
    assert.deepEqual(shared, ['base-url', 'lang', 'org', 'page-size', 'theme', 'overlays']);
    for (const declaration of declarations) {
      const own = readDeclaredNames(readFileSync(`elements/${declaration.tagName}.ts`, 'utf8'), 'ownAttributes', declaration.tagName);
      assert.deepEqual(
        declaration.attributes.map((attribute) => attribute.name),
        [...shared, ...own],
      );
      for (const attribute of declaration.attributes) assert.ok(attribute.description && attribute.type.text, `${declaration.tagName} ${attribute.name}`);
    }
    assert.deepEqual(
      declarations
        .find((declaration) => declaration.tagName === 'jms-console')
        .attributes.slice(6)
        .map((attribute) => attribute.name),
      ['routing', 'page'],
    );
  });

  it('documents the token as a property and never as an attribute', () => {
    for (const declaration of declarations) {
      assert.ok(declaration.members.some((member) => member.name === 'token' && member.kind === 'field'));
      assert.ok(!declaration.attributes.some((attribute) => attribute.name === 'token'));
    }
  });

  it('names the parts and CSS properties each element offers', () => {
    const console = declarations.find((declaration) => declaration.tagName === 'jms-console');
    assert.deepEqual(
      console.cssParts.map((part) => part.name),
      [
        'toasts',
        'notice',
        'top-bar',
        'side-menu',
        'tags-view',
        'footer',
        'button',
        'badge',
        'drawer',
        'toolbar',
        'search',
        'table',
        'pager',
        'tabs',
        'player',
        'controls',
        'timeline',
      ],
    );
    assert.ok(console.cssProperties.some((property) => property.name === '--jms-color-primary'));
  });

  it('is what the build shipped, when there is a build', (context) => {
    const built = join(root, 'dist', 'ui', 'custom-elements.json');
    if (!existsSync(built)) return context.skip('no build in dist/ui');
    const shipped = JSON.parse(readFileSync(built, 'utf8'));
    const strip = (modules) => modules.map((module) => ({ ...module.declarations[0] }));
    assert.deepEqual(
      strip(shipped.modules)
        .map((declaration) => declaration.tagName)
        .sort(),
      [...tags].sort(),
    );
    assert.deepEqual(
      strip(shipped.modules).sort((a, b) => a.tagName.localeCompare(b.tagName)),
      strip(manifest.modules).sort((a, b) => a.tagName.localeCompare(b.tagName)),
    );
  });
});
