import { useId, useState } from 'react';
import * as controls from '../../blocks/controls/controls.css';
import * as formControls from '../../blocks/controls/form-controls.css';
import { useBusy } from '../../blocks/controls/use-busy';
import { ActionDialog } from '../../blocks/dialog/action-dialog';
import { useT } from '../../blocks/i18n/use-t';
import type { RelatedSource } from '../../blocks/resource/related-source';
import type { SelectOption } from '../../blocks/select/option';
import { RemoteSelect } from '../../blocks/select/remote-select';
import { isHttpError } from '../../core/http';
import { errorText } from '../../core/http/error-text';

interface NodePickerDialogProps {
  title: string;
  actionLabel: string;
  label: string;
  hint?: string | undefined;
  source: RelatedSource;
  /** Several objects chosen (assets), or one (a node). */
  multiple: boolean;
  emptyText?: string | undefined;
  /** Sends what was chosen; resolves to why it is refused, when it is, else the dialog closes. */
  save: (chosen: SelectOption[]) => Promise<string | undefined>;
  onClose: () => void;
}

/** A dialog of the node menu: objects chosen in a select, then sent; the server's refusal shown under it. */
export function NodePickerDialog({ title, actionLabel, label, hint, source, multiple, emptyText, save, onClose }: NodePickerDialogProps) {
  const t = useT();
  const pickerId = useId();
  const hintId = useId();
  const errorId = useId();
  const [chosen, setChosen] = useState<SelectOption[]>([]);
  const [error, setError] = useState('');
  const [busy, whileBusy] = useBusy();
  const pick = (options: SelectOption[]) => {
    setChosen(options);
    setError('');
  };
  const run = () =>
    whileBusy(() => save(chosen)).then(
      (refusal) => (refusal ? setError(refusal) : onClose()),
      (failure: unknown) => {
        if (!isHttpError(failure)) throw failure;
        setError(errorText(failure.data, failure.status) || t('assets.nodeAssets.failed'));
      },
    );
  const common = {
    id: pickerId,
    source,
    invalid: Boolean(error),
    describedBy: [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined,
    emptyText,
  };
  return (
    <ActionDialog title={title} width="min(560px, 94vw)" onClose={onClose} action={{ label: actionLabel, run, busy, disabled: !chosen.length }}>
      <div className={formControls.objectList}>
        <label htmlFor={pickerId}>{label}</label>
        {multiple ? (
          <RemoteSelect multiple value={chosen} onChange={pick} {...common} />
        ) : (
          <RemoteSelect value={chosen[0] ?? null} onChange={(option) => pick(option ? [option] : [])} {...common} />
        )}
        {hint && (
          <p id={hintId} className={formControls.smallLabel}>
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className={controls.errorText} role="alert">
            {error}
          </p>
        )}
      </div>
    </ActionDialog>
  );
}
