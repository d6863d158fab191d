import { t } from '../../core/i18n';
import type { RelatedSource } from '../resource/related-source';
import type { SelectOption } from '../select/option';

/**
 * JumpServer's JSONManyToManyField (ACL users and assets): everyone, the chosen
 * objects, or whatever matches every attribute condition.
 */
export type MatchRuleType = 'all' | 'ids' | 'attrs';

/** A match rule's objects (as a related source) and the attributes its conditions may test. */
export interface MatchRuleSource extends RelatedSource {
  attrs: readonly string[];
}

export const MATCH_OPERATORS = ['exact', 'not', 'in', 'contains', 'startswith', 'endswith', 'regex', 'ip_in'] as const;
type MatchOperator = (typeof MATCH_OPERATORS)[number];

export interface MatchCondition {
  name: string;
  match: string;
  value: string;
}

/** The rule while it is edited: chosen objects as options, condition values as text. */
export interface MatchRuleValue {
  type: MatchRuleType;
  ids: SelectOption[];
  attrs: MatchCondition[];
}

export const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** One attribute condition as the server sent it, its value as text (a list joined by commas). */
export function toMatchCondition(item: unknown): MatchCondition {
  const condition = asRecord(item);
  const value = condition['value'];
  return { name: String(condition['name'] ?? ''), match: String(condition['match'] ?? 'exact'), value: Array.isArray(value) ? value.join(', ') : String(value ?? '') };
}

/** A match rule as one line of text (list cells, detail cards); undefined when the value is not one. */
export function matchRuleText(value: Record<string, unknown>): string | undefined {
  const { type, ids, attrs } = value;
  if (type === 'all' && Object.keys(value).length === 1) return t('matchRule.all');
  if (type === 'ids' && Array.isArray(ids)) return t('matchRule.idsCount', { count: ids.length });
  if (type !== 'attrs' || !Array.isArray(attrs)) return undefined;
  return attrs
    .map(toMatchCondition)
    .map(({ name, match, value: text }) => {
      const operator = (MATCH_OPERATORS as readonly string[]).includes(match) ? t(`matchRule.operator.${match as MatchOperator}`) : match;
      return `${name} ${operator.toLocaleLowerCase()} ${text}`;
    })
    .join('; ');
}
