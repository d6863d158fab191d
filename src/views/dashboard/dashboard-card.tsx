import type { ReactNode } from 'react';
import { Button } from '../../blocks/controls/button';
import { useT } from '../../blocks/i18n/use-t';
import * as styles from './dashboard.css';

/**
 * A titled card of a landing page. The detail pages' section looks the same,
 * but its chunk would weigh on the console's first page, which is a dashboard.
 * A card whose request failed says so, with a retry, instead of loading forever.
 */
export function DashboardCard({ title, onRetry, children }: { title: string; onRetry?: (() => void) | undefined; children: ReactNode }) {
  const t = useT();
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {onRetry ? (
        <p className={styles.empty} role="alert">
          {t('dashboard.loadFailed')}{' '}
          <Button icon="refresh" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </p>
      ) : (
        children
      )}
    </section>
  );
}
