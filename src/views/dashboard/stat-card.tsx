import { useStore } from 'zustand';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { useRouteLinks } from '../../blocks/route-links/route-links';
import { hasPermission } from '../../core/perms';
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
  const links = useRouteLinks();
  return (
    <DetailSection title={title}>
      <div className={styles.stats}>
        {stats.map((stat) => {
          const value = stat.value ?? '–';
          const linked = stat.route && hasPermission(perms, stat.route.perm) && links.routeByName(stat.route.name);
          return (
            <div key={stat.label} className={styles.stat}>
              <span className={styles.statLabel}>{stat.label}</span>
              <p className={styles.statValue} aria-busy={stat.value === undefined || undefined}>
                {linked ? (
                  <a className={styles.statLink} href={links.hrefFor({ name: stat.route!.name, query: stat.route!.query })} aria-label={`${stat.label}: ${value}`}>
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
    </DetailSection>
  );
}
