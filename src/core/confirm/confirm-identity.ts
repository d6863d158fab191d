import { OTP_LENGTH } from '../constants';
import { encryptSecret } from '../crypto/encrypt-secret';
import { http as appHttp, type HttpClient } from '../http';
import { errorText } from '../http/error-text';
import type { MessageKey } from '../i18n';

const CONFIRM_URL = '/api/v1/authentication/confirm/';
export const CONFIRM_CHECK_URL = '/api/v1/authentication/confirm/check/';

/** One way to confirm (api-contract 4.9): otp, sms, email, password… */
interface ConfirmChoice {
  name: string;
  displayName: string;
  placeholder: string;
  disabled: boolean;
}

export interface ConfirmOptions {
  /** relogin, password or mfa: the server may answer a stronger type than asked. */
  confirmType: string;
  choices: ConfirmChoice[];
}

interface RawChoice {
  name?: unknown;
  display_name?: unknown;
  placeholder?: unknown;
  disabled?: unknown;
}

export function makeConfirmOptions(answer: unknown): ConfirmOptions {
  const record = (answer && typeof answer === 'object' ? answer : {}) as { confirm_type?: unknown; content?: unknown };
  const content = Array.isArray(record.content) ? (record.content as RawChoice[]) : [];
  return {
    confirmType: typeof record.confirm_type === 'string' ? record.confirm_type : 'password',
    choices: content.map((choice) => ({
      name: String(choice.name ?? ''),
      displayName: String(choice.display_name ?? choice.name ?? ''),
      placeholder: String(choice.placeholder ?? ''),
      disabled: Boolean(choice.disabled),
    })),
  };
}

/** What the server offers for a confirm type; the caller shows failures itself. */
export async function fetchConfirmOptions(confirmType: string, http: HttpClient = appHttp): Promise<ConfirmOptions> {
  return makeConfirmOptions(await http.get(CONFIRM_URL, { params: { confirm_type: confirmType }, silent: true }));
}

/** The first choice that is not disabled is preselected. */
export function firstEnabledChoice(choices: readonly ConfirmChoice[]): ConfirmChoice | undefined {
  return choices.find((choice) => !choice.disabled);
}

/** An OTP code is exactly 6 characters; any other sub-type takes what is typed. */
export function checkConfirmSecret(subType: string, secret: string): MessageKey | undefined {
  if (subType === 'otp' && secret.length !== OTP_LENGTH) return 'confirm.mfaError';
  if (!secret) return 'validation.required';
  return undefined;
}

export async function submitConfirm({ confirmType, subType, secret }: { confirmType: string; subType: string; secret: string }, http: HttpClient = appHttp): Promise<void> {
  await http.post(CONFIRM_URL, { confirm_type: confirmType, mfa_type: subType, secret_key: encryptSecret(secret) }, { silent: true });
}

/** A session younger than 5 minutes counts as confirmed: try that before asking to log in again. */
export async function trySilentRelogin(http: HttpClient = appHttp): Promise<boolean> {
  try {
    await http.post(CONFIRM_URL, { confirm_type: 'relogin' }, { silent: true, handleUnauthorized: false });
    return true;
  } catch {
    return false;
  }
}

/** The confirm-type lookup's failure as text: error, detail or msg, else the fallback. */
export function confirmFailureText(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | null)?.data;
  return errorText(data) || fallback;
}

/** Before an export that needs MFA: 200 when confirmed, else the 412 flow of the HTTP client. */
export async function checkMfaConfirmed(http: HttpClient = appHttp): Promise<void> {
  await http.get(CONFIRM_CHECK_URL, { params: { confirm_type: 'mfa' } });
}
