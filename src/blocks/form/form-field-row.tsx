import { useId } from 'react';
import { FieldControl } from './field-control';
import type { FormField } from './form-types';
import * as styles from './form.css';
import * as controls from '../controls/controls.css';

export interface FormFieldRowProps {
  field: FormField;
  value: unknown;
  error?: string | undefined;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  disabled?: boolean;
  /** Batch update puts a tick box before the label. */
  prefix?: React.ReactNode;
}

/** Label (with the required mark), input, error and help text of one field. */
export function FormFieldRow({ field, value, error, onChange, onBlur, disabled, prefix }: FormFieldRowProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [error ? errorId : '', field.helpText ? helpId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-field={field.name}>
      <span className={styles.label}>
        {prefix}
        <label htmlFor={id} id={`${id}-label`}>
          {field.required && (
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
          )}
          {field.label}
        </label>
      </span>
      <div className={styles.control}>
        <FieldControl
          field={field}
          id={id}
          labelId={`${id}-label`}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          invalid={Boolean(error)}
          disabled={disabled || field.override.disabled}
          {...(describedBy ? { describedBy } : {})}
        />
        {error && (
          <span id={errorId} className={controls.errorText}>
            {error}
          </span>
        )}
        {field.helpText && (
          <span id={helpId} className={styles.help}>
            {field.helpText}
          </span>
        )}
      </div>
    </div>
  );
}

/** Brings the field into view and puts the cursor in it. */
export function focusField(container: HTMLElement | null, name: string): void {
  const row = container?.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
  if (!row) return;
  row.scrollIntoView({ block: 'center', behavior: 'smooth' });
  row.querySelector<HTMLElement>('input:not([type=hidden]):not(:disabled), textarea, select, [role=combobox]')?.focus({ preventScroll: true });
}
