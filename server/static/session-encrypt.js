// The login form's password, encrypted as JumpServer's session-encrypt.js does
// (api-contract 5.3): a random key RSA-encrypted (PKCS#1 v1.5) with the public key
// of the jms_public_key cookie, the password AES-ECB-encrypted with that key
// (zero padding), sent as "<key>:<password>". RSA is done with BigInt, AES with
// WebCrypto (one CBC block with a zero IV is an ECB block). Where WebCrypto is
// missing (a page not served securely), the password goes as typed: the server
// takes both.
(() => {
  const form = document.querySelector('form[data-encrypt-password]');
  if (!form || !window.crypto?.subtle) return;

  const bytesOf = (text) => new TextEncoder().encode(text);
  const base64 = (bytes) => btoa(String.fromCharCode(...bytes));

  function publicKeyPem() {
    const cookie = document.cookie.split('; ').find((item) => item.startsWith('jms_public_key='));
    return cookie ? atob(decodeURIComponent(cookie.slice('jms_public_key='.length)).replaceAll('"', '')) : '';
  }

  /** The modulus and exponent of an SPKI public key (DER: SEQUENCE { algorithm, BIT STRING { SEQUENCE { n, e } } }). */
  function rsaKey(pem) {
    const der = Uint8Array.from(atob(pem.replace(/-----[^-]+-----|\s/g, '')), (char) => char.charCodeAt(0));
    let at = 0;
    const header = () => {
      const tag = der[at++];
      let length = der[at++];
      if (length & 0x80) {
        let size = length & 0x7f;
        length = 0;
        while (size--) length = length * 256 + der[at++];
      }
      return { tag, length };
    };
    const integer = () => {
      const { length } = header();
      const value = der.slice(at, at + length);
      at += length;
      return BigInt(`0x${[...value].map((byte) => byte.toString(16).padStart(2, '0')).join('') || '0'}`);
    };
    header(); // SubjectPublicKeyInfo
    const algorithm = header();
    at += algorithm.length;
    header(); // BIT STRING
    at += 1; // unused bits
    header(); // RSAPublicKey
    const n = integer();
    const e = integer();
    return { n, e, size: Math.ceil(n.toString(16).length / 2) };
  }

  function modPow(base, exponent, modulus) {
    let result = 1n;
    let b = base % modulus;
    for (let x = exponent; x > 0n; x >>= 1n) {
      if (x & 1n) result = (result * b) % modulus;
      b = (b * b) % modulus;
    }
    return result;
  }

  /** RSA PKCS#1 v1.5: 00 02 <non-zero random> 00 <message>. */
  function rsaEncrypt(key, message) {
    const padding = new Uint8Array(key.size - 3 - message.length);
    crypto.getRandomValues(padding);
    for (let index = 0; index < padding.length; index += 1) while (padding[index] === 0) padding[index] = crypto.getRandomValues(new Uint8Array(1))[0];
    const block = [0, 2, ...padding, 0, ...message];
    const m = BigInt(`0x${block.map((byte) => byte.toString(16).padStart(2, '0')).join('')}`);
    const hex = modPow(m, key.e, key.n)
      .toString(16)
      .padStart(key.size * 2, '0');
    return Uint8Array.from(hex.match(/../g), (pair) => parseInt(pair, 16));
  }

  async function aesEcb(keyBytes, plain) {
    const key = await crypto.subtle.importKey('raw', keyBytes, 'AES-CBC', false, ['encrypt']);
    const padded = new Uint8Array(Math.ceil(plain.length / 16) * 16 || 16);
    padded.set(plain);
    const out = new Uint8Array(padded.length);
    for (let offset = 0; offset < padded.length; offset += 16) {
      const block = await crypto.subtle.encrypt({ name: 'AES-CBC', iv: new Uint8Array(16) }, key, padded.slice(offset, offset + 16));
      out.set(new Uint8Array(block).slice(0, 16), offset);
    }
    return out;
  }

  async function encryptPassword(plain) {
    const pem = publicKeyPem();
    if (!pem || !plain) return plain;
    // Sixteen random letters and digits: one AES-128 key, as the server reads it.
    const aesKey = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => (byte % 36).toString(36)).join('');
    const keyBytes = bytesOf(aesKey);
    return `${base64(rsaEncrypt(rsaKey(pem), bytesOf(aesKey)))}:${base64(await aesEcb(keyBytes, bytesOf(plain)))}`;
  }

  let sending = false;
  form.addEventListener('submit', async (event) => {
    if (sending) return;
    event.preventDefault();
    const field = form.querySelector('input[name=password]');
    // The encrypted value goes in a hidden field: the one the user typed in keeps what was typed.
    const hidden = Object.assign(document.createElement('input'), { type: 'hidden', name: 'password' });
    try {
      hidden.value = await encryptPassword(field.value);
    } catch {
      hidden.value = field.value;
    }
    field.removeAttribute('name');
    form.append(hidden);
    sending = true;
    form.submit();
  });
})();
