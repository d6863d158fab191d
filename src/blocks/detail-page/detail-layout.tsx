import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import * as styles from './detail-page.css';

/*
 * The parts a detail page is made of, for a page that shows an object its own
 * way (a ticket opened in place) and looks like one.
 */

/** The page: its header, then its cards or tabs. */
export function DetailFrame({ children, ...attributes }: HTMLAttributes<HTMLElement>) {
  return (
    <article className={styles.page} {...attributes}>
      {children}
    </article>
  );
}

/** The header: what the page starts with (the title, a way back), then the object's actions. */
export function DetailHeader({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.header}>
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

/** The page's title, cut short on one line unless the screen says otherwise. */
export function DetailTitle({ id, className = '', title, children }: { id?: string; className?: string; title?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={`${styles.title} ${className}`} title={title}>
      {children}
    </h2>
  );
}

/** The cards of a tab, side by side where the page is wide enough. */
export function DetailPanel({ children }: { children: ReactNode }) {
  return <div className={styles.panel}>{children}</div>;
}

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
