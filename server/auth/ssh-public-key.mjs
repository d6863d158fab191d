// An OpenSSH public key line (`ssh-ed25519 AAAA… comment`), checked the way
// sshpubkeys does for JumpServer: the blob names the same key type as the line
// and holds that type's parts. Its comment and MD5 fingerprint are what the
// profile shows of it.
import { createHash } from 'node:crypto';

/** The parts (length-prefixed strings) each key type's blob holds after its name. */
const PARTS = {
  'ssh-rsa': 2,
  'ssh-dss': 4,
  'ssh-ed25519': 1,
  'ecdsa-sha2-nistp256': 2,
  'ecdsa-sha2-nistp384': 2,
  'ecdsa-sha2-nistp521': 2,
};

/** The blob's length-prefixed strings, or null when it is not made of them. */
function readStrings(blob) {
  const strings = [];
  let offset = 0;
  while (offset < blob.length) {
    if (offset + 4 > blob.length) return null;
    const length = blob.readUInt32BE(offset);
    offset += 4;
    if (offset + length > blob.length) return null;
    strings.push(blob.subarray(offset, offset + length));
    offset += length;
  }
  return strings;
}

/** @returns {{type: string, blob: Buffer, comment: string} | null} */
export function parseSshPublicKey(text) {
  if (typeof text !== 'string') return null;
  const [type, encoded, ...comment] = text.trim().split(/\s+/);
  if (!type || !encoded || !(type in PARTS) || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null;
  const blob = Buffer.from(encoded, 'base64');
  const strings = readStrings(blob);
  if (!strings || strings[0]?.toString('latin1') !== type || strings.length !== PARTS[type] + 1) return null;
  if (type === 'ssh-ed25519' && strings[1].length !== 32) return null;
  return { type, blob, comment: comment.join(' ') };
}

/** `MD5:ab:cd:…`, as sshpubkeys' hash_md5() writes it. */
export function md5Fingerprint(key) {
  const hex = createHash('md5').update(key.blob).digest('hex');
  return `MD5:${hex.match(/../g).join(':')}`;
}
