import { useStore } from 'zustand';
import { DashboardCard } from './dashboard-card';
import { hasPermission } from '../../core/perms';
// The core's routes, not the blocks' route links: those come with the list table's chunk, which a landing page need not load.
import { hrefFor, routeByName } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import * as styles from './dashboard.css';

export interface Stat {
  label: string;
  value: number | undefined;
  /** The list behind the figure, linked when the user may open it. */
  route?: { name: string; perm: string; query?: Record<string, string> };
}

/** A card of a few counts, each naming what it counts and leading to its list. */
export function StatCard({ title, stats }: { title: string; stats: readonly Stat[] }) {
  const perms = useStore(sessionStore, (state) => state.perms);
  return (
    <DashboardCard title={title}>
      <div className={styles.stats}>
        {stats.map((stat) => {
          const value = stat.value ?? '–';
          const linked = stat.route && hasPermission(perms, stat.route.perm) && routeByName(stat.route.name);
          return (
            <div key={stat.label} className={styles.stat}>
              <span className={styles.statLabel}>{stat.label}</span>
              <p className={styles.statValue} aria-busy={stat.value === undefined || undefined}>
                {linked ? (
                  <a className={styles.statLink} href={hrefFor({ name: stat.route!.name, query: stat.route!.query })} aria-label={`${stat.label}: ${value}`}>
                    {value}
                  </a>
                ) : (
                  value
                )}
              </p>
            </div>
          );
        })}
      </div>
    </DashboardCard>
  );
}
