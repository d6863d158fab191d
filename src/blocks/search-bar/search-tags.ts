import type { FieldMeta } from '../../core/metadata';
import type { QueryParams } from '../../core/http';

/** A filter the user can pick (spec "Search filter option"). */
export interface SearchOption {
  /** The query parameter, usually the field's name. */
  value: string;
  label: string;
  type: string;
  /** Fixed values to choose from (choices and booleans). */
  children?: { label: string; value: string }[];
}

/** One chip of the search bar; free text is stored under `search`. */
export interface FilterTag {
  key: string;
  label: string;
  value: string;
  valueLabel: string;
}

export const SEARCH_KEY = 'search';

/** Choice-like options are picked from a list, never typed, and cannot be edited back. */
export function isPickOption(option: SearchOption | undefined): boolean {
  return Boolean(option?.children?.length) || option?.type === 'boolean' || option?.type === 'choice' || option?.type === 'labeled_choice';
}

/** The filterable fields of a list (GET metadata with `filter`), with children for choices and booleans. */
export function searchOptionsFromFields(fields: readonly FieldMeta[], yesNo: { yes: string; no: string }, exclude: readonly string[] = []): SearchOption[] {
  return fields
    .filter((field) => field.filter && !field.writeOnly && !exclude.includes(field.name) && field.name !== 'id')
    .map((field) => {
      const option: SearchOption = { value: field.name, label: field.label, type: field.type };
      if (field.type === 'boolean') {
        option.children = [
          { label: yesNo.yes, value: 'true' },
          { label: yesNo.no, value: 'false' },
        ];
      } else if (field.choices.length) {
        option.children = field.choices.map((choice) => ({ label: choice.label, value: String(choice.value) }));
      }
      return option;
    });
}

/**
 * Adds a tag: the value trimmed, an empty value ignored, the same key and value
 * ignored; a new value for a key already there replaces the old one.
 */
export function addTag(tags: readonly FilterTag[], tag: FilterTag): readonly FilterTag[] {
  const value = tag.value.trim();
  // The same list back: nothing changed, so nothing is emitted.
  if (!value) return tags;
  if (tags.some((existing) => existing.key === tag.key && existing.value === value)) return tags;
  const next = { ...tag, value, valueLabel: tag.valueLabel.trim() || value };
  const index = tags.findIndex((existing) => existing.key === tag.key);
  if (index < 0) return [...tags, next];
  return tags.map((existing, position) => (position === index ? next : existing));
}

/** The query the tags stand for: free text as `search`, the rest as field filters. */
export function tagsToQuery(tags: readonly FilterTag[]): { search?: string; filters: QueryParams } {
  const filters: QueryParams = {};
  let search: string | undefined;
  for (const tag of tags) {
    if (tag.key === SEARCH_KEY) search = tag.value;
    else filters[tag.key] = tag.value;
  }
  return search === undefined ? { filters } : { search, filters };
}

/** Tags from a route query, for fields the bar knows (a link can open a filtered list). */
export function tagsFromQuery(query: URLSearchParams, options: readonly SearchOption[], searchLabel: string): FilterTag[] {
  const tags: FilterTag[] = [];
  const search = query.get(SEARCH_KEY);
  if (search) tags.push({ key: SEARCH_KEY, label: searchLabel, value: search, valueLabel: search });
  for (const option of options) {
    const value = query.get(option.value);
    if (!value) continue;
    const child = option.children?.find((candidate) => candidate.value === value);
    tags.push({ key: option.value, label: option.label, value, valueLabel: child?.label ?? value });
  }
  return tags;
}
