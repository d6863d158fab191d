import { useT } from '../../blocks/i18n/use-t';
import * as styles from '../startup-screen.css';

/** A screen on its way: the outline of a card of rows. */
export function ScreenSkeleton() {
  const t = useT();
  return (
    <div className={styles.card} role="status" aria-label={t('shell.loadingPage')} data-testid="screen-skeleton">
      {Array.from({ length: 8 }, (_, index) => (
        <span key={index} className={styles.line} />
      ))}
    </div>
  );
}
