import { isRelatedObject, type FieldMeta } from '../../core/metadata';
import { timePeriodText } from '../../core/time-period-text';
import { matchRuleText } from '../match-rule/match-rule-value';

/** An object as one word: its label, display name, name, or value; a list joined by ", ". */
export function objectText(value: unknown, field?: FieldMeta): string {
  if (value === null || value === undefined) return '';
  if (field?.name === 'time_period') return timePeriodText(value);
  if (typeof value !== 'object') {
    const choice = field?.choices.find((candidate) => candidate.value === value);
    return choice ? choice.label : String(value);
  }
  if (Array.isArray(value))
    return value
      .map((item) => objectText(item, field?.child ?? field))
      .filter(Boolean)
      .join(', ');
  const record = value as Record<string, unknown>;
  const rule = matchRuleText(record);
  if (rule !== undefined) return rule;
  // A protocol, as the official list shows it: ssh/22.
  if (typeof record['name'] === 'string' && typeof record['port'] === 'number') return `${record['name']}/${record['port']}`;
  // A phone as v3.10 answers it, whatever its metadata says (a string): +49 1701234505.
  if (typeof record['code'] === 'string' && (typeof record['phone'] === 'string' || typeof record['phone'] === 'number')) return `${record['code']} ${record['phone']}`;
  // A nested object the metadata describes (ACL rules): each sub-field by its label; one that stands for another resource by its name.
  if (field?.type === 'nested object' && field.children.length && !isRelatedObject(field)) {
    return field.children.map((child) => `${child.label}: ${objectText(record[child.name], child) || '-'}`).join('; ');
  }
  if ('name' in record && 'value' in record && typeof record['name'] === 'string' && !('label' in record)) {
    return `${record['name']}:${String(record['value'] ?? '')}`;
  }
  for (const key of ['label', 'display_name', 'name', 'username', 'value'] as const) {
    const text = record[key];
    if (typeof text === 'string' || typeof text === 'number') return String(text);
  }
  // Never JSON: an object nothing describes reads as its keys and values.
  return Object.entries(record)
    .map(([key, item]) => `${key}: ${objectText(item) || '-'}`)
    .join(', ');
}
