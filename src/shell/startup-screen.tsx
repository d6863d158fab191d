import { ElementNotice } from '../blocks/custom-element/element-notice-lazy';
import { useElementOptions } from '../blocks/custom-element/host-context';
import { useT } from '../blocks/i18n/use-t';
import * as styles from './startup-screen.css';

/** The frame's outline while the console starts: nothing jumps when it arrives. */
export function StartupSkeleton() {
  const t = useT();
  const { page } = useElementOptions();
  return (
    <div className={styles.page} data-page={page || undefined} role="status" aria-live="polite">
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
    <ElementNotice
      role="alert"
      icon="warning"
      title={t('console.loadFailed')}
      text={t('element.loadFailedHelp')}
      action={{ label: t('console.retry'), icon: 'refresh', onClick: onRetry }}
    />
  );
}
