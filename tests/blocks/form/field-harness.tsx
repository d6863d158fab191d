import { useState } from 'react';
import { FormFieldRow } from '../../../src/blocks/form/form-field-row';
import type { FormField } from '../../../src/blocks/form/form-types';
import { buildBody, initialValues } from '../../../src/blocks/form/form-values';
import { FormValuesContext } from '../../../src/blocks/form/form-values-context';

interface FieldHarnessProps {
  field: FormField;
  /** The object the form edits. */
  initial: Record<string, unknown>;
  /** Told what the field would send after each change. */
  onValue: (value: unknown) => void;
  /** The rest of the form the field sits in (a platform's category and type). */
  form?: Record<string, unknown>;
}

/** One field of a form on its own, as the form edits and sends it. */
export function FieldHarness({ field, initial, onValue, form = {} }: FieldHarnessProps) {
  const [values, setValues] = useState(() => initialValues([field], initial));
  return (
    <FormValuesContext.Provider value={{ ...form, ...values }}>
      <FormFieldRow
        field={field}
        value={values[field.name]}
        onChange={(value) => {
          setValues({ [field.name]: value });
          onValue(buildBody([field], { [field.name]: value })[field.name]);
        }}
        onBlur={() => undefined}
      />
    </FormValuesContext.Provider>
  );
}
