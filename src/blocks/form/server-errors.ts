import { errorText } from '../../core/http/error-text';
import { t } from '../../core/i18n/catalogue';

/** A 400 answer split into messages per field and the rest. */
interface FormErrors {
  fields: Record<string, string>;
  general: string;
}

const GENERAL = new Set(['non_field_errors', 'detail', 'error', 'msg', 'code']);

/** Nested errors (a protocol's port) as their messages joined by commas. */
function nestedText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(nestedText).filter(Boolean).join(', ');
  if (value && typeof value === 'object') return Object.values(value).map(nestedText).filter(Boolean).join(', ');
  return value === null || value === undefined ? '' : String(value);
}

function fieldText(value: unknown): string {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(' ');
  return nestedText(value);
}

/**
 * Spec section 5: each field's messages on that field, concatenated in create
 * and update; in batch updates (a list of per-row answers) a field's messages
 * from every row joined with "; ".
 */
export function formErrorsFrom(data: unknown): FormErrors {
  const errors: FormErrors = { fields: {}, general: '' };
  if (Array.isArray(data)) {
    const collected: Record<string, string[]> = {};
    const general: string[] = [];
    for (const item of data) {
      if (!item || typeof item !== 'object') continue;
      const single = formErrorsFrom(item);
      for (const [field, text] of Object.entries(single.fields)) (collected[field] ??= []).push(text);
      if (single.general) general.push(single.general);
    }
    for (const [field, texts] of Object.entries(collected)) errors.fields[field] = [...new Set(texts)].join('; ');
    errors.general = [...new Set(general)].join('; ');
    return errors;
  }
  if (!data || typeof data !== 'object') {
    // No message the server meant for a person (a proxy's web page): the request was refused all the same.
    errors.general = errorText(data) || t('form.badRequest');
    return errors;
  }
  const general: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (GENERAL.has(key)) {
      if (key !== 'code') general[key] = value;
      continue;
    }
    const text = fieldText(value);
    if (text) errors.fields[key] = text;
  }
  errors.general = errorText(general);
  return errors;
}

/** The errors of a nested object whose sub-fields are rows of their own (`{meta: {BUCKET: […]}}`) under their names (`meta.BUCKET`). */
function withNestedFields(data: unknown, parents: ReadonlySet<string>): unknown {
  if (!parents.size || !data || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).flatMap(([key, value]) =>
      parents.has(key) && value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value).map(([child, text]) => [`${key}.${child}`, text]) : [[key, value]],
    ),
  );
}

/**
 * A 400 answer on a form: the messages of the fields it shows go on them (the
 * first of those in form order is where the cursor goes), the rest, other
 * fields' named, joined into one general text.
 */
export function errorsOnFields(data: unknown, shown: readonly { name: string; parent?: string | undefined }[]): FormErrors & { first: string | undefined } {
  const errors = formErrorsFrom(withNestedFields(data, new Set(shown.flatMap((field) => (field.parent ? [field.parent] : [])))));
  const fields = Object.fromEntries(Object.entries(errors.fields).filter(([name]) => shown.some((field) => field.name === name)));
  const others = Object.entries(errors.fields)
    .filter(([name]) => !(name in fields))
    .map(([name, text]) => `${name}: ${text}`);
  return { fields, general: [errors.general, ...others].filter(Boolean).join('; '), first: shown.find((field) => fields[field.name])?.name };
}
