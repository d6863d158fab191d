import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import { EditTableHead } from './edit-table-head';
import { JsonEditor } from './json-editor';
import type { FlatValue, KeyValueRow } from './key-value';
import * as styles from './form.css';

export interface KeyValueInputProps {
  id: string;
  /** Rows; JSON text when the mapping holds more than plain values. */
  value: KeyValueRow[] | string;
  onChange: (value: KeyValueRow[] | string) => void;
  onBlur?: (() => void) | undefined;
  labelId?: string | undefined;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  /** The columns' headings: what the keys and the values are (JumpServer's attribute, LDAP's). */
  columns?: { key: string; value: string } | undefined;
}

/** The value's own input: a switch for a flag, a number for a number, else text. */
function ValueControl({ value, label, disabled, onChange }: { value: FlatValue; label: string; disabled: boolean; onChange: (value: FlatValue) => void }) {
  const t = useT();
  if (typeof value === 'boolean') {
    return (
      <label className={styles.switchLabel}>
        <input type="checkbox" className={controls.checkbox} checked={value} disabled={disabled} aria-label={label} onChange={(event) => onChange(event.target.checked)} />
        {value ? t('common.yes') : t('common.no')}
      </label>
    );
  }
  const numeric = typeof value === 'number';
  return (
    <input
      className={controls.input}
      type={numeric ? 'number' : 'text'}
      value={String(value)}
      disabled={disabled}
      aria-label={label}
      onChange={(event) => onChange(numeric && event.target.value.trim() !== '' && Number.isFinite(Number(event.target.value)) ? Number(event.target.value) : event.target.value)}
    />
  );
}

/**
 * A mapping edited as two columns, a line each (an LDAP attribute map, a
 * protocol's settings): add and remove lines; flags keep a switch and numbers
 * a number. A mapping of more than plain values is shown as JSON text.
 */
export function KeyValueInput({ id, value, onChange, onBlur, labelId, describedBy, invalid = false, disabled = false, columns }: KeyValueInputProps) {
  const t = useT();
  if (typeof value === 'string') {
    return <JsonEditor id={id} value={value} onChange={onChange} disabled={disabled} invalid={invalid} {...(describedBy ? { describedBy } : {})} {...(onBlur ? { onBlur } : {})} />;
  }
  const headings = columns ?? { key: t('form.key'), value: t('form.value') };
  const change = (index: number, row: KeyValueRow) => onChange(value.map((item, position) => (position === index ? row : item)));
  return (
    <div id={id} role="group" aria-labelledby={labelId} aria-describedby={describedBy} aria-invalid={invalid || undefined} className={styles.keyValue} onBlur={onBlur}>
      {value.length > 0 && (
        <table className={styles.keyValueTable}>
          <EditTableHead
            headings={[
              { key: 'key', label: headings.key },
              { key: 'value', label: headings.value },
            ]}
          />
          <tbody>
            {value.map((row, index) => (
              <tr key={index}>
                <td className={styles.keyValueCell}>
                  <input
                    className={controls.input}
                    value={row.key}
                    disabled={disabled}
                    aria-label={t('form.cellOfRow', { column: headings.key, index: index + 1 })}
                    onChange={(event) => change(index, { ...row, key: event.target.value })}
                  />
                </td>
                <td className={styles.keyValueCell}>
                  <ValueControl
                    value={row.value}
                    disabled={disabled}
                    label={t('form.cellOfRow', { column: headings.value, index: index + 1 })}
                    onChange={(next) => change(index, { ...row, value: next })}
                  />
                </td>
                <td className={styles.keyValueCell}>
                  <Button
                    size="small"
                    icon="trash"
                    disabled={disabled}
                    aria-label={t('form.removeRow', { index: index + 1 })}
                    onClick={() => onChange(value.filter((_, position) => position !== index))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div>
        <Button size="small" icon="plus" disabled={disabled} onClick={() => onChange([...value, { key: '', value: '' }])}>
          {t('form.addRow')}
        </Button>
      </div>
    </div>
  );
}
