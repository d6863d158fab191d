import { http as appHttp, type HttpClient } from '../http';

const REGISTER_URL = '/api/v1/authentication/passkeys/register/';

/** The base64url text the server writes binary values in (python-fido2's websafe encoding). */
function fromBase64Url(text: string): ArrayBuffer {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)).buffer;
}

function toBase64Url(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

interface ServerOptions {
  publicKey: Omit<PublicKeyCredentialCreationOptions, 'challenge' | 'user' | 'excludeCredentials'> & {
    challenge: string;
    user: Omit<PublicKeyCredentialUserEntity, 'id'> & { id: string };
    excludeCredentials?: { type: PublicKeyCredentialType; id: string }[];
  };
}

/** The server's JSON options as navigator.credentials.create() takes them: binary values decoded. */
function creationOptions({ publicKey }: ServerOptions): CredentialCreationOptions {
  return {
    publicKey: {
      ...publicKey,
      challenge: fromBase64Url(publicKey.challenge),
      user: { ...publicKey.user, id: fromBase64Url(publicKey.user.id) },
      excludeCredentials: (publicKey.excludeCredentials ?? []).map((credential) => ({ ...credential, id: fromBase64Url(credential.id) })),
    },
  };
}

/** The new credential as the server reads it back: its id, type and the authenticator's answer in base64url. */
function credentialJson(credential: PublicKeyCredential, keyName: string): Record<string, unknown> {
  const response = credential.response as AuthenticatorAttestationResponse;
  return {
    id: credential.id,
    rawId: toBase64Url(credential.rawId),
    type: credential.type,
    response: { clientDataJSON: toBase64Url(response.clientDataJSON), attestationObject: toBase64Url(response.attestationObject) },
    key_name: keyName,
  };
}

/**
 * Registers a passkey as lina does (api-contract: authentication/passkeys/register/):
 * the server's options (after the identity check it asks for), the browser's
 * authenticator, then the credential sent back. Rejects when the person cancels.
 */
export async function registerPasskey(name: string, http: HttpClient = appHttp): Promise<{ id: string; name: string }> {
  const options = await http.get<ServerOptions>(REGISTER_URL, { params: { name }, silent: true });
  const credential = await navigator.credentials.create(creationOptions(options));
  if (!(credential instanceof PublicKeyCredential)) throw new Error('No credential was made');
  return http.post(REGISTER_URL, credentialJson(credential, name), { silent: true });
}
