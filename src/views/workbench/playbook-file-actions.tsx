import { useId, useState } from 'react';
import * as controls from '../../blocks/controls/controls.css';
import { ActionDialog } from '../../blocks/dialog/action-dialog';
import { ConfirmDialog } from '../../blocks/dialog/confirm-dialog';
import { useT } from '../../blocks/i18n/use-t';
import { errorText, http, isHttpError } from '../../core/http';
import * as styles from './workbench.css';

/** A node of the work directory: its key is its path. */
export interface FileEntry {
  id: string;
  name: string;
  isParent: boolean;
}

interface FileActionProps {
  url: string;
  entry: FileEntry;
  onClose: () => void;
  /** The entry's key after the change: null when it is gone. */
  onDone: (key: string | null) => void;
}

const siblingKey = (key: string, name: string) => (key.includes('/') ? `${key.slice(0, key.lastIndexOf('/'))}/${name}` : name);

/** Renames a file or a folder (PATCH {key, new_name, is_directory}); a folder takes what it holds with it. */
export function RenameFileDialog({ url, entry, onClose, onDone }: FileActionProps) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState(entry.name);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const rename = async () => {
    const wanted = name.trim();
    if (!wanted) return setError(t('jobs.nameRequired'));
    if (wanted.includes('/') || wanted === '.' || wanted === '..') return setError(t('jobs.nameInvalid'));
    setBusy(true);
    try {
      await http.patch(url, { key: entry.id, new_name: wanted, is_directory: entry.isParent }, { silent: true });
      onDone(siblingKey(entry.id, wanted));
      onClose();
    } catch (failure) {
      setError((isHttpError(failure) ? errorText(failure.data) : '') || t('jobs.renameFailed'));
      setBusy(false);
    }
  };
  return (
    <ActionDialog
      title={t(entry.isParent ? 'jobs.renameFolder' : 'jobs.renameFile', { name: entry.name })}
      width="min(420px, 92vw)"
      onClose={onClose}
      formClassName={styles.renameForm}
      action={{ label: t('jobs.rename'), run: rename, busy }}
    >
      <label htmlFor={inputId}>{t('jobs.newName')}</label>
      <input
        id={inputId}
        className={controls.input}
        value={name}
        autoFocus
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setName(event.target.value);
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

/** Deletes a file or a folder with all it holds (DELETE ?key=), once confirmed. */
export function DeleteFileDialog({ url, entry, onClose, onDone }: FileActionProps) {
  const t = useT();
  return (
    <ConfirmDialog
      title={t(entry.isParent ? 'jobs.deleteFolder' : 'jobs.deleteFile', { name: entry.name })}
      message={t(entry.isParent ? 'jobs.deleteFolderMessage' : 'jobs.deleteFileMessage', { name: entry.name })}
      confirmLabel={t('table.delete')}
      danger
      onCancel={onClose}
      onConfirm={async () => {
        await http.delete(url, { params: { key: entry.id } });
        onDone(null);
        onClose();
      }}
    />
  );
}
