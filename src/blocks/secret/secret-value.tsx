import { useRef, useState } from 'react';
import { COPY_NOTICE_MS, COPY_THROTTLE_MS, MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback } from '../../core/http';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import * as styles from './secret-value.css';

export interface SecretValueProps {
  value: string;
  /** What the value is, for the buttons' names (Show Password…). */
  label: string;
  /** Shown at once (the secret asked for), or hidden until asked (a list of earlier ones). */
  initiallyShown?: boolean;
  /** On one line with its buttons, as in a table cell. */
  inline?: boolean;
}

/**
 * A secret read back from the server (an account's password or key, a
 * temporary password): monospace, its lines kept, shown or hidden, copied to
 * the clipboard. It lives only as long as the component that shows it.
 */
export function SecretValue({ value, label, initiallyShown = false, inline = false }: SecretValueProps) {
  const t = useT();
  const [shown, setShown] = useState(initiallyShown);
  const lastCopy = useRef(0);
  const copy = async () => {
    // One copy per 1.4 s, as the official console: a double click is one copy.
    if (Date.now() - lastCopy.current < COPY_THROTTLE_MS) return;
    lastCopy.current = Date.now();
    try {
      await navigator.clipboard.writeText(value);
      feedback().flash(t('secret.copied'), 'success', COPY_NOTICE_MS);
    } catch {
      feedback().flash(t('secret.copyFailed'), 'warning', MESSAGE_FLASH_MS);
    }
  };
  return (
    <div className={inline ? styles.inline : styles.block}>
      {shown ? (
        <pre className={styles.revealed}>{value}</pre>
      ) : (
        <span className={styles.masked}>
          <span aria-hidden="true">••••••••</span>
          <span className={controls.visuallyHidden}>{t('secret.hiddenNamed', { name: label })}</span>
        </span>
      )}
      <div className={styles.buttons}>
        <Button size="small" aria-pressed={shown} aria-label={t(shown ? 'secret.hideNamed' : 'secret.showNamed', { name: label })} onClick={() => setShown(!shown)}>
          {shown ? t('secret.hide') : t('secret.show')}
        </Button>
        <Button size="small" aria-label={t('secret.copyNamed', { name: label })} onClick={() => void copy()}>
          {t('secret.copy')}
        </Button>
      </div>
    </div>
  );
}
