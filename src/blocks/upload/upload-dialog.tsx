import { useId, useState, type ReactNode } from 'react';
import { MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback, isHttpError } from '../../core/http';
import { errorText } from '../../core/http/error-text';
import { acceptOf, fileProblem, sizeText, type FileRules } from '../../core/upload/file-check';
import * as controls from '../controls/controls.css';
import { ActionDialog } from '../dialog/action-dialog';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import { FileDrop } from './file-drop';
import * as styles from './upload.css';

export interface UploadDialogProps {
  title: string;
  rules: FileRules;
  /** What the file must hold, under the drop area. */
  help?: string;
  /** A sample of the archive's layout (a directory tree), shown as it is written. */
  layout?: string;
  /** Options sent with the file (replace an applet of the same name). */
  children?: ReactNode;
  /** Sends the file; rejects with the server's refusal, which the dialog shows. */
  upload: (file: File) => Promise<unknown>;
  /** Said once the server took the file. */
  successText: string;
  /** The server took the file (its answer): the dialog closes after. */
  onUploaded: (answer: unknown) => void;
  onClose: () => void;
}

/**
 * Sends one file the server reads (an applet package, a playbook archive): a
 * drop area, the file chosen, what is wrong with it or with what the server
 * found in it, and the button that sends it.
 */
export function UploadDialog({ title, rules, help, layout, children, upload, successText, onUploaded, onClose }: UploadDialogProps) {
  const t = useT();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const choose = (files: readonly File[]) => {
    const [first] = files;
    if (!first) return;
    if (files.length > 1) return setError(t('upload.oneFile'));
    const problem = fileProblem(first, rules);
    setError(problem ? t(problem.key, problem.values) : '');
    setFile(problem ? null : first);
  };

  const send = async () => {
    if (!file) return setError(t('upload.chooseFirst'));
    setBusy(true);
    setError('');
    try {
      const answer = await upload(file);
      feedback().flash(successText, 'success', MESSAGE_FLASH_MS);
      onUploaded(answer);
      onClose();
    } catch (failure) {
      setError((isHttpError(failure) ? errorText(failure.data, failure.status, t('upload.failed')) : '') || t('upload.failed'));
      setBusy(false);
    }
  };

  return (
    <ActionDialog title={title} onClose={onClose} width="min(560px, 92vw)" formClassName={styles.body} action={{ label: t('upload.upload'), run: send, busy }}>
      <div>
        <FileDrop
          accept={acceptOf(rules)}
          prompt={t('upload.dropHere')}
          rules={t(rules.extensions.length ? 'upload.rules' : 'upload.sizeRule', { types: rules.extensions.join(', '), size: sizeText(rules.maxBytes) })}
          busy={busy}
          busyText={t('upload.sending')}
          errorId={error ? errorId : undefined}
          onFiles={choose}
        />
        <p className={styles.chosen} aria-live="polite">
          {file && (
            <>
              <Icon name="check" />
              {t('upload.chosen', { name: file.name, size: sizeText(file.size) })}
            </>
          )}
        </p>
      </div>
      {error && (
        <p id={errorId} className={controls.errorText} role="alert">
          {error}
        </p>
      )}
      {help && <p className={styles.hint}>{help}</p>}
      {layout && <pre className={styles.tree}>{layout}</pre>}
      {children}
    </ActionDialog>
  );
}
