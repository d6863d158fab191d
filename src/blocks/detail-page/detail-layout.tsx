import type { HTMLAttributes, ReactNode } from 'react';
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
