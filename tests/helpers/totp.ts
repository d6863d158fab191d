/** The current TOTP code of a base32 secret (RFC 6238, 30 s, 6 digits). */
export async function totp(secret: string): Promise<string> {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = new Uint8Array(Math.floor(bits.length / 8)).map((_, index) => parseInt(bits.slice(index * 8, index * 8 + 8), 2));
  const counter = new DataView(new ArrayBuffer(8));
  counter.setUint32(4, Math.floor(Date.now() / 30_000));
  const hmac = new Uint8Array(await crypto.subtle.sign('HMAC', await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']), counter.buffer));
  const offset = hmac[19]! & 0xf;
  const code = ((hmac[offset]! & 0x7f) << 24) | (hmac[offset + 1]! << 16) | (hmac[offset + 2]! << 8) | hmac[offset + 3]!;
  return String(code % 1_000_000).padStart(6, '0');
}
