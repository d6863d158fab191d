// Builds a copy of the official console (jumpserver/lina) once per source tree into
// .cache/official/<hash>/: the sources copied there, yarn 1 installs the locked
// dependencies without running their scripts, and vue-cli-service builds it as lina's
// own vue.config.js says (public path /ui/, output lina/). Nothing of the copy is changed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIPPED = new Set(['node_modules', 'lina', '.git', 'dist']);

/** The hash of every file of the source tree (paths and contents), so a changed copy builds again. */
export function sourceHash(source) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      if (SKIPPED.has(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(`${relative(source, path)}\0`).update(readFileSync(path));
    }
  };
  walk(source);
  return hash.digest('hex').slice(0, 16);
}

function run(command, args, { cwd, env, log }) {
  return new Promise((done, fail) => {
    log(`$ ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * The built console's directory (index.html at its root), built when this source tree has not been yet.
 * @param {{source: string, cacheRoot: string, log?: (line: string) => void}} options
 */
export async function buildOfficialConsole({ source, cacheRoot, log = console.log }) {
  if (!existsSync(join(source, 'package.json')) || !existsSync(join(source, 'vue.config.js'))) {
    throw new Error(`${source} is not a copy of jumpserver/lina (no package.json and vue.config.js there)`);
  }
  const home = join(cacheRoot, sourceHash(source));
  const work = join(home, 'src');
  const dist = join(work, 'lina');
  if (existsSync(join(home, 'built'))) return dist;

  log(`Building the official console from ${source} into ${home} (once; a few minutes)`);
  rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });
  cpSync(source, work, { recursive: true, filter: (path) => !SKIPPED.has(relative(source, path).split('/')[0]) });
  await run('npx', ['--yes', 'yarn@1.22.22', 'install', '--ignore-scripts', '--frozen-lockfile', '--non-interactive', '--network-timeout', '600000'], { cwd: work, log });
  // webpack 4 hashes with MD4, which OpenSSL 3 only has among its legacy algorithms.
  await run(join(work, 'node_modules', '.bin', 'vue-cli-service'), ['build'], { cwd: work, env: { NODE_OPTIONS: '--openssl-legacy-provider', NODE_ENV: 'production' }, log });
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`the build wrote no ${join(dist, 'index.html')}`);
  writeFileSync(join(home, 'built'), `${new Date().toISOString()}\n`);
  return dist;
}
