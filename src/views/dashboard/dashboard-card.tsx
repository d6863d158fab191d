import type { ReactNode } from 'react';
import * as styles from './dashboard.css';

/**
 * A titled card of a landing page. The detail pages' section looks the same,
 * but its chunk would weigh on the console's first page, which is a dashboard.
 */
export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}
