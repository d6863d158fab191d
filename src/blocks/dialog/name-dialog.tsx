import { useId, useState } from 'react';
import * as controls from '../controls/controls.css';
import { isHttpError } from '../../core/http';
import { errorText } from '../../core/http/error-text';
import { ActionDialog } from './action-dialog';

export interface NameDialogProps {
  title: string;
  /** The field's label. */
  label: string;
  initial: string;
  actionLabel: string;
  /** What is wrong with the trimmed name, or nothing: checked before anything is sent. */
  check: (name: string) => string | undefined;
  /** Sends the trimmed name; the dialog closes once it resolves. */
  save: (name: string) => Promise<void>;
  /** Said when the server refuses without a text of its own. */
  failed: string;
  onClose: () => void;
  formClassName?: string;
}

/** Asks for one name (a new node, a renamed file): a wrong one, or the server's refusal (a sibling of that name), shows under the field. */
export function NameDialog({ title, label, initial, actionLabel, check, save, failed, onClose, formClassName }: NameDialogProps) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const wanted = value.trim();
    const wrong = check(wanted);
    if (wrong) return setError(wrong);
    setBusy(true);
    try {
      await save(wanted);
      onClose();
    } catch (failure) {
      setError((isHttpError(failure) ? errorText(failure.data) : '') || failed);
      setBusy(false);
    }
  };
  return (
    <ActionDialog title={title} width="min(420px, 92vw)" onClose={onClose} formClassName={formClassName} action={{ label: actionLabel, run: submit, busy }}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className={controls.input}
        value={value}
        autoFocus
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError('');
        }}
      />
      {error && (
        <p id={errorId} className={controls.errorText} role="alert">
          {error}
        </p>
      )}
    </ActionDialog>
  );
}
