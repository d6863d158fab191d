import { NameDialog } from '../../blocks/dialog/name-dialog';
import { ConfirmDialog } from '../../blocks/dialog/confirm-dialog';
import { useT } from '../../blocks/i18n/use-t';
import { http } from '../../core/http';
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
  return (
    <NameDialog
      title={t(entry.isParent ? 'jobs.renameFolder' : 'jobs.renameFile', { name: entry.name })}
      label={t('jobs.newName')}
      initial={entry.name}
      actionLabel={t('jobs.rename')}
      formClassName={styles.renameForm}
      check={(name) => (!name ? t('jobs.nameRequired') : name.includes('/') || name === '.' || name === '..' ? t('jobs.nameInvalid') : undefined)}
      save={async (name) => {
        await http.patch(url, { key: entry.id, new_name: name, is_directory: entry.isParent }, { silent: true });
        onDone(siblingKey(entry.id, name));
      }}
      failed={t('jobs.renameFailed')}
      onClose={onClose}
    />
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
