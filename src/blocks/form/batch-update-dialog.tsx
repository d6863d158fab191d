import { useState } from 'react';
import { MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback, http, failureText, isHttpError } from '../../core/http';
import { formFields } from '../../core/metadata';
import * as controls from '../controls/controls.css';
import { ActionDialog } from '../dialog/action-dialog';
import { Dialog } from '../dialog/dialog';
import { useT } from '../i18n/use-t';
import type { Row } from '../resource/row';
import { refreshResource } from '../resource/resource-cache';
import { useMetadata } from '../metadata/use-metadata';
import { GeneralError } from './field-rows';
import { FormFieldRow } from './form-field-row';
import { batchBody, initialValues } from './form-values';
import type { FieldOverride, FormField } from './form-types';
import { resolveFields } from './resolve-fields';
import { formErrorsFrom } from './server-errors';
import { useFormState } from './use-form-state';
import * as styles from './form.css';

export interface BatchUpdateDialogProps {
  url: string;
  rows: readonly Row[];
  /** The fields offered, in order. */
  fields: readonly string[];
  /** Always sent: their boxes cannot be unticked. */
  disabled: readonly string[];
  overrides?: Readonly<Record<string, FieldOverride>>;
  onClose: () => void;
  onUpdated: () => void;
}

/**
 * Batch update: the ticked fields (and the fixed ones) copied into every
 * selected row, sent as one PATCH of the list.
 */
export function BatchUpdateDialog(props: BatchUpdateDialogProps) {
  const t = useT();
  const { meta } = useMetadata(props.url);
  const title = t('form.batchUpdateTitle', { count: props.rows.length });
  if (!meta) {
    return (
      <Dialog title={title} onClose={props.onClose}>
        <span className={controls.skeleton} style={{ width: '60%' }} />
      </Dialog>
    );
  }
  const fields = resolveFields(formFields(meta, 'PATCH'), [{ fields: props.fields }], props.overrides)[0]?.fields ?? [];
  return <BatchForm {...props} fields={fields} title={title} />;
}

function BatchForm(props: Omit<BatchUpdateDialogProps, 'fields'> & { fields: FormField[]; title: string }) {
  const t = useT();
  const form = useFormState(props.fields, initialValues(props.fields));
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(props.disabled));
  const [busy, setBusy] = useState(false);
  const [general, setGeneral] = useState('');

  const submit = async () => {
    if (form.validateAll((field) => ticked.has(field.name))) return;
    setBusy(true);
    setGeneral('');
    try {
      await http.patch(
        props.url,
        batchBody(
          props.rows.map((row) => row.id),
          props.fields,
          form.values,
          ticked,
        ),
        { silent: true },
      );
      feedback().flash(t('form.updateSuccess'), 'success', MESSAGE_FLASH_MS);
      void refreshResource(props.url);
      props.onUpdated();
      props.onClose();
    } catch (error) {
      if (isHttpError(error) && error.status === 400) {
        const errors = formErrorsFrom(error.data);
        form.setErrors(errors.fields);
        setGeneral(errors.general);
      } else if (isHttpError(error)) {
        feedback().flash(failureText(error, error.message), 'error', MESSAGE_FLASH_MS);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog title={props.title} onClose={props.onClose} action={{ label: t('form.submit'), run: submit, busy, disabled: ticked.size === 0 }}>
      <p className={controls.muted}>{t('form.batchUpdateHelp')}</p>
      <div className={styles.group}>
        {props.fields.map((field) => (
          <FormFieldRow
            key={field.name}
            field={field}
            value={form.values[field.name]}
            error={ticked.has(field.name) ? form.errors[field.name] : undefined}
            disabled={!ticked.has(field.name)}
            onChange={(value) => form.setValue(field, value)}
            onBlur={() => form.blur(field)}
            prefix={
              <input
                type="checkbox"
                className={controls.checkbox}
                aria-label={t('form.updateField', { field: field.label })}
                checked={ticked.has(field.name)}
                disabled={props.disabled.includes(field.name)}
                onChange={(event) =>
                  setTicked((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.add(field.name);
                    else next.delete(field.name);
                    return next;
                  })
                }
              />
            }
          />
        ))}
      </div>
      <GeneralError text={general} />
    </ActionDialog>
  );
}
