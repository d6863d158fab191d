// The project's TypeScript sources and what each imports, read as text: for the
// tests that hold the architecture (layering, route names).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every .ts and .tsx file under a folder of the project, as paths relative to the project. */
export function sourceFiles(folder) {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) found.push(relative(ROOT, path));
    }
  };
  walk(join(ROOT, folder));
  return found.sort();
}

export const readSource = (file) => readFileSync(join(ROOT, file), 'utf8');

/** What a source imports (static, re-exported, side-effect and dynamic imports; types included). */
export function importsOf(source) {
  const pattern = /^\s*(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? match[3]);
}
