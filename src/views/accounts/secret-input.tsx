import { useRef, useState } from 'react';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import * as formControls from '../../blocks/controls/form-controls.css';
import { useT } from '../../blocks/i18n/use-t';
import { generatePassword } from '../../core/crypto/generate-password';
import type { SecretType } from './secret-types';
import * as styles from './accounts.css';

export interface SecretInputProps {
  type: SecretType;
  value: unknown;
  onChange: (value: string) => void;
  id: string;
  invalid: boolean;
  describedBy?: string | undefined;
}

/**
 * The secret as its type wants it typed: an SSH private key as a monospace
 * text area (or read from a key file), a password with a generator, access
 * keys, tokens and API keys as hidden single lines that can be shown.
 */
export function SecretInput({ type, value, onChange, id, invalid, describedBy }: SecretInputProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const text = typeof value === 'string' ? value : '';
  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy } as const;
  if (type === 'ssh_key') {
    return (
      <div className={styles.secretValue}>
        <textarea
          id={id}
          className={`${formControls.textarea} ${styles.keyText}`}
          value={text}
          spellCheck={false}
          autoComplete="off"
          placeholder="-----BEGIN OPENSSH PRIVATE KEY-----"
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        />
        <Button size="small" icon="upload" onClick={() => file.current?.click()}>
          {t('accounts.loadKeyFile')}
        </Button>
        <input
          ref={file}
          type="file"
          tabIndex={-1}
          aria-hidden="true"
          className={controls.visuallyHidden}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) void chosen.text().then(onChange);
          }}
        />
      </div>
    );
  }
  return (
    <div className={styles.secretRow}>
      <input
        id={id}
        type={shown ? 'text' : 'password'}
        className={`${controls.input} ${styles.secretInput} ${shown ? styles.mono : ''}`}
        value={text}
        spellCheck={false}
        autoComplete="new-password"
        onChange={(event) => onChange(event.target.value)}
        {...aria}
      />
      <Button size="small" aria-pressed={shown} aria-controls={id} onClick={() => setShown(!shown)}>
        {shown ? t('accounts.hide') : t('accounts.show')}
      </Button>
      {type === 'password' && (
        <Button
          size="small"
          icon="refresh"
          onClick={() => {
            onChange(generatePassword());
            // A generated password is seen before it is saved.
            setShown(true);
          }}
        >
          {t('accounts.generate')}
        </Button>
      )}
    </div>
  );
}
