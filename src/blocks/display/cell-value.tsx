import type { FieldMeta } from '../../core/metadata';
import { useT } from '../i18n/use-t';
import { showCell } from './display-rules';

/** One value by the display rules: a table cell (a detail card's is a CardValue, card-tables.tsx). */
export function CellValue({ name, value, field }: { name: string; value: unknown; field?: FieldMeta | undefined }) {
  const t = useT();
  return <>{showCell({ name, value, field }, t)}</>;
}
