// Content-Encoding as a browser asks for it (Accept-Encoding): Brotli when it
// takes it, else gzip, else none. Shared by the backend's JSON answers and the
// console server's built files.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Below this a body is sent as it is: compression would save less than a packet's worth. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding to send, 'br', 'gzip' or null, from an Accept-Encoding header
 * (q-values honoured: `br;q=0` refuses Brotli; `*` stands for any not named).
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function chooseEncoding(header) {
  if (!header) return null;
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzipWeight = weightOf('gzip');
  if (br > 0 && br >= gzipWeight) return 'br';
  if (gzipWeight > 0) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Answers are compressed on every request: a fast level, which still takes JSON to a fifth or less.
/** @type {Record<'br' | 'gzip', (input: string | Buffer) => Promise<Buffer>>} */
const compressors = {
  br: (input) => brotli(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(input) } }),
  gzip: (input) => gzipped(input, { level: 6 }),
};

/**
 * A body compressed for the request's Accept-Encoding when it is long enough
 * to gain from it; the encoding is null when it goes as it is. The work runs
 * on libuv's thread pool, not the thread that answers requests.
 * @param {string | Buffer} body @param {string | undefined} acceptEncoding
 * @returns {Promise<{ body: string | Buffer, encoding: 'br' | 'gzip' | null }>}
 */
export async function compressBody(body, acceptEncoding) {
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding || Buffer.byteLength(body) < COMPRESS_MIN_BYTES) return { body, encoding: null };
  return { body: await compressors[encoding](body), encoding };
}
