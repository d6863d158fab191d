import type { ReactNode, Ref } from 'react';
import type { FormField } from './form-types';
import { FormFieldRow } from './form-field-row';
import { isShown, type FormState } from './use-form-state';
import * as styles from './form.css';

export interface FieldRowsProps {
  fields: readonly FormField[];
  form: FormState;
  /** Replaces the plain setValue (a change that changes other fields as well). */
  onChange?: (field: FormField, value: unknown) => void;
}

/** The fields a form shows now, each a row with its value, its error and its blur check. */
export function FieldRows({ fields, form, onChange = form.setValue }: FieldRowsProps) {
  return (
    <>
      {fields
        .filter((field) => isShown(field, form.values))
        .map((field) => (
          <FormFieldRow
            key={field.name}
            field={field}
            value={form.values[field.name]}
            error={form.errors[field.name]}
            onChange={(value) => onChange(field, value)}
            onBlur={() => form.blur(field)}
          />
        ))}
    </>
  );
}

/** Field rows laid out as one of a form's groups, for a form of a screen's own (a dialog's). */
export function FieldGroup({ ref, children }: { ref?: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div ref={ref} className={styles.group}>
      {children}
    </div>
  );
}

/** What a 400 said that belongs to no field shown. */
export function GeneralError({ text }: { text: string }) {
  if (!text) return null;
  return (
    <div className={styles.generalError} role="alert">
      {text}
    </div>
  );
}
