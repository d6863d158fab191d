import type { FieldMeta } from '../../core/metadata';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import { displayValue, tagStyle } from './cell-value';
import * as styles from './list-table.css';

/** One value by the per-type display rules; also used by detail cards. */
export function CellValue({ name, value, field }: { name: string; value: unknown; field?: FieldMeta | undefined }) {
  const t = useT();
  const display = displayValue(name, value, field);
  switch (display.kind) {
    case 'empty':
      return <span className={controls.muted}>-</span>;
    case 'boolean':
      return display.value ? (
        <Icon name="check" label={t('common.yes')} className={styles.yes} />
      ) : (
        <Icon name="close" label={t('common.no')} className={styles.no} />
      );
    case 'tags':
      return (
        <span className={styles.tags}>
          {display.items.map((item, index) => (
            <span key={`${item}-${index}`} className={controls.tag[tagStyle(index)]} title={item}>
              {item}
            </span>
          ))}
        </span>
      );
    case 'text':
      return name === 'comment' ? (
        <span className={styles.ellipsis} title={display.text}>
          {display.text}
        </span>
      ) : (
        <>{display.text}</>
      );
  }
}
