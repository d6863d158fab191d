import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { Dialog } from '../dialog/dialog';
import { useT } from '../i18n/use-t';
import { EditTableHead } from './edit-table-head';
import { FieldControl } from './field-control';
import { childFields } from './field-widget';
import { emptyValue, initialChildValues } from './form-values';
import type { FormField, Widget } from './form-types';
import * as styles from './form.css';

type Nested = Record<string, unknown>;

interface NestedProps {
  field: FormField;
  disabled: boolean;
  labelId?: string | undefined;
}

/** What a person edits of a nested object: the sub-fields shown now. */
const shownChildren = (field: FormField, value: Nested) => childFields(field).filter((child) => !child.override.hidden?.(value));

/**
 * A nested object (an announcement, an ACL's rules) as a sub-form: each
 * sub-field on its own line with its label, its required mark and its help.
 */
export function NestedFields({ field, value, onChange, disabled, labelId }: NestedProps & { value: Nested; onChange: (value: Nested) => void }) {
  const base = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.nested}>
      {shownChildren(field, value).map((child) => {
        const id = `${base}-${child.name}`;
        return (
          <div key={child.name} className={styles.nestedRow} data-field={`${field.name}.${child.name}`}>
            <label htmlFor={id} id={`${id}-label`} className={styles.nestedLabel}>
              {child.required && (
                <span className={styles.requiredMark} aria-hidden="true">
                  *
                </span>
              )}
              {child.label}
            </label>
            <div className={styles.control}>
              <FieldControl
                field={child}
                id={id}
                labelId={`${id}-label`}
                invalid={false}
                disabled={disabled || Boolean(child.override.disabled)}
                {...(child.helpText ? { describedBy: `${id}-help` } : {})}
                value={value[child.name] ?? emptyValue(child)}
                onChange={(next) => onChange({ ...value, [child.name]: next })}
              />
              {child.helpText && (
                <span id={`${id}-help`} className={styles.help}>
                  {child.helpText}
                </span>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Sub-fields that fit a table cell; the others (settings, nested objects) open in a dialog. */
const IN_CELL: ReadonlySet<Widget> = new Set(['text', 'email', 'number', 'switch', 'select', 'radio', 'password', 'date', 'datetime']);

/** A sub-field as a table cell edits it: a few choices as a dropdown too. */
const asCell = (child: FormField): FormField => (child.widget === 'radio' ? { ...child, widget: 'select' } : child);

/** Enter in a dialog's input would submit the form the dialog sits in. */
function keepEnterInside(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

/**
 * A list of nested objects (protocols) as a table: a row each, a column per
 * sub-field labelled by its heading and row; sub-fields too large for a cell
 * (a protocol's settings) open in a dialog from their row. The last row
 * cannot be deleted.
 */
export function NestedTable({ field, value, onChange, disabled, labelId }: NestedProps & { value: Nested[]; onChange: (value: Nested[]) => void }) {
  const t = useT();
  const [editing, setEditing] = useState<{ row: number; child: string } | null>(null);
  const children = childFields(field).map(asCell);
  const change = (index: number, next: Nested) => onChange(value.map((item, position) => (position === index ? next : item)));
  const open = editing && children.find((child) => child.name === editing.child);
  const openRow = editing ? value[editing.row] : undefined;
  const keepsLast = value.length <= 1 && !field.override.mayBeEmpty;
  return (
    <div role="group" aria-labelledby={labelId} className={styles.keyValue}>
      {value.length > 0 && (
        <div className={styles.nestedTableScroller}>
          <table className={styles.keyValueTable}>
            <EditTableHead headings={children.map((child) => ({ key: child.name, label: child.label }))} />
            <tbody>
              {value.map((row, index) => (
                <tr key={index}>
                  {children.map((child) => {
                    const cellId = `${labelId ?? field.name}-${index}-${child.name}`;
                    const label = t('form.cellOfRow', { column: child.label, index: index + 1 });
                    return (
                      <td key={child.name} className={styles.keyValueCell}>
                        {IN_CELL.has(child.widget) ? (
                          <>
                            <label htmlFor={cellId} id={`${cellId}-label`} className={controls.visuallyHidden}>
                              {label}
                            </label>
                            <FieldControl
                              field={child}
                              id={cellId}
                              labelId={`${cellId}-label`}
                              invalid={false}
                              disabled={disabled || Boolean(child.override.disabled)}
                              value={row[child.name] ?? emptyValue(child)}
                              onChange={(next) => change(index, { ...row, [child.name]: next })}
                            />
                          </>
                        ) : (
                          <Button
                            size="small"
                            icon="settings"
                            aria-label={t('form.editCell', { column: child.label, index: index + 1 })}
                            onClick={() => setEditing({ row: index, child: child.name })}
                          >
                            {t('form.edit')}
                          </Button>
                        )}
                      </td>
                    );
                  })}
                  <td className={styles.keyValueCell}>
                    <Button
                      size="small"
                      icon="trash"
                      disabled={disabled || keepsLast}
                      title={keepsLast ? t('validation.lastItem') : undefined}
                      aria-label={t('form.removeRow', { index: index + 1 })}
                      onClick={() => onChange(value.filter((_, position) => position !== index))}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div>
        <Button size="small" icon="plus" disabled={disabled} onClick={() => onChange([...value, initialChildValues(childFields(field))])}>
          {t('form.addRow')}
        </Button>
      </div>
      {editing && open && openRow && (
        <Dialog
          title={`${open.label} · ${String(openRow['name'] ?? editing.row + 1)}`}
          onClose={() => setEditing(null)}
          width="560px"
          footer={
            <Button variant="primary" onClick={() => setEditing(null)}>
              {t('common.close')}
            </Button>
          }
        >
          <div onKeyDown={keepEnterInside}>
            <span id={`${labelId ?? field.name}-dialog-label`} className={controls.visuallyHidden}>
              {open.label}
            </span>
            <FieldControl
              field={open}
              id={`${labelId ?? field.name}-dialog`}
              labelId={`${labelId ?? field.name}-dialog-label`}
              invalid={false}
              disabled={disabled}
              value={openRow[open.name] ?? emptyValue(open)}
              onChange={(next) => change(editing.row, { ...openRow, [open.name]: next })}
            />
          </div>
        </Dialog>
      )}
    </div>
  );
}
