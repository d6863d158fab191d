import { asRecord, toMatchCondition, type MatchRuleType, type MatchRuleValue } from './match-rule-value';

// What only the match rule's form needs (its start, the list operators, the value the server takes): apart from
// match-rule-value, whose text every list and detail card shows.

/** The rule as the form edits it, from the server's (anything else is everyone). */
export function toMatchRuleValue(server: unknown): MatchRuleValue {
  const rule = asRecord(server);
  const type: MatchRuleType = rule['type'] === 'ids' || rule['type'] === 'attrs' ? rule['type'] : 'all';
  const ids = Array.isArray(rule['ids']) ? rule['ids'].map((id) => ({ value: String(id), label: String(id) })) : [];
  const attrs = Array.isArray(rule['attrs']) ? rule['attrs'].map(toMatchCondition) : [];
  return { type, ids, attrs };
}

export const EMPTY_MATCH_RULE: MatchRuleValue = { type: 'all', ids: [], attrs: [] };

/** Operators whose value is a list on the wire, edited as comma-separated text. */
const LIST_OPERATORS: ReadonlySet<string> = new Set(['in', 'ip_in']);

export function toServerMatchRule(value: MatchRuleValue): Record<string, unknown> {
  if (value.type === 'ids') return { type: 'ids', ids: value.ids.map((option) => option.value) };
  if (value.type === 'attrs') {
    return {
      type: 'attrs',
      attrs: value.attrs.map(({ name, match, value: text }) => ({
        name,
        match,
        value: LIST_OPERATORS.has(match)
          ? text
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean)
          : text.trim(),
      })),
    };
  }
  return { type: 'all' };
}

export function isListOperator(match: string): boolean {
  return LIST_OPERATORS.has(match);
}
