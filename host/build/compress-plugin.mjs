// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the
// build, at the highest levels (done once here, not on every request), for the
// console's server to send to a browser that accepts them. JumpServer's nginx
// does the same with brotli_static / gzip_static.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESS_MIN_BYTES } from '../../server/http/content-encoding.mjs';

/** The files worth compressing: text. Images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE_FILE = /\.(html|js|css|json|svg)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function compressPlugin() {
  return {
    name: 'jms-compress',
    async writeBundle(options, bundle) {
      const writes = Object.values(bundle)
        .filter((file) => COMPRESSIBLE_FILE.test(file.fileName))
        .map((file) => ({ fileName: file.fileName, content: Buffer.from(file.type === 'chunk' ? file.code : file.source) }))
        .filter(({ content }) => content.length >= COMPRESS_MIN_BYTES)
        .flatMap(({ fileName, content }) => [
          brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }).then((data) =>
            writeFile(join(options.dir, `${fileName}.br`), data),
          ),
          gzipped(content, { level: constants.Z_BEST_COMPRESSION }).then((data) => writeFile(join(options.dir, `${fileName}.gz`), data)),
        ]);
      await Promise.all(writes);
    },
  };
}
