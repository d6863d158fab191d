import { useT } from '../blocks/i18n/use-t';
import { Icon } from '../blocks/icons/icon';
import * as styles from './startup-screen.css';

/** The frame's outline while the console starts: nothing jumps when it arrives. */
export function StartupSkeleton() {
  const t = useT();
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <div className={styles.bar} />
      <div className={styles.body}>
        <div className={styles.side}>
          {Array.from({ length: 7 }, (_, index) => (
            <span key={index} className={styles.line} />
          ))}
        </div>
        <div className={styles.content}>
          <span className={styles.title} />
          <div className={styles.card}>
            {Array.from({ length: 6 }, (_, index) => (
              <span key={index} className={styles.line} />
            ))}
          </div>
        </div>
      </div>
      <span className={styles.hidden}>{t('console.loading')}</span>
    </div>
  );
}

export function StartupFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className={styles.failedPage}>
      <div className={styles.failedCard} role="alert">
        <Icon name="warning" size={32} className={styles.failedIcon} />
        <h1 className={styles.failedTitle}>{t('console.loadFailed')}</h1>
        <p className={styles.failedText}>{t('shell.loadFailedHelp')}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          <Icon name="refresh" />
          {t('console.retry')}
        </button>
      </div>
    </div>
  );
}
