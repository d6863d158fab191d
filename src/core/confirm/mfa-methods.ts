import { http as appHttp, type HttpClient } from '../http';

// Both paths exist from v3.8 to v3.10; mfa/select/ is the older name koko still calls.
const MFA_SEND_CODE_URL = '/api/v1/authentication/mfa/select/';

/** How a form answers an MFA method: a code typed in, a code the server sends first, or not in the form at all. */
export type MfaAnswer = 'code' | 'sent-code' | 'elsewhere';

// Face and passkey need JumpServer's own page (its camera and WebAuthn flows), as does a method this list does not know.
const ANSWERS: Readonly<Record<string, MfaAnswer>> = { otp: 'code', otp_radius: 'code', mfa_custom: 'code', sms: 'sent-code', email: 'sent-code' };

export const mfaAnswer = (method: string): MfaAnswer => ANSWERS[method] ?? 'elsewhere';

/** The methods of the token API's `mfa_required` answer (`{error, msg, data: {choices}}`); undefined for any other answer. */
export function mfaChoices(answer: unknown): string[] | undefined {
  const record = (answer && typeof answer === 'object' ? answer : {}) as { error?: unknown; data?: { choices?: unknown } };
  if (record.error !== 'mfa_required') return undefined;
  const choices = record.data?.choices;
  return Array.isArray(choices) ? choices.filter((choice): choice is string => typeof choice === 'string') : [];
}

/** The method a form opens on: the first one it can answer, else the first listed. */
export const firstMfaMethod = (choices: readonly string[]): string => choices.find((method) => mfaAnswer(method) !== 'elsewhere') ?? choices[0] ?? '';

/** Sends the code of a method that has one (sms, email): to the signed-in user, or to `username` at a login's MFA step. */
export async function sendMfaCode(type: string, username?: string, http: HttpClient = appHttp): Promise<void> {
  await http.post(MFA_SEND_CODE_URL, username ? { type, username } : { type }, { silent: true });
}
