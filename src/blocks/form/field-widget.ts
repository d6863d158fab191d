import { makeFieldMeta, type FieldMeta } from '../../core/metadata';
import { matchRule, required, rulesForField, type Rule } from '../../core/validation';
import type { FieldOverride, FormField, Widget } from './form-types';
import { keyValueRule } from './key-value';

/** A choice list with more than 4 options becomes a dropdown. */
const RADIO_MAX_CHOICES = 4;
const NUMBER_TYPES = new Set(['integer', 'float', 'decimal']);
/** Lists a real server may describe as a bare `field`, with no `child` to tell (v3.10's labels). */
const LIST_NAMES = new Set(['labels']);

/**
 * The generator rules (spec section 5): long strings (no max_length) as text
 * areas, write-only strings as password inputs, choices as radios up to 4 and
 * a dropdown beyond, a tree of choices as checkboxes, booleans, dates, lists as
 * tags, JSON mappings as two columns and other JSON as text, related fields
 * (and nested objects the screen relates) as remote selects, other nested
 * objects as sub-forms.
 */
export function widgetFor(field: FieldMeta, override: FieldOverride = {}): Widget {
  if (override.widget) return override.widget;
  if (override.match) return 'match-rule';
  if (override.file) return 'file-content';
  const child = field.child;
  switch (field.type) {
    case 'boolean':
      return 'switch';
    case 'choice':
    case 'labeled_choice':
      return field.choices.length > RADIO_MAX_CHOICES ? 'select' : 'radio';
    case 'multiple choice':
    case 'tree':
      return 'checkboxes';
    case 'datetime':
      return 'datetime';
    case 'date':
      return 'date';
    case 'json':
      // A mapping (an attribute map) is edited as two columns; other JSON as text.
      return field.default && typeof field.default === 'object' && !Array.isArray(field.default) ? 'key-value' : 'json';
    case 'email':
      return 'email';
    case 'object_related_field':
      return override.related ? 'related' : 'text';
    case 'm2m_related_field':
      return override.related && field.name !== 'labels' ? 'related-many' : 'tags';
    case 'nested object':
      // A related object sent whole (an account's asset) is picked by its id.
      return override.related ? 'related' : 'object';
    case 'list':
    case 'field':
      if (child?.type === 'nested object' || child?.children.length) return 'object-list';
      if (child || LIST_NAMES.has(field.name)) return 'tags';
      break;
    default:
      if (NUMBER_TYPES.has(field.type)) return 'number';
  }
  if (field.writeOnly) return 'password';
  if (field.textarea || (field.type === 'string' && field.maxLength === undefined)) return 'textarea';
  return 'text';
}

/** A JSON field as the shape the screen knows it holds: its type and parts, its own label and help kept. */
function shaped(meta: FieldMeta, override: FieldOverride): FieldMeta {
  if (!override.shape) return meta;
  const { type, children, child, choices } = makeFieldMeta(meta.name, override.shape);
  return { ...meta, type, children, choices, ...(child ? { child } : {}) };
}

export function makeFormField(server: FieldMeta, override: FieldOverride = {}): FormField {
  const meta = shaped(server, override);
  const required = override.required ?? meta.required;
  const rules = rulesForField({ ...meta, required });
  const widget = widgetFor(meta, override);
  const field: FormField = {
    name: meta.name,
    meta,
    label: override.label ?? meta.label,
    helpText: override.helpText ?? meta.helpText,
    required,
    widget,
    rules,
    override,
  };
  const own = widget === 'match-rule' ? [matchRule] : widget === 'key-value' ? [keyValueRule] : widget === 'object' ? [requiredChildren(field)] : [];
  field.rules = [...rules, ...own, ...(override.rules ?? [])];
  return field;
}

/** A sub-form names the first of its required sub-fields left empty (an announcement's subject). */
function requiredChildren(field: FormField): Rule {
  return (value) => {
    const object = (value ?? {}) as Record<string, unknown>;
    const missing = childFields(field).find((child) => child.required && !child.override.hidden?.(object) && required(object[child.name]) !== undefined);
    return missing ? { key: 'validation.childRequired', values: { field: missing.label } } : undefined;
  };
}

/**
 * The editable sub-fields of a nested object, or of each item of a list of
 * them; an id is the server's, kept as it is. A JSON sub-field of a list's
 * items (a protocol's settings) is a mapping, edited as two columns.
 */
export function childFields(field: FormField): FormField[] {
  const inList = Boolean(field.meta.child?.children.length);
  const children = inList ? (field.meta.child?.children ?? []) : field.meta.children;
  return children
    .filter((child) => !child.readOnly && child.name.toLowerCase() !== 'id')
    .map((child) => {
      const override = field.override.children?.[child.name] ?? {};
      return makeFormField(child, inList && child.type === 'json' ? { widget: 'key-value', ...override } : override);
    });
}
