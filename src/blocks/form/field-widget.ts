import type { FieldMeta } from '../../core/metadata';
import { matchRule, rulesForField } from '../../core/validation';
import type { FieldOverride, FormField, Widget } from './form-types';

/** A choice list with more than 4 options becomes a dropdown. */
const RADIO_MAX_CHOICES = 4;
const NUMBER_TYPES = new Set(['integer', 'float', 'decimal']);

/**
 * The generator rules (spec section 5): long strings (no max_length) as text
 * areas, write-only strings as password inputs, choices as radios up to 4 and
 * a dropdown beyond, booleans, dates, lists as tags, JSON, related fields as
 * remote selects, nested objects as sub-forms.
 */
export function widgetFor(field: FieldMeta, override: FieldOverride = {}): Widget {
  if (override.widget) return override.widget;
  if (override.match) return 'match-rule';
  const child = field.child;
  switch (field.type) {
    case 'boolean':
      return 'switch';
    case 'choice':
    case 'labeled_choice':
      return field.choices.length > RADIO_MAX_CHOICES ? 'select' : 'radio';
    case 'multiple choice':
      return 'checkboxes';
    case 'datetime':
      return 'datetime';
    case 'date':
      return 'date';
    case 'json':
      return 'json';
    case 'email':
      return 'email';
    case 'object_related_field':
      return override.related ? 'related' : 'text';
    case 'm2m_related_field':
      return override.related && field.name !== 'labels' ? 'related-many' : 'tags';
    case 'nested object':
      return 'object';
    case 'list':
    case 'field':
      if (child?.type === 'nested object' || child?.children.length) return 'object-list';
      if (child) return 'tags';
      break;
    default:
      if (NUMBER_TYPES.has(field.type)) return 'number';
  }
  if (field.writeOnly) return 'password';
  if (field.textarea || (field.type === 'string' && field.maxLength === undefined)) return 'textarea';
  return 'text';
}

export function makeFormField(meta: FieldMeta, override: FieldOverride = {}): FormField {
  const required = override.required ?? meta.required;
  const rules = rulesForField({ ...meta, required });
  const widget = widgetFor(meta, override);
  return {
    name: meta.name,
    meta,
    label: override.label ?? meta.label,
    helpText: override.helpText ?? meta.helpText,
    required,
    widget,
    rules: [...rules, ...(widget === 'match-rule' ? [matchRule] : []), ...(override.rules ?? [])],
    override,
  };
}

/** The editable sub-fields of a nested object, or of each item of a list of them. */
export function childFields(field: FormField): FormField[] {
  const children = field.meta.child?.children.length ? field.meta.child.children : field.meta.children;
  return children.filter((child) => !child.readOnly).map((child) => makeFormField(child, field.override.children?.[child.name]));
}
