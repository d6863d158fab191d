// Reads a .zip archive held in memory (what an applet package or a playbook upload is): the central directory
// names the entries, each is stored or deflated (zlib inflates it) and checked against its CRC-32, as Python's
// ZipFile.testzip() does before JumpServer extracts a package. Encrypted and ZIP64 archives are refused, and so
// are entries whose path leaves the archive (zip-slip) or an archive that inflates beyond the limit (zip bomb).
import { crc32, inflateRawSync } from 'node:zlib';

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_MIN_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 1;

export class ZipError extends Error {}

/** @typedef {{name: string, isDir: boolean, data: Buffer}} ZipEntry */

function endRecordAt(buffer) {
  const lowest = Math.max(0, buffer.length - END_MIN_SIZE - MAX_COMMENT);
  for (let at = buffer.length - END_MIN_SIZE; at >= lowest; at -= 1) {
    if (buffer.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  throw new ZipError('File is not a zip file');
}

/** A path inside the archive as it would be extracted: forward slashes, nothing above the archive's root. */
function safeName(raw) {
  const name = raw.replace(/\\/g, '/');
  const parts = name.split('/').filter((part, index, all) => part !== '' || index === all.length - 1);
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name) || parts.some((part) => part === '..')) throw new ZipError(`Unsafe path in zip file: ${raw}`);
  return parts.join('/');
}

function entryData(buffer, header, limit) {
  const { name, method, flags, compressedSize, size, crc, localOffset } = header;
  if (flags & ENCRYPTED_FLAG) throw new ZipError(`File ${name} is encrypted`);
  if (localOffset + 30 > buffer.length || buffer.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) throw new ZipError(`Bad local header of ${name}`);
  const start = localOffset + 30 + buffer.readUInt16LE(localOffset + 26) + buffer.readUInt16LE(localOffset + 28);
  const raw = buffer.subarray(start, start + compressedSize);
  if (raw.length !== compressedSize) throw new ZipError(`File ${name} is truncated`);
  let data;
  if (method === STORED) data = raw;
  else if (method === DEFLATED) {
    try {
      data = inflateRawSync(raw, { maxOutputLength: Math.max(1, limit) });
    } catch {
      throw new ZipError(`Bad compressed data of ${name}`);
    }
  } else throw new ZipError(`File ${name} uses an unsupported compression method (${method})`);
  if (data.length !== size || crc32(data) >>> 0 !== crc) throw new ZipError(`Bad CRC-32 for file ${name}`);
  return data;
}

/**
 * The entries of an archive, directories included (an entry whose name ends in "/").
 * @param {Buffer} buffer
 * @param {{maxEntries?: number, maxBytes?: number}} [limits] maxBytes bounds the inflated total
 * @returns {ZipEntry[]}
 */
export function readZip(buffer, { maxEntries = 2000, maxBytes = 50 * 1024 * 1024 } = {}) {
  if (buffer.length < END_MIN_SIZE) throw new ZipError('File is not a zip file');
  const end = endRecordAt(buffer);
  const count = buffer.readUInt16LE(end + 10);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipError('ZIP64 archives are not supported');
  if (count > maxEntries) throw new ZipError(`Too many files in zip file (more than ${maxEntries})`);
  const entries = [];
  let total = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new ZipError('Bad central directory in zip file');
    const nameLength = buffer.readUInt16LE(at + 28);
    const header = {
      flags: buffer.readUInt16LE(at + 8),
      method: buffer.readUInt16LE(at + 10),
      crc: buffer.readUInt32LE(at + 16),
      compressedSize: buffer.readUInt32LE(at + 20),
      size: buffer.readUInt32LE(at + 24),
      localOffset: buffer.readUInt32LE(at + 42),
      name: buffer.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    };
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
    const name = safeName(header.name);
    if (!name) continue;
    if (name.endsWith('/')) {
      entries.push({ name: name.slice(0, -1), isDir: true, data: Buffer.alloc(0) });
      continue;
    }
    total += header.size;
    if (total > maxBytes) throw new ZipError(`Zip file content is larger than ${Math.round(maxBytes / 1048576)} MiB`);
    entries.push({ name, isDir: false, data: entryData(buffer, header, maxBytes - total + header.size) });
  }
  return entries;
}
