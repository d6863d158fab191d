import type { FieldMeta } from '../../core/metadata';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import { displayValue, tagStyle, type CellDisplay } from './cell-value';
import * as styles from './list-table.css';

/**
 * One value by the per-type display rules; also used by detail cards, where
 * `card` gives objects and lists of nested objects the room of a small table.
 */
export function CellValue({ name, value, field, card = false }: { name: string; value: unknown; field?: FieldMeta | undefined; card?: boolean }) {
  return <DisplayView display={displayValue(name, value, field, { card })} ellipsis={name === 'comment'} />;
}

function DisplayView({ display, ellipsis = false }: { display: CellDisplay; ellipsis?: boolean }) {
  const t = useT();
  switch (display.kind) {
    case 'empty':
      return <span className={controls.muted}>-</span>;
    case 'boolean':
      return display.value ? <Icon name="check" label={t('common.yes')} className={styles.yes} /> : <Icon name="close" label={t('common.no')} className={styles.no} />;
    case 'tags':
      return (
        <span className={styles.tags} title={display.items.join(', ')}>
          {display.items.map((item, index) => (
            <span key={`${item}-${index}`} className={controls.tag[tagStyle(index)]} title={item}>
              {item}
            </span>
          ))}
        </span>
      );
    case 'pairs':
      return (
        <table className={styles.valueTable}>
          <tbody>
            {display.items.map((item) => (
              <tr key={item.label}>
                <th scope="row" className={styles.valueHead}>
                  {item.label}
                </th>
                <td className={styles.valueCell}>
                  <DisplayView display={item.display} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'table':
      return (
        <div className={styles.valueScroller}>
          <table className={`${styles.valueTable} ${styles.wideValueTable}`}>
            <thead>
              <tr>
                {display.columns.map((column) => (
                  <th key={column} scope="col" className={styles.valueHead}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {display.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) => (
                    <td key={display.columns[column]} className={styles.valueCell}>
                      <DisplayView display={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'text':
      return ellipsis ? (
        <span className={styles.ellipsis} title={display.text}>
          {display.text}
        </span>
      ) : (
        <>{display.text}</>
      );
  }
}
