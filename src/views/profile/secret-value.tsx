import { useState } from 'react';
import { Button } from '../../blocks/controls/button';
import { useT } from '../../blocks/i18n/use-t';
import { ERROR_FLASH_MS } from '../../core/constants';
import { feedback } from '../../core/http';
import * as styles from './profile.css';

/** A secret in a table cell: hidden until asked for, copied without being shown. */
export function SecretValue({ value, label }: { value: string; label: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      feedback().flash(t('profile.copied'), 'success', ERROR_FLASH_MS);
    } catch {
      feedback().flash(t('profile.copyFailed'), 'error', ERROR_FLASH_MS);
    }
  };
  return (
    <span className={styles.secret}>
      <span aria-label={shown ? undefined : t('profile.hiddenSecret', { name: label })}>{shown ? value : '••••••••'}</span>
      <Button size="small" onClick={() => setShown(!shown)} aria-label={t(shown ? 'profile.hideSecret' : 'profile.showSecret', { name: label })}>
        {t(shown ? 'profile.hide' : 'profile.show')}
      </Button>
      <Button size="small" onClick={() => void copy()} aria-label={t('profile.copySecret', { name: label })}>
        {t('profile.copy')}
      </Button>
    </span>
  );
}
