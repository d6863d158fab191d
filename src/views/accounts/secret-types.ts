import type { MessageKey } from '../../core/i18n';

/** The kinds of secret an account holds (api-contract 4.18). */
const SECRET_TYPES = ['password', 'ssh_key', 'access_key', 'token', 'api_key'] as const;
export type SecretType = (typeof SECRET_TYPES)[number];

/** What the secret of each type is called where it is typed in or shown. */
export const SECRET_LABELS: Readonly<Record<SecretType, MessageKey>> = {
  password: 'accounts.secretLabel.password',
  ssh_key: 'accounts.secretLabel.sshKey',
  access_key: 'accounts.secretLabel.accessKey',
  token: 'accounts.secretLabel.token',
  api_key: 'accounts.secretLabel.apiKey',
};

/** A secret type as the server sends it (`{value, label}`) or as a form holds it; password when unknown. */
export function secretTypeOf(value: unknown): SecretType {
  const raw = value && typeof value === 'object' && 'value' in value ? (value as { value: unknown }).value : value;
  return (SECRET_TYPES as readonly unknown[]).includes(raw) ? (raw as SecretType) : 'password';
}
