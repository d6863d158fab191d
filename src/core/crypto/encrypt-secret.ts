import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import ZeroPadding from 'crypto-js/pad-zeropadding';
import { JSEncrypt } from 'jsencrypt';
import { COOKIES } from '../constants';
import { readCookie } from '../cookies';

/**
 * Secret encryption as JumpServer expects it (api-contract 5.3): a random key
 * RSA-encrypted with the public key from the `jms_public_key` cookie, the value
 * AES-ECB encrypted with that key (zero padding, key padded to 16 bytes), sent
 * as `encryptedKey:encryptedValue`. Without a key the plain value is sent.
 */
export function encryptSecret(value: string, publicKeyCookie: string | undefined = readCookie(COOKIES.publicKey)): string {
  const publicKey = decodePublicKey(publicKeyCookie);
  if (!publicKey || !value) return value;
  const aesKey = randomKey();
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const encryptedKey = rsa.encrypt(aesKey);
  if (!encryptedKey) return value;
  const key = Utf8.parse(aesKey.padEnd(16, '\0').slice(0, 16));
  const encryptedValue = AES.encrypt(Utf8.parse(value), key, { mode: ECB, padding: ZeroPadding }).toString();
  return `${encryptedKey}:${encryptedValue}`;
}

/** The cookie holds base64 of the PEM, possibly wrapped in double quotes. */
export function decodePublicKey(cookieValue: string | undefined): string | undefined {
  if (!cookieValue) return undefined;
  try {
    const pem = atob(cookieValue.replaceAll('"', ''));
    return pem.includes('PUBLIC KEY') ? pem : undefined;
  } catch {
    return undefined;
  }
}

/** About 11 characters of base 36 from the browser's cryptographic random source. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  let key = '';
  for (const byte of bytes) key += byte.toString(36);
  return key.slice(0, 16);
}
