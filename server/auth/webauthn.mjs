// Passkey registration, as JumpServer's passkey backend does it with python-fido2
// (authentication/backends/passkey/fido.py): the options for
// navigator.credentials.create() with a challenge kept in the session, then the
// browser's answer checked against them. Attestation statements are not verified
// (fido2's default): the credential's id and public key are what is kept.
import { createHash, randomBytes } from 'node:crypto';

const b64url = (buffer) => Buffer.from(buffer).toString('base64url');
const fromB64url = (text) => Buffer.from(String(text ?? ''), 'base64url');

/** COSE algorithms fido2 offers: ES256, EdDSA, PS256, RS256 (and more it rarely sees). */
const ALGORITHMS = [-7, -8, -37, -257];

/** A minimal CBOR reader (RFC 8949): what attestation objects and COSE keys use. */
export function decodeCbor(buffer) {
  let offset = 0;
  const take = (length) => {
    if (offset + length > buffer.length) throw new Error('CBOR data ends early');
    const slice = buffer.subarray(offset, offset + length);
    offset += length;
    return slice;
  };
  const length = (info) => {
    if (info < 24) return info;
    if (info === 24) return take(1).readUInt8(0);
    if (info === 25) return take(2).readUInt16BE(0);
    if (info === 26) return take(4).readUInt32BE(0);
    if (info === 27) return Number(take(8).readBigUInt64BE(0));
    throw new Error('CBOR lengths of unknown size are not supported');
  };
  const item = () => {
    const head = take(1)[0];
    const major = head >> 5;
    const info = head & 0x1f;
    if (major === 7) {
      const simple = { 20: false, 21: true, 22: null };
      if (info in simple) return simple[info];
      if (info === 26) return take(4).readFloatBE(0);
      if (info === 27) return take(8).readDoubleBE(0);
      throw new Error('CBOR simple value not supported');
    }
    const n = length(info);
    switch (major) {
      case 0:
        return n;
      case 1:
        return -1 - n;
      case 2:
        return Buffer.from(take(n));
      case 3:
        return take(n).toString('utf8');
      case 4:
        return Array.from({ length: n }, item);
      case 5: {
        const map = new Map();
        for (let index = 0; index < n; index++) map.set(item(), item());
        return map;
      }
      default:
        return item(); // a tag: its content
    }
  };
  const value = item();
  return { value, length: offset };
}

/** The parts of authenticator data (WebAuthn §6.1) a registration needs. */
function readAuthenticatorData(data) {
  if (data.length < 37) throw new Error('authenticator data too short');
  const flags = data[32];
  if (!(flags & 0x40)) throw new Error('no attested credential data');
  const credentialLength = data.readUInt16BE(53);
  const credentialId = data.subarray(55, 55 + credentialLength);
  const key = decodeCbor(data.subarray(55 + credentialLength));
  if (!(key.value instanceof Map) || !key.value.has(1) || !key.value.has(3)) throw new Error('not a COSE key');
  return {
    rpIdHash: data.subarray(0, 32),
    userPresent: Boolean(flags & 0x01),
    credentialId,
    // aaguid, length, id and key: fido2's AttestedCredentialData, which JumpServer keeps as `token`.
    credentialData: data.subarray(37, 55 + credentialLength + key.length),
  };
}

/** @param {{rpId: string, rpName: string, user: {id: string, username: string, name: string}, keyName: string, excluded: string[]}} options */
export function registrationOptions({ rpId, rpName, user, keyName, excluded }) {
  const challenge = b64url(randomBytes(32));
  return {
    state: { challenge, rpId },
    options: {
      publicKey: {
        rp: { name: rpName, id: rpId },
        user: { name: `${user.username}(${keyName})`, displayName: user.name, id: b64url(Buffer.from(user.id, 'utf8')) },
        challenge,
        pubKeyCredParams: ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
        excludeCredentials: excluded.map((id) => ({ type: 'public-key', id })),
        authenticatorSelection: { residentKey: 'preferred', requireResidentKey: false, userVerification: 'preferred' },
      },
    },
  };
}

/**
 * Checks the browser's answer to registrationOptions() (WebAuthn §7.1, without the
 * attestation statement); throws an Error saying what is wrong.
 * @returns {{credentialId: string, token: string}}
 */
export function completeRegistration(state, response, origin) {
  const body = response?.response ?? {};
  const clientData = JSON.parse(fromB64url(body.clientDataJSON).toString('utf8') || 'null');
  if (clientData?.type !== 'webauthn.create') throw new Error('Invalid client data type');
  if (clientData.challenge !== state.challenge) throw new Error('Wrong challenge in response');
  if (clientData.origin !== origin) throw new Error('Invalid origin in ClientData');
  const attestation = decodeCbor(fromB64url(body.attestationObject)).value;
  if (!(attestation instanceof Map) || !Buffer.isBuffer(attestation.get('authData'))) throw new Error('Invalid attestation object');
  const data = readAuthenticatorData(attestation.get('authData'));
  if (!data.rpIdHash.equals(createHash('sha256').update(state.rpId).digest())) throw new Error('Wrong RP ID hash in response');
  if (!data.userPresent) throw new Error('User Present flag not set');
  const credentialId = b64url(data.credentialId);
  if (response.id !== credentialId) throw new Error('Credential ID does not match');
  return { credentialId, token: b64url(data.credentialData) };
}
