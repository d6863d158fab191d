import { ENCRYPTED_FIELDS } from '../../core/constants';
import { encryptSecret } from '../../core/crypto/encrypt-secret';
import { parseServerDate } from '../../core/i18n';
import { emptyWeek, formatTimePeriods, parseTimePeriods, type WeekSlots } from '../../core/time-period';
import { toLocalInput } from '../date-range/local-input';
import { objectText } from '../display/object-text';
import { EMPTY_MATCH_RULE, toMatchRuleValue, toServerMatchRule } from '../match-rule/match-rule-form';
import type { MatchRuleValue } from '../match-rule/match-rule-value';
import { toNestedValue, toOption, type SelectOption } from '../select/option';
import { childFields } from './field-widget';
import { fromRows, toRows } from './key-value';
import type { FormField, FormValues } from './form-types';

/** What a field holds while it is edited. */
export function emptyValue(field: FormField): unknown {
  switch (field.widget) {
    case 'switch':
      return false;
    case 'checkboxes':
    case 'tags':
    case 'related-many':
    case 'object-list':
    case 'key-value':
      return [];
    case 'related':
    case 'radio':
    case 'select':
      return null;
    case 'object':
      return initialChildValues(childFields(field));
    case 'match-rule':
      return EMPTY_MATCH_RULE;
    case 'week-time':
      return emptyWeek();
    default:
      return '';
  }
}

/** A new nested object: each sub-field's default, or its empty value. */
export function initialChildValues(children: readonly FormField[]): Record<string, unknown> {
  return Object.fromEntries(children.map((child) => [child.name, child.meta.hasDefault ? toFormValue(child, child.meta.default) : emptyValue(child)]));
}

/** Each sub-field of a nested object converted its own way; keys without a sub-field pass as they are. */
function mapChildren(field: FormField, value: unknown, convert: (child: FormField, value: unknown) => unknown): Record<string, unknown> {
  const object = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const converted: Record<string, unknown> = { ...object };
  for (const child of childFields(field)) {
    const next = convert(child, object[child.name]);
    if (next === undefined) delete converted[child.name];
    else converted[child.name] = next;
  }
  return converted;
}

/** A choice as the server sends it (`{value, label}`) or as a raw value: the value. */
export function choiceValue(value: unknown): unknown {
  return value && typeof value === 'object' && !Array.isArray(value) && 'value' in value ? (value as { value: unknown }).value : value;
}

/** A server value as the field edits it: choices by value, related objects as options, dates as local input, mappings as rows, JSON as text. */
export function toFormValue(field: FormField, value: unknown): unknown {
  // A key the object leaves out (SAML2's `strict`) means what the server takes it to: the field's default.
  if (value === undefined && field.meta.hasDefault) return toFormValue(field, field.meta.default);
  if (value === undefined || value === null) return emptyValue(field);
  const related = field.override.related;
  switch (field.widget) {
    case 'radio':
    case 'select':
      return choiceValue(value);
    case 'checkboxes': {
      const values = Array.isArray(value) ? value.map(choiceValue) : [];
      // JumpServer's ["all"] (asset-permission actions) stands for every choice.
      const every = field.meta.choices.map((choice) => choice.value);
      return values.includes('all') && !every.includes('all') ? every : values;
    }
    case 'related':
      return toOption(value, related?.labelKey, related?.valueKey) ?? null;
    case 'related-many':
      return Array.isArray(value) ? value.map((item) => toOption(item, related?.labelKey, related?.valueKey)).filter(Boolean) : [];
    case 'tags':
      return Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' ? labelText(item) : String(item))) : [];
    case 'datetime': {
      const date = parseServerDate(value);
      return date ? toLocalInput(date) : '';
    }
    case 'date':
      return typeof value === 'string' ? value.slice(0, 10).replaceAll('/', '-') : '';
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    case 'key-value':
      return toRows(value);
    case 'week-time':
      return parseTimePeriods(value);
    case 'number':
      return String(value);
    case 'switch':
      return Boolean(value);
    case 'object':
      return mapChildren(field, value, toFormValue);
    case 'match-rule':
      return toMatchRuleValue(value);
    case 'object-list':
      return Array.isArray(value) ? value.map((item) => mapChildren(field, item, toFormValue)) : [];
    default:
      // A value shaped otherwise than its metadata says (v3.10's phone object for a string) is edited as it reads.
      if (typeof value !== 'object') return String(value);
      return field.override.render ? value : objectText(value, field.meta);
  }
}

/** Labels come as `{name, value}` objects and are edited as `name:value`. */
function labelText(item: object): string {
  const record = item as Record<string, unknown>;
  if (typeof record['name'] === 'string' && 'value' in record) return `${record['name']}:${String(record['value'])}`;
  return String(record['name'] ?? record['id'] ?? '');
}

/** The values a form starts with: the object's (update, clone) or the server's defaults (create). */
export function initialValues(fields: readonly FormField[], object?: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const source = field.parent ? nestedObject(object?.[field.parent]) : object;
    const key = field.parent ? field.meta.name : field.name;
    if (source && key in source && !field.meta.writeOnly) values[field.name] = toFormValue(field, source[key]);
    else if (field.meta.hasDefault) values[field.name] = toFormValue(field, field.meta.default);
    else values[field.name] = emptyValue(field);
  }
  return values;
}

function nestedObject(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The clone of an object: its name (or hostname) prefixed with the clone label. */
export function cloneObject(object: Record<string, unknown>, prefix: string): Record<string, unknown> {
  const { id: _id, ...rest } = object;
  for (const key of ['name', 'hostname'] as const) {
    if (typeof rest[key] === 'string') rest[key] = `${prefix}${rest[key] as string}`;
  }
  return rest;
}

function shouldEncrypt(field: FormField): boolean {
  return field.override.encrypt ?? (ENCRYPTED_FIELDS as readonly string[]).includes(field.name);
}

/** A form value as the server takes it; undefined leaves the field out of the body. */
function toServerValue(field: FormField, value: unknown): unknown {
  const related = field.override.related;
  switch (field.widget) {
    case 'number': {
      const text = String(value ?? '').trim();
      if (!text) return field.required ? undefined : null;
      const number = Number(text);
      return Number.isFinite(number) ? number : text;
    }
    case 'datetime': {
      const text = String(value ?? '');
      if (!text) return field.required ? undefined : null;
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? text : date.toISOString();
    }
    case 'date':
      return value ? value : null;
    // A choice left unchosen is left out: JumpServer's choice fields take no null.
    case 'radio':
    case 'select':
      return value === null || value === undefined ? undefined : value;
    case 'json': {
      const text = String(value ?? '').trim();
      if (!text) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    }
    case 'key-value':
      return fromRows(value);
    case 'week-time':
      return formatTimePeriods(Array.isArray(value) ? (value as WeekSlots) : emptyWeek());
    case 'related': {
      const option = value as SelectOption | null;
      if (!option) return null;
      return related?.allowCreate !== undefined ? toNestedValue(option.value, related.allowCreate) : option.value;
    }
    case 'related-many': {
      const options = (value as SelectOption[] | null) ?? [];
      return related?.allowCreate !== undefined
        ? options.map((option) => toNestedValue(option.value, related.allowCreate ?? false)).filter(Boolean)
        : options.map((option) => option.value);
    }
    case 'password': {
      // An empty secret is not sent: on update the stored one stays.
      if (typeof value !== 'string' || value === '') return undefined;
      return shouldEncrypt(field) ? encryptSecret(value) : value;
    }
    case 'object':
      return mapChildren(field, value, toServerValue);
    case 'match-rule':
      return toServerMatchRule((value as MatchRuleValue | null) ?? EMPTY_MATCH_RULE);
    case 'object-list':
      return Array.isArray(value) ? value.map((item) => mapChildren(field, item, toServerValue)) : [];
    default:
      if (typeof value === 'string') {
        const text = field.override.trim === false ? value : value.trim();
        return text && shouldEncrypt(field) ? encryptSecret(text) : text;
      }
      return value;
  }
}

interface BodyOptions {
  /** A new object (or a copy): the optional lists left empty are left out, so the server's defaults apply (a new user's default roles). */
  creating?: boolean;
  /**
   * A new object: the fields the user or the form's configuration set. Any
   * other is sent only when the metadata gives its default; a real server
   * gives none for a default its model holds (a user's `is_active`), which it
   * applies when the field is left out.
   */
  chosen?: ReadonlySet<string>;
}

/** The request body: every shown field that has something to send. */
export function buildBody(fields: readonly FormField[], values: FormValues, { creating = false, chosen }: BodyOptions = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.override.hidden?.(values)) continue;
    if (chosen && !chosen.has(field.name) && !field.meta.hasDefault) continue;
    const value = toServerValue(field, values[field.name]);
    if (value === undefined) continue;
    if (creating && !field.required && Array.isArray(value) && value.length === 0) continue;
    if (field.parent) body[field.parent] = { ...nestedObject(body[field.parent]), [field.meta.name]: value };
    else body[field.name] = value;
  }
  return body;
}

/** Batch update (PATCH of a list): the ticked fields, copied into one object per row with its id. */
export function batchBody(ids: readonly string[], fields: readonly FormField[], values: FormValues, ticked: ReadonlySet<string>): Record<string, unknown>[] {
  const body = buildBody(
    fields.filter((field) => ticked.has(field.name)),
    values,
  );
  return ids.map((id) => ({ id, ...body }));
}
