import { Popover, PopoverButton, usePopup } from '../menu';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import * as styles from './list-table.css';
import type { Column } from './columns';

export interface ColumnPickerProps {
  columns: readonly Column[];
  shown: ReadonlySet<string>;
  /** Columns that cannot be unticked (actions, selection, and the table's minimum). */
  fixed: ReadonlySet<string>;
  onChange: (shown: string[]) => void;
}

/** Which columns show; kept per table in the browser. */
export function ColumnPicker({ columns, shown, fixed, onChange }: ColumnPickerProps) {
  const t = useT();
  const popover = usePopup({ placement: 'bottom-end' });
  const choosable = columns.filter((column) => column.kind === 'data' || fixed.has(column.key));
  const toggle = (key: string, on: boolean) => {
    const next = choosable.filter((column) => (column.key === key ? on : shown.has(column.key) || fixed.has(column.key))).map((column) => column.key);
    onChange(next);
  };
  return (
    <>
      <PopoverButton popup={popover} className={controls.button.icon} aria-label={t('table.columns')} title={t('table.columns')}>
        <Icon name="columns" />
      </PopoverButton>
      <Popover popup={popover} className={controls.popover} gutter={4} aria-label={t('table.columns')}>
        <div className={styles.pickerList}>
          {choosable
            .filter((column) => column.kind === 'data' || column.kind === 'actions')
            .map((column) => (
              <label key={column.key} className={styles.pickerItem}>
                <input
                  type="checkbox"
                  className={controls.checkbox}
                  checked={shown.has(column.key) || fixed.has(column.key)}
                  disabled={fixed.has(column.key)}
                  onChange={(event) => toggle(column.key, event.target.checked)}
                />
                {column.label}
              </label>
            ))}
        </div>
      </Popover>
    </>
  );
}
