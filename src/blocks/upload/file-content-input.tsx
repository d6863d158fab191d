import { useId, useState } from 'react';
import { acceptOf, fileProblem, type FileRules } from '../../core/upload/file-check';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import * as styles from './upload.css';

/** How the file becomes the value: its text, or the JSON document it holds (a service-account key). */
export type FileContentFormat = 'text' | 'json';

export interface FileContentInputProps {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  rules: FileRules;
  format?: FileContentFormat;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '' && !(typeof value === 'object' && !Array.isArray(value) && !Object.keys(value).length);

/**
 * A value that is the content of a file the user chooses (a key file, a
 * certificate): a labelled button, the chosen file's name, and what is wrong
 * with a file of the wrong type, too large, or not holding what it should.
 */
export function FileContentInput({ id, value, onChange, rules, format = 'text', invalid = false, describedBy, disabled = false }: FileContentInputProps) {
  const t = useT();
  const errorId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState('');

  const read = async (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file, rules);
    if (problem) return setError(t(problem.key, problem.values));
    const text = await file.text();
    let content: unknown = text;
    if (format === 'json') {
      try {
        content = JSON.parse(text);
      } catch {
        return setError(t('upload.notJson'));
      }
    }
    setError('');
    setName(file.name);
    onChange(content);
  };

  const status = name ? t('upload.chosenName', { name }) : isSet(value) ? t('upload.fileKept') : t('upload.noFile');
  return (
    <div>
      <div className={styles.picker}>
        <label className={`${controls.button.default} ${styles.pickerButton}`}>
          <Icon name="upload" />
          {isSet(value) ? t('upload.replaceFile') : t('upload.chooseFile')}
          <input
            id={id}
            type="file"
            accept={acceptOf(rules)}
            className={styles.fileInput}
            disabled={disabled}
            aria-invalid={invalid || Boolean(error) || undefined}
            aria-describedby={[describedBy, error ? errorId : ''].filter(Boolean).join(' ') || undefined}
            onChange={(event) => {
              void read(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <span className={controls.muted} aria-live="polite">
          {status}
        </span>
      </div>
      {error && (
        <p id={errorId} className={controls.errorText} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
