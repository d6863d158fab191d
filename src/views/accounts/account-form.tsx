import { useMemo, useRef, useState } from 'react';
import * as controls from '../../blocks/controls/controls.css';
import { ActionDialog } from '../../blocks/dialog/action-dialog';
import { Dialog } from '../../blocks/dialog/dialog';
import { FieldGroup, FieldRows, GeneralError } from '../../blocks/form/field-rows';
import { focusField } from '../../blocks/form/form-field-row';
import { buildBody, initialValues } from '../../blocks/form/form-values';
import type { FieldOverride, FormField } from '../../blocks/form/form-types';
import { resolveFields } from '../../blocks/form/resolve-fields';
import { errorsOnFields } from '../../blocks/form/server-errors';
import { isShown, useFormState } from '../../blocks/form/use-form-state';
import { useT } from '../../blocks/i18n/use-t';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback, failureText, isHttpError } from '../../core/http';
import { formFields } from '../../core/metadata';
import { ASSETS_URL } from '../common/related-fields';
import { ACCOUNTS_URL } from './accounts-urls';
import { SecretInput } from './secret-input';
import { SECRET_LABELS, secretTypeOf } from './secret-types';

const FIELDS = ['asset', 'name', 'username', 'privileged', 'secret_type', 'secret', 'passphrase', 'is_active', 'comment'] as const;
const NEW_ACCOUNT: Readonly<Record<string, unknown>> = { is_active: true };

export interface AccountFormProps {
  title: string;
  /** The account (or the draft) being changed; a new one without. */
  account?: Readonly<Record<string, unknown>> | undefined;
  /** The asset is picked in the form (the Accounts list); elsewhere it is given. */
  chooseAsset?: boolean;
  /** Changing a saved account: its username stays, an empty secret keeps the stored one. */
  saved?: boolean;
  submitLabel: string;
  /**
   * Takes the body, its secret already encrypted (api-contract 5.3). A 400
   * rejection shows on the fields.
   */
  onSubmit: (body: Record<string, unknown>) => Promise<void> | void;
  onClose: () => void;
}

/**
 * One account's form in a dialog: name, username, privilege, and the secret
 * typed the way its type wants (see SecretInput); the SSH key's passphrase
 * only for SSH keys. Labels and rules come from the server's metadata.
 */
export function AccountForm(props: AccountFormProps) {
  const { meta } = useMetadata(ACCOUNTS_URL);
  const fields = useMemo(() => {
    if (!meta) return undefined;
    const overrides: Record<string, FieldOverride> = {
      asset: { related: { url: ASSETS_URL }, required: true, hidden: () => !props.chooseAsset },
      username: { disabled: Boolean(props.saved) },
      secret_type: { widget: 'radio' },
      secret: { encrypt: true, trim: false },
      passphrase: { hidden: (values) => secretTypeOf(values['secret_type']) !== 'ssh_key' },
    };
    return resolveFields(formFields(meta, props.saved ? 'PUT' : 'POST'), [{ fields: FIELDS }], overrides)[0]?.fields ?? [];
  }, [meta, props.chooseAsset, props.saved]);
  if (!fields) {
    return (
      <Dialog title={props.title} onClose={props.onClose}>
        <span className={controls.skeleton} style={{ width: '60%' }} />
      </Dialog>
    );
  }
  return <AccountFormBody {...props} fields={fields} />;
}

function AccountFormBody(props: AccountFormProps & { fields: FormField[] }) {
  const t = useT();
  const { fields } = props;
  // A new account starts active, as on the official console; a real server's metadata gives no default to show.
  const [preset] = useState(() => props.account ?? NEW_ACCOUNT);
  const form = useFormState(fields, initialValues(fields, { ...preset }));
  const [busy, setBusy] = useState(false);
  const [general, setGeneral] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const secretType = secretTypeOf(form.values['secret_type']);

  // The secret's label and input follow its type; a saved secret is kept when nothing is typed.
  const shownField = (field: FormField): FormField =>
    field.name !== 'secret'
      ? field
      : {
          ...field,
          label: t(SECRET_LABELS[secretType]),
          helpText: props.saved ? t('accounts.keepSecret') : field.helpText,
          override: { ...field.override, render: (input) => <SecretInput key={secretType} type={secretType} {...input} /> },
        };

  // A secret typed for one type is no secret of another: switching types starts it (and the passphrase) over.
  const change = (field: FormField, value: unknown) => {
    form.setValue(field, value);
    if (field.name !== 'secret_type' || secretTypeOf(value) === secretType) return;
    for (const other of fields.filter((item) => item.name === 'secret' || item.name === 'passphrase')) form.setValue(other, '');
  };

  const submit = async () => {
    setGeneral('');
    const first = form.validateAll();
    if (first) return focusField(container.current, first);
    const shown = fields.filter((field) => isShown(field, form.values));
    setBusy(true);
    try {
      const body = buildBody(shown, form.values, props.saved ? {} : { creating: true, chosen: form.chosen(Object.keys(preset)) });
      // No name is the username's name (JumpServer fills it in); a blank one would be refused.
      if (!body['name']) delete body['name'];
      await props.onSubmit(body);
    } catch (error) {
      if (isHttpError(error) && error.status === 400) {
        const errors = errorsOnFields(error.data, shown);
        form.setErrors(errors.fields);
        setGeneral(errors.general);
        if (errors.first) focusField(container.current, errors.first);
      } else if (isHttpError(error)) {
        feedback().flash(failureText(error, error.message), 'error', MESSAGE_FLASH_MS);
      } else {
        throw error;
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog title={props.title} width="min(760px, 94vw)" onClose={props.onClose} action={{ label: props.submitLabel, run: submit, busy }}>
      <FieldGroup ref={container}>
        <FieldRows fields={fields.map(shownField)} form={form} onChange={change} />
      </FieldGroup>
      <GeneralError text={general} />
    </ActionDialog>
  );
}
