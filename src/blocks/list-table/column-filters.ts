import type { FieldMeta } from '../../core/metadata';
import { searchOptionsFromFields, type SearchOption } from '../search-bar/search-tags';
import type { ColumnConfig } from './types';

/**
 * The options with those the screen's columns filter on in their headers: a
 * column's own values (true: its field's, even where the metadata offers no
 * filter), or the ones it lists (roles read from the server).
 */
export function withColumnFilters(
  options: readonly SearchOption[],
  fields: readonly FieldMeta[],
  columns: Readonly<Record<string, ColumnConfig>> | undefined,
  yesNo: { yes: string; no: string },
): SearchOption[] {
  const added = new Map<string, SearchOption>();
  for (const [key, config] of Object.entries(columns ?? {})) {
    if (!config.filter) continue;
    const field = fields.find((candidate) => candidate.name === key);
    const own = field ? searchOptionsFromFields([{ ...field, filter: true }], yesNo)[0] : undefined;
    const children = config.filter === true ? own?.children : [...config.filter];
    if (children?.length) added.set(key, { value: key, label: field?.label ?? config.label ?? key, type: field?.type ?? 'choice', children });
  }
  return [...options.map((option) => added.get(option.value) ?? option), ...[...added.values()].filter((option) => !options.some((known) => known.value === option.value))];
}
