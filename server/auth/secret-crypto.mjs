// The login-encryption key pair and the decryption of `encryptedKey:encryptedValue`
// secrets (api-contract 5.3). Node 20 refuses RSA PKCS#1 v1.5 private decryption,
// so the RSA step uses jsencrypt (pure JS); AES-ECB is node:crypto.
import { createDecipheriv, generateKeyPairSync } from 'node:crypto';
import { createRequire } from 'node:module';

const JSEncrypt = createRequire(import.meta.url)('jsencrypt');

/** The pair is made once per data directory and kept, like the server's cached pair. */
export function loadKeyPair(db) {
  const stored = db.get("SELECT value FROM meta WHERE key = 'login_key_pair'");
  if (stored) return JSON.parse(stored.value);
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const pair = { publicKey, privateKey };
  db.run("INSERT INTO meta (key, value) VALUES ('login_key_pair', ?)", JSON.stringify(pair));
  return pair;
}

/** The jms_public_key cookie value: base64 of the PEM text. */
export const publicKeyCookieValue = (pair) => Buffer.from(pair.publicKey, 'utf8').toString('base64');

/**
 * Decrypts a session-encrypted secret; anything that is not exactly two non-empty
 * `:`-separated parts, or that fails to decrypt, is returned unchanged.
 */
export function createSecretDecrypter(privateKeyPem) {
  const rsa = new JSEncrypt();
  rsa.setPrivateKey(privateKeyPem);
  return function decryptSecret(value) {
    if (typeof value !== 'string') return value;
    const parts = value.split(':');
    if (parts.length !== 2 || !parts[0] || !parts[1]) return value;
    try {
      const aesKey = rsa.decrypt(parts[0]);
      if (typeof aesKey !== 'string') return value;
      let key = Buffer.from(aesKey, 'utf8');
      key = key.length >= 32 ? key.subarray(0, 32) : Buffer.concat([key, Buffer.alloc((16 - (key.length % 16)) % 16)]);
      const algorithm = { 16: 'aes-128-ecb', 24: 'aes-192-ecb', 32: 'aes-256-ecb' }[key.length];
      if (!algorithm) return value;
      const decipher = createDecipheriv(algorithm, key, null);
      decipher.setAutoPadding(false);
      const plain = Buffer.concat([decipher.update(Buffer.from(parts[1], 'base64')), decipher.final()]);
      let end = plain.length;
      while (end > 0 && plain[end - 1] === 0) end -= 1;
      return plain.subarray(0, end).toString('utf8');
    } catch {
      return value;
    }
  };
}
