// Request bodies, parsed the way DRF's parsers would, with a hard size limit so
// that an oversized upload is refused without being held in memory.
import { HttpError, parseError, unsupportedMediaType } from './errors.mjs';

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** @param {import('node:http').IncomingMessage} req @returns {Promise<Buffer>} */
export function readRaw(req, limit = MAX_BODY_BYTES) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      req.resume();
      reject(tooLarge());
      return;
    }
    const chunks = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => failed || resolve(Buffer.concat(chunks)));
    req.on('error', (error) => failed || reject(parseError(error.message)));
  });
}

const tooLarge = () => parseError(`Request body is larger than ${MAX_BODY_BYTES / 1048576} MiB.`);

/** No request of the console nests deeper; every reader of a value (validation, serializers, SQL JSON) recurses. */
export const MAX_JSON_DEPTH = 32;

/** How deep arrays and objects nest in a JSON text, brackets inside strings not counted; stops once past the limit. */
export function nestingDepth(text, limit = MAX_JSON_DEPTH) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

export function mediaType(req) {
  return String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
}

/**
 * Parses a body into a JSON value, a form object, multipart parts or a raw file; `verify`
 * refuses (401) raw bytes that are not what the request's signature covers.
 * @returns {Promise<{kind: 'empty'|'json'|'form'|'multipart'|'file', value: any, type: string}>}
 */
export async function parseBody(req, verify = (_raw) => true) {
  const raw = await readRaw(req);
  if (!verify(raw)) throw new HttpError(401, { detail: 'Bad signature: the body does not match its Digest', code: 'authentication_failed' });
  const type = mediaType(req);
  if (raw.length === 0) return { kind: 'empty', value: undefined, type };
  if (type === '' || type === 'application/json' || type.endsWith('+json')) {
    const text = raw.toString('utf8');
    if (nestingDepth(text) > MAX_JSON_DEPTH) throw parseError(`JSON parse error - nested deeper than ${MAX_JSON_DEPTH} levels`);
    try {
      return { kind: 'json', value: JSON.parse(text), type };
    } catch (error) {
      throw parseError(`JSON parse error - ${error.message}`);
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { kind: 'form', value: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))), type };
  }
  if (type === 'multipart/form-data') return { kind: 'multipart', value: parseMultipart(raw, req.headers['content-type']), type };
  if (type === 'text/csv' || type === 'text/xlsx' || type === 'application/octet-stream' || type.includes('spreadsheet')) {
    return { kind: 'file', value: raw, type };
  }
  throw unsupportedMediaType(type);
}

/** Minimal multipart/form-data reader: fields become strings, files keep their bytes. */
function parseMultipart(raw, contentType) {
  const boundaryMatch = /boundary="?([^";]+)"?/i.exec(String(contentType));
  if (!boundaryMatch) throw parseError('Multipart form parse error - Invalid boundary in multipart: None');
  const delimiter = Buffer.from(`--${boundaryMatch[1]}`);
  /** @type {Record<string, {filename?: string, data: Buffer, value: string}>} */
  const parts = {};
  let start = raw.indexOf(delimiter);
  while (start >= 0) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const part = raw.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd >= 0) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      const data = part.subarray(headerEnd + 4);
      if (name) parts[name] = { filename, data, value: data.toString('utf8') };
    }
    start = next;
  }
  return parts;
}
