// What an entry of the build loads, read from the sources: for tests that
// check what an element may show (messages, icons) against what it loads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** The parts of the catalogue a source imports, by the name it gives each (`import formMessages from 'jms:messages/forms'`). */
export function importedParts(source) {
  return new Map([...source.matchAll(/^import (\w+) from 'jms:messages\/(\w+)';/gm)].map((match) => [match[1], match[2]]));
}

/** The parts a list of imported parts names (`formMessages` or `[screenMessages, formMessages]`) stands for. */
export function namedParts(names, imported) {
  return [...names.matchAll(/\w+/g)].map(([name]) => imported.get(name) ?? name);
}

/**
 * The source files an entry loads, now or later (its static and dynamic
 * imports, types left out), each with the parts of the catalogue loaded by
 * then on every way there: the entry's, and those a lazy import brings with
 * its code (`withMessages(formMessages, () => import('./dialog'))`, or
 * `withMessages([screenMessages, formMessages], () => import('./screen'))`, or through
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
    const imported = importedParts(source);
    // A wrapper with its parts (`const asList = (load: Load) => withMessages(listMessages, load)`) brings them as withMessages does.
    const wrappers = [...source.matchAll(/const (\w+) = \((\w+)(?::[^)]*)?\) => withMessages\(\s*(\w+|\[[^\]]*\]),\s*\2\s*\)/g)].map((match) => [match[1], match[3]]);
    const callers = ['withMessages', ...wrappers.map(([name]) => name)].join('|');
    const partsOf = (name, first) => (name === 'withMessages' ? first : wrappers.find(([wrapper]) => wrapper === name)[1]);
    const brought = new Map(
      [...source.matchAll(new RegExp(`\\b(${callers})\\(\\s*(?:(\\w+|\\[[^\\]]*\\]),\\s*)?\\(\\)\\s*=>\\s*import\\(\\s*'([^']+)'\\s*\\)`, 'g'))].map((match) => [
        match[3],
        namedParts(partsOf(match[1], match[2]), imported),
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
