// RFC 6238 TOTP (HMAC-SHA1, 30-second steps, 6 digits) over a base32 secret, as
// Google Authenticator and JumpServer's OTP backend use it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new secret: 10 random bytes in base32 (16 characters), as pyotp's random_base32 makes for JumpServer. */
export function newTotpSecret() {
  let bits = '';
  for (const byte of randomBytes(10)) bits += byte.toString(2).padStart(8, '0');
  return bits
    .match(/.{5}/g)
    .map((chunk) => ALPHABET[parseInt(chunk, 2)])
    .join('');
}

/** The otpauth:// URI an authenticator app reads (pyotp's provisioning_uri). */
export function totpUri(secret, account, issuer = 'JumpServer') {
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
}

export function base32Decode(text) {
  const clean = String(text).toUpperCase().replace(/=+$/, '').replace(/\s+/g, '');
  let bits = 0;
  let value = 0;
  const bytes = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('Invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code for a time step (RFC 4226 HOTP with the step as counter). */
export function totp(secret, time = Date.now(), step = 30, digits = 6) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / step)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** Accepts the current step and one step either side, for clock drift. */
export function verifyTotp(secret, code, time = Date.now()) {
  if (!secret || typeof code !== 'string' || !/^\d{6}$/.test(code)) return false;
  return [-1, 0, 1].some((drift) => {
    const expected = Buffer.from(totp(secret, time + drift * 30000));
    return timingSafeEqual(expected, Buffer.from(code));
  });
}
