import { PRIORITY_RANGE } from '../constants';
import type { MessageKey, MessageValues } from '../i18n';

/** What a failed rule says: a catalogue key and its values. */
interface Violation {
  key: MessageKey;
  values?: MessageValues;
}

/** A rule looks at a value (and the whole form, for rules across fields). */
export type Rule = (value: unknown, values?: Readonly<Record<string, unknown>>) => Violation | undefined;

const violation = (key: MessageKey, values?: MessageValues): Violation => (values ? { key, values } : { key });

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Rules other than `required` pass on an empty value: emptiness is required's business. */
const textRule =
  (test: (text: string) => boolean, key: MessageKey): Rule =>
  (value) =>
    isEmpty(value) || test(String(value)) ? undefined : violation(key);

export const required: Rule = (value) => (isEmpty(value) ? violation('validation.required') : undefined);

export const email = textRule((text) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim()), 'validation.email');

/** Word characters and `: / . ? = & # -` only, once trimmed. */
export const urlOrIp = textRule((text) => /^[\w:/.?=&#-]+$/.test(text.trim()), 'validation.urlOrIp');

export const noEmoji = textRule((text) => !/\p{Extended_Pictographic}/u.test(text), 'validation.noEmoji');

export const alphanumericUnderscore = textRule((text) => /^\w+$/.test(text), 'validation.alphanumericUnderscore');

export const noParenthesis = textRule((text) => !/[()（）]/.test(text), 'validation.noParenthesis');

/** Lines without special characters, for system users whose passwords a shell types. */
export const noSpecialCharacters = textRule((text) => /^[A-Za-z0-9]*$/.test(text), 'validation.noSpecialCharacters');

function parseJson(value: unknown): { ok: true; parsed: unknown } | { ok: false } {
  if (typeof value !== 'string') return { ok: true, parsed: value };
  try {
    return { ok: true, parsed: JSON.parse(value) };
  } catch {
    return { ok: false };
  }
}

export const json: Rule = (value) => (isEmpty(value) || parseJson(value).ok ? undefined : violation('validation.invalidJson'));

/** A match rule (ACL users, assets) that names objects names one at least; one by attributes has conditions, each with a value. */
export const matchRule: Rule = (value) => {
  const rule = (value ?? {}) as { type?: unknown; ids?: unknown[]; attrs?: { value?: unknown }[] };
  if (rule.type === 'ids' && !rule.ids?.length) return violation('validation.matchRuleIds');
  if (rule.type === 'attrs' && (!rule.attrs?.length || rule.attrs.some((condition) => !String(condition.value ?? '').trim()))) return violation('validation.matchRuleAttrs');
  return undefined;
};

/** A JSON mapping (of attributes) must map something to `username`. */
export const jsonMapping: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  const result = parseJson(value);
  if (!result.ok) return violation('validation.invalidJson');
  const mapped = result.parsed && typeof result.parsed === 'object' ? Object.values(result.parsed) : [];
  return mapped.includes('username') ? undefined : violation('validation.usernameMappingRequired');
};

/** Labels are `name:value`, each side non-empty. */
export const label: Rule = (value) => {
  const items = Array.isArray(value) ? value : isEmpty(value) ? [] : [value];
  const bad = items.find((item) => typeof item === 'string' && !/^[^:]+:[^:]+$/.test(item.trim()));
  return bad === undefined ? undefined : violation('validation.label');
};

export function numberRange(min?: number, max?: number): Rule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(number)) return violation('validation.number');
    if (min !== undefined && max !== undefined && (number < min || number > max)) return violation('validation.between', { min, max });
    if (min !== undefined && number < min) return violation('validation.atLeast', { min });
    if (max !== undefined && number > max) return violation('validation.atMost', { max });
    return undefined;
  };
}

/** ACL and command-filter priority: 1 to 100, the higher matched first. */
export const priority = numberRange(PRIORITY_RANGE.min, PRIORITY_RANGE.max);

/** A time-out in seconds; -1 means none. */
export const timeout: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) return violation('validation.number');
  return number === -1 || number >= 0 ? undefined : violation('validation.timeout');
};

export function lengthRange(min?: number, max?: number): Rule {
  return (value) => {
    if (isEmpty(value) || typeof value !== 'string') return undefined;
    if (min !== undefined && value.length < min) return violation('validation.minLength', { min });
    if (max !== undefined && value.length > max) return violation('validation.maxLength', { max });
    return undefined;
  };
}

/** Five space-separated fields. */
export const crontab = textRule((text) => text.trim().split(/\s+/).length === 5, 'validation.crontab');

/** The server's password rules (public setting PASSWORD_RULE). */
export interface PasswordPolicy {
  SECURITY_PASSWORD_MIN_LENGTH?: number;
  SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH?: number;
  SECURITY_PASSWORD_UPPER_CASE?: boolean;
  SECURITY_PASSWORD_LOWER_CASE?: boolean;
  SECURITY_PASSWORD_NUMBER?: boolean;
  SECURITY_PASSWORD_SPECIAL_CHAR?: boolean;
}

export function passwordPolicy(policy: PasswordPolicy | undefined, { admin = false } = {}): Rule {
  return (value) => {
    if (isEmpty(value) || typeof value !== 'string' || !policy) return undefined;
    const min = (admin ? policy.SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH : undefined) ?? policy.SECURITY_PASSWORD_MIN_LENGTH;
    if (min && value.length < min) return violation('validation.passwordMinLength', { min });
    if (policy.SECURITY_PASSWORD_UPPER_CASE && !/[A-Z]/.test(value)) return violation('validation.passwordUpperCase');
    if (policy.SECURITY_PASSWORD_LOWER_CASE && !/[a-z]/.test(value)) return violation('validation.passwordLowerCase');
    if (policy.SECURITY_PASSWORD_NUMBER && !/\d/.test(value)) return violation('validation.passwordNumber');
    if (policy.SECURITY_PASSWORD_SPECIAL_CHAR && !/[^A-Za-z0-9]/.test(value)) return violation('validation.passwordSpecial');
    return undefined;
  };
}

/** Protocols: at most one marked primary. */
export const onePrimary: Rule = (value) => {
  if (!Array.isArray(value)) return undefined;
  const primaries = value.filter((item) => item && typeof item === 'object' && (item as { primary?: unknown }).primary === true);
  return primaries.length > 1 ? violation('validation.onePrimary') : undefined;
};

/** Accounts: one per username and secret type. */
export const uniqueAccounts: Rule = (value) => {
  if (!Array.isArray(value)) return undefined;
  const seen = new Set<string>();
  for (const item of value as { username?: unknown; secret_type?: unknown }[]) {
    const secretType = typeof item?.secret_type === 'object' && item.secret_type ? (item.secret_type as { value?: unknown }).value : item?.secret_type;
    const key = `${String(item?.username ?? '')}\u0000${String(secretType ?? '')}`;
    if (seen.has(key)) return violation('validation.accountsUnique');
    seen.add(key);
  }
  return undefined;
};

/** A ticked box the user must agree to. */
export const agreement: Rule = (value) => (value === true ? undefined : violation('validation.agreementRequired'));

/** An applet package: a .zip file. */
export const zipFile: Rule = (value) => {
  const name = value instanceof File ? value.name : typeof value === 'string' ? value : '';
  return !name || /\.zip$/i.test(name) ? undefined : violation('validation.zipOnly');
};

/** The first rule that fails, if any. */
export function check(rules: readonly Rule[], value: unknown, values?: Readonly<Record<string, unknown>>): Violation | undefined {
  for (const rule of rules) {
    const result = rule(value, values);
    if (result) return result;
  }
  return undefined;
}

/** An object's period (an announcement's) ends after it starts; either end may be left open. */
export function periodInOrder(start: string, end: string): Rule {
  return (value) => {
    const object = (value ?? {}) as Record<string, unknown>;
    const from = Date.parse(String(object[start] ?? ''));
    const to = Date.parse(String(object[end] ?? ''));
    return Number.isNaN(from) || Number.isNaN(to) || from < to ? undefined : violation('validation.periodOrder');
  };
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The browser's own parser of IPv6 literals decides. */
function isIpv6(text: string): boolean {
  if (!text.includes(':') || !/^[\da-f:.]+$/i.test(text)) return false;
  try {
    new URL(`http://[${text}]/`);
    return true;
  } catch {
    return false;
  }
}

const isAddress = (text: string) => IPV4.test(text) || isIpv6(text);

/** What a login IP list takes (JumpServer's ip_child_validator): *, an address, a network (CIDR) or an IPv4 range. */
export function isIpItem(text: string): boolean {
  if (text === '*' || isAddress(text)) return true;
  const network = /^([^/]+)\/(\d{1,3})$/.exec(text);
  if (network) return isAddress(network[1]!) && Number(network[2]) <= (IPV4.test(network[1]!) ? 32 : 128);
  const range = /^([^-]+)-([^-]+)$/.exec(text);
  return Boolean(range && IPV4.test(range[1]!) && IPV4.test(range[2]!));
}

/** Each item of a login IP list is an address, a network or a range; the first that is not is named. */
export const ipList: Rule = (value) => {
  const bad = (Array.isArray(value) ? value : []).map((item) => String(item).trim()).find((item) => !isIpItem(item));
  return bad === undefined ? undefined : violation('validation.ipItem', { item: bad });
};
