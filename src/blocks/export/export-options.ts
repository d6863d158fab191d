export type ExportRange = 'all' | 'selected' | 'filtered';

/**
 * Which ranges can be exported (spec "Export"): all only without an active
 * filter, selected only with selected rows, filtered only with a filter.
 */
export function availableRanges(selectedCount: number, filtered: boolean): Record<ExportRange, boolean> {
  return { all: !filtered, selected: selectedCount > 0, filtered };
}

/** Selected rows first, then the filter, then everything. */
export function defaultRange(selectedCount: number, filtered: boolean): ExportRange {
  if (selectedCount > 0) return 'selected';
  return filtered ? 'filtered' : 'all';
}
