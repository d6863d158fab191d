// Password hashes: scrypt from node:crypto, stored as "scrypt$<salt>$<hash>".
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

export function hashPassword(password) {
  const salt = randomBytes(16).toString('base64');
  return `scrypt$${salt}$${scryptSync(password, salt, 32).toString('base64')}`;
}

export function verifyPassword(password, stored) {
  if (typeof password !== 'string' || typeof stored !== 'string') return false;
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, salt, expected.length);
  return timingSafeEqual(expected, actual);
}
