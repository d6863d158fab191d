import type { FieldMeta } from '../../core/metadata';
import { useT } from '../i18n/use-t';
import { showCell } from './display-rules';

/** One value by the display rules: a table cell, or a detail card's value (`card`: room for an object's structure). */
export function CellValue({ name, value, field, card = false }: { name: string; value: unknown; field?: FieldMeta | undefined; card?: boolean }) {
  const t = useT();
  return <>{showCell({ name, value, field, card }, t)}</>;
}
