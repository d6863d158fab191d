// What an entry of the build loads, read from the sources: for tests that
// check what an element may show (messages, icons) against what it loads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/**
 * The source files an entry loads, now or later (its static and dynamic
 * imports, types left out), each with the parts of the catalogue loaded by
 * then on every way there: the entry's, and those a lazy import brings with
 * its code (`withMessages('forms', () => import('./dialog'))`, or
 * `withMessages(['screens', 'forms'], () => import('./screen'))`, or through
 * a wrapper of withMessages with its parts), with the
 * parts those hold whole (`heldBy`: `{ audit: 'screens' }`).
 */
export function reachableFiles(entry, parts = [], heldBy = {}) {
  const found = new Map();
  const withHeld = (loaded) => new Set([...loaded, ...Object.keys(heldBy).filter((part) => loaded.has(heldBy[part]))]);
  const visit = (file, reached) => {
    const loaded = withHeld(reached);
    const before = found.get(file);
    const now = before ? new Set([...before].filter((part) => loaded.has(part))) : loaded;
    if (before && now.size === before.size) return;
    found.set(file, now);
    const source = readFileSync(file, 'utf8');
    // A wrapper with its parts (`const asList = (load: Load) => withMessages('lists', load)`) brings them as withMessages does.
    const wrappers = [...source.matchAll(/const (\w+) = \((\w+)(?::[^)]*)?\) => withMessages\(\s*('\w+'|\[[^\]]*\]),\s*\2\s*\)/g)].map((match) => [match[1], match[3]]);
    const callers = ['withMessages', ...wrappers.map(([name]) => name)].join('|');
    const partsOf = (name, first) => (name === 'withMessages' ? first : wrappers.find(([wrapper]) => wrapper === name)[1]);
    const brought = new Map(
      [...source.matchAll(new RegExp(`\\b(${callers})\\(\\s*(?:('\\w+'|\\[[^\\]]*\\]),\\s*)?\\(\\)\\s*=>\\s*import\\(\\s*'([^']+)'\\s*\\)`, 'g'))].map((match) => [
        match[3],
        [...partsOf(match[1], match[2]).matchAll(/'(\w+)'/g)].map((part) => part[1]),
      ]),
    );
    const values = source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm);
    for (const match of values) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const next = resolveImport(file, specifier);
      if (next) visit(next, brought.has(specifier) ? new Set([...now, ...brought.get(specifier)]) : now);
    }
  };
  visit(entry, new Set(parts));
  return found;
}

/** Every element's tag and its define module, the build's entries. */
export function elementEntries(root) {
  return readdirSync(join(root, 'elements'))
    .filter((name) => /^jms-[a-z-]+-define\.ts$/.test(name))
    .map((name) => ({ tag: name.replace(/-define\.ts$/, ''), entry: join(root, 'elements', name) }));
}
