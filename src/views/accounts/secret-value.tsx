import { useRef, useState } from 'react';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import { useT } from '../../blocks/i18n/use-t';
import { COPY_NOTICE_MS, COPY_THROTTLE_MS, ERROR_FLASH_MS } from '../../core/constants';
import { feedback } from '../../core/http';
import * as styles from './accounts.css';

export interface SecretValueProps {
  value: string;
  /** What the value is, for the buttons' names (Show Password…). */
  label: string;
  /** Shown at once (the secret asked for), or hidden until asked (a list of earlier ones). */
  initiallyShown?: boolean;
}

/**
 * A secret read back from the server: monospace, its lines kept (an SSH key),
 * shown or hidden, and copied to the clipboard. It lives only as long as the
 * component that shows it.
 */
export function SecretValue({ value, label, initiallyShown = false }: SecretValueProps) {
  const t = useT();
  const [shown, setShown] = useState(initiallyShown);
  const lastCopy = useRef(0);
  const copy = async () => {
    // One copy per 1.4 s, as the official console: a double click is one copy.
    if (Date.now() - lastCopy.current < COPY_THROTTLE_MS) return;
    lastCopy.current = Date.now();
    try {
      await navigator.clipboard.writeText(value);
      feedback().flash(t('accounts.copied'), 'success', COPY_NOTICE_MS);
    } catch {
      feedback().flash(t('accounts.copyFailed'), 'warning', ERROR_FLASH_MS);
    }
  };
  return (
    <div className={styles.secretValue}>
      {shown ? (
        <pre className={styles.revealed}>{value}</pre>
      ) : (
        <span className={styles.masked}>
          <span aria-hidden="true">••••••••</span>
          <span className={controls.visuallyHidden}>{t('accounts.hiddenValue')}</span>
        </span>
      )}
      <div className={styles.buttons}>
        <Button size="small" aria-pressed={shown} aria-label={t(shown ? 'accounts.hideNamed' : 'accounts.showNamed', { name: label })} onClick={() => setShown(!shown)}>
          {shown ? t('accounts.hide') : t('accounts.show')}
        </Button>
        <Button size="small" aria-label={t('accounts.copyNamed', { name: label })} onClick={() => void copy()}>
          {t('accounts.copy')}
        </Button>
      </div>
    </div>
  );
}
