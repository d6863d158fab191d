import type { SelectOption } from '../../blocks/select/option';

/** Who approves a level: the super administrators, the organization's, both, or users chosen by name. */
export const STRATEGIES = ['super_admin', 'org_admin', 'super_org_admin', 'custom_user'] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** A level as the flow form edits it: its strategy and, for chosen users, who they are. */
export interface RuleDraft {
  strategy: Strategy;
  assignees: SelectOption[];
}

/** A flow has one level or two. */
export const MAX_LEVELS = 2;

/** A new level: the super administrators approve, as JumpServer's default flows have it. */
export const newRule = (): RuleDraft => ({ strategy: 'super_admin', assignees: [] });

const isOption = (item: unknown): item is SelectOption => Boolean(item && typeof item === 'object' && 'value' in item && 'label' in item);

/**
 * A rule as the server sent it (`strategy` as `{value, label}`, the chosen
 * users' ids in `assignees_read_only` and their names in `assignees_display`)
 * or as the form keeps it.
 */
function toDraft(item: unknown): RuleDraft {
  const rule = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
  const raw = rule['strategy'];
  const value = raw && typeof raw === 'object' ? (raw as { value?: unknown }).value : raw;
  const strategy = (STRATEGIES as readonly unknown[]).includes(value) ? (value as Strategy) : 'super_admin';
  const kept = rule['assignees'];
  const sent = rule['assignees_read_only'];
  if (!Array.isArray(sent) && Array.isArray(kept) && kept.every(isOption)) return { strategy, assignees: kept };
  const ids = (Array.isArray(sent) ? sent : Array.isArray(kept) ? kept : []).map(String);
  const names = Array.isArray(rule['assignees_display']) ? rule['assignees_display'].map(String) : [];
  // The names come in the ids' order for chosen users; the ids stand in for a name the server left out.
  return { strategy, assignees: ids.map((id, index) => ({ value: id, label: strategy === 'custom_user' && names.length === ids.length ? (names[index] ?? id) : id })) };
}

/** The levels of a flow, in order: one at least, two at most. */
export function toRuleDrafts(value: unknown): RuleDraft[] {
  const items = Array.isArray(value) ? [...value] : [];
  items.sort((a, b) => levelOf(a) - levelOf(b));
  const drafts = items.slice(0, MAX_LEVELS).map(toDraft);
  return drafts.length ? drafts : [newRule()];
}

const levelOf = (item: unknown) => Number((item as { level?: unknown } | null)?.level ?? 0);

/** The levels as TicketFlowSerializer takes them: in order (the server numbers them), chosen users by id. */
export function rulesBody(drafts: readonly RuleDraft[]): { strategy: Strategy; assignees: string[] }[] {
  return drafts.map((rule) => ({ strategy: rule.strategy, assignees: rule.strategy === 'custom_user' ? rule.assignees.map((option) => option.value) : [] }));
}

/** A level of chosen users needs one user at least. */
export const lacksAssignees = (drafts: readonly RuleDraft[]) => drafts.some((rule) => rule.strategy === 'custom_user' && rule.assignees.length === 0);
