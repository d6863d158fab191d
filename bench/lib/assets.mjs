// What the browser downloaded from the build, measured from the files
// themselves: gzip -9 of each, so the figure is the same on every run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_DIST } from '../../host/server.mjs';

export function assetBytes(urls) {
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const url of new Set(urls)) {
    const path = new URL(url).pathname;
    if (!path.startsWith('/ui/') || !/\.(js|css)$/.test(path)) continue;
    const content = readFileSync(join(DEFAULT_DIST, path.slice('/ui/'.length)));
    const zipped = gzipSync(content, { level: 9 }).length;
    raw += content.length;
    gzip += zipped;
    files.push({ path, raw: content.length, gzip: zipped });
  }
  return { raw, gzip, files };
}
