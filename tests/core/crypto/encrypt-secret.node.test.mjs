// The secret encryption, decrypted in Node as the server would: the RSA part
// with jsencrypt (Node 20 refuses PKCS#1 v1.5 private decryption), the AES part
// with node:crypto.
import { build } from 'esbuild';
import assert from 'node:assert/strict';
import { createDecipheriv, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const jsencrypt = require('jsencrypt');
const JSEncrypt = jsencrypt.JSEncrypt ?? jsencrypt.default ?? jsencrypt;

async function loadEncryption() {
  const entry = fileURLToPath(new URL('../../../src/core/crypto/encrypt-secret.ts', import.meta.url));
  const outfile = join(mkdtempSync(join(tmpdir(), 'jms-crypto-')), 'encrypt-secret.mjs');
  await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', outfile, logLevel: 'silent' });
  return import(outfile);
}

function decrypt(sent, privateKeyPem) {
  const [keyCipher, valueCipher] = sent.split(':');
  const rsa = new JSEncrypt();
  rsa.setPrivateKey(privateKeyPem);
  const aesKey = rsa.decrypt(keyCipher);
  assert.ok(aesKey, 'the RSA part decrypts');
  const key = Buffer.alloc(16);
  Buffer.from(aesKey, 'utf8').copy(key, 0, 0, 16);
  const decipher = createDecipheriv('aes-128-ecb', key, null);
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(Buffer.from(valueCipher, 'base64')), decipher.final()]);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end -= 1;
  return { aesKey, value: plain.subarray(0, end).toString('utf8') };
}

describe('secret encryption', async () => {
  const { encryptSecret, decodePublicKey } = await loadEncryption();
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  // As Django sets it: base64 of the PEM, wrapped in double quotes.
  const cookie = `"${Buffer.from(publicKey).toString('base64')}"`;

  it('reads the quoted base64 PEM of the cookie', () => {
    assert.equal(decodePublicKey(cookie), publicKey);
    assert.equal(decodePublicKey(undefined), undefined);
    assert.equal(decodePublicKey('not base64 !!'), undefined);
  });

  for (const secret of ['jumpserver', 'P@ss w0rd!', '密码-パスワード-🔑', 'x'.repeat(100)]) {
    it(`round-trips ${JSON.stringify(secret.slice(0, 20))}`, () => {
      const sent = encryptSecret(secret, cookie);
      assert.match(sent, /^[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
      assert.notEqual(sent, secret);
      const { aesKey, value } = decrypt(sent, privateKey);
      assert.equal(value, secret);
      assert.ok(aesKey.length > 0 && aesKey.length <= 16, 'the key fits AES-128 as the server pads it');
    });
  }

  it('uses a fresh key every time', () => {
    assert.notEqual(encryptSecret('same', cookie), encryptSecret('same', cookie));
  });

  it('sends the plain value without a key', () => {
    assert.equal(encryptSecret('plain', ''), 'plain');
    assert.equal(encryptSecret('plain', '""'), 'plain');
  });
});
