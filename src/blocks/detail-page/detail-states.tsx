import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import * as styles from './detail-page.css';

/*
 * What a detail page shows instead of its object (loading, failed): apart from
 * its frame (detail-layout.tsx), since the ticket inbox shows them at start and
 * its frame only once a ticket opens.
 */

/** A card's lines while the object loads. */
export function DetailSkeleton() {
  return (
    <div className={styles.card} aria-busy="true">
      {Array.from({ length: 6 }, (_, index) => (
        <span key={index} className={controls.skeleton} style={{ width: `${40 + ((index * 13) % 45)}%`, margin: '14px 16px' }} />
      ))}
    </div>
  );
}

/** Why the object is not shown, with a retry where trying again may help. */
export function DetailFailed({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  const t = useT();
  return (
    <div className={`${styles.card} ${controls.state}`} role="alert">
      {message}
      {onRetry && (
        <Button icon="refresh" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
