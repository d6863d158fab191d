import type { FieldMeta } from '../metadata';
import { crontab, email, json, label, lengthRange, numberRange, priority, required, timeout, urlOrIp, type Rule } from './rules';

const NUMBER_TYPES = new Set(['integer', 'float', 'decimal']);

/**
 * The rules a field's metadata implies (spec section 5): required, the
 * server's length and value limits, e-mail, URL, JSON, labels, and the
 * well-known fields (priority, timeout, crontab).
 */
export function rulesForField(field: FieldMeta): Rule[] {
  const rules: Rule[] = [];
  if (field.required && !field.readOnly) rules.push(required);
  if (field.type === 'email') rules.push(email);
  if (field.type === 'url') rules.push(urlOrIp);
  if (field.type === 'json') rules.push(json);
  if (field.name === 'labels') rules.push(label);
  if (field.minLength !== undefined || field.maxLength !== undefined) rules.push(lengthRange(field.minLength, field.maxLength));
  if (field.name === 'priority') rules.push(priority);
  else if (field.name === 'timeout') rules.push(timeout);
  else if (NUMBER_TYPES.has(field.type) || field.minValue !== undefined || field.maxValue !== undefined) {
    rules.push(numberRange(field.minValue, field.maxValue));
  }
  if (field.name === 'crontab') rules.push(crontab);
  return rules;
}
