import { randomBytes, randomUUID } from 'node:crypto';

export const uuid = () => randomUUID();

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value) => typeof value === 'string' && UUID_PATTERN.test(value);

/** URL-safe random token of the given length. */
export function randomToken(length = 32) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(length);
  let token = '';
  for (const byte of bytes) token += alphabet[byte % alphabet.length];
  return token;
}
