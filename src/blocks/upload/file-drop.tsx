import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../icons/icon';
import * as controls from '../controls/controls.css';
import * as styles from './upload.css';

export interface FileDropProps {
  /** The input's `accept` (".zip", ".csv,.xlsx"). */
  accept?: string;
  /** What the area says: drop a file here or click. */
  prompt: ReactNode;
  /** The rules under it: which files, how large. */
  rules?: ReactNode;
  /** A file is being read or sent: the area shows it and takes no other. */
  busy?: boolean;
  busyText?: ReactNode;
  /** The id of the message that says what is wrong with the last file. */
  errorId?: string;
  onFiles: (files: File[]) => void;
}

/**
 * An area to drop a file on or click to choose one: the native file input
 * inside its label, so keyboard and screen readers reach it as a file input.
 */
export function FileDrop({ accept, prompt, rules, busy = false, busyText, errorId, onFiles }: FileDropProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <label
      htmlFor={id}
      className={styles.drop}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!busy) onFiles([...event.dataTransfer.files]);
      }}
    >
      <Icon name={busy ? 'refresh' : 'upload'} className={styles.dropIcon} />
      <span>{busy && busyText ? busyText : prompt}</span>
      {rules && <span className={controls.muted}>{rules}</span>}
      <input
        id={id}
        type="file"
        accept={accept}
        className={styles.fileInput}
        disabled={busy}
        aria-describedby={errorId}
        onChange={(event) => {
          onFiles(event.target.files ? [...event.target.files] : []);
          // The same file chosen again is a change too.
          event.target.value = '';
        }}
      />
    </label>
  );
}
