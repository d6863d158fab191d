/** A related resource a select searches: its list URL, and which keys label and identify an item. */
export interface RelatedSource {
  url: string;
  labelKey?: string;
  valueKey?: string;
  /** Typed names become new items (nested select). */
  allowCreate?: boolean;
  query?: Record<string, string | number>;
  /** The answer is one list under this key, not pages (xpack's `{regions: […]}`): read whole, searched here. */
  listKey?: string;
}
