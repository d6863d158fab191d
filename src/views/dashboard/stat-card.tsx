import { useStore } from 'zustand';
import { useT } from '../../blocks/i18n/use-t';
import { DashboardCard } from './dashboard-card';
import { hasPermission } from '../../core/perms';
// The core's routes, not the blocks' route links: those come with the list table's chunk, which a landing page need not load.
import { hrefFor, routeByName } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import * as styles from './dashboard.css';
import { FIGURES, type Figure, type FigureName } from './figures';
import type { IndexMetrics } from './use-index-metrics';

/** A card of a few figures, each named and leading to its list; `metrics` undefined while they load, `onRetry` once they failed. */
export function StatCard({
  title,
  metrics,
  figures,
  onRetry,
}: {
  title: string;
  metrics: IndexMetrics | undefined;
  figures: readonly FigureName[];
  onRetry?: (() => void) | undefined;
}) {
  const t = useT();
  const perms = useStore(sessionStore, (state) => state.perms);
  return (
    <DashboardCard title={title} onRetry={onRetry}>
      <div className={styles.stats}>
        {figures.map((name) => {
          const figure: Figure = FIGURES[name];
          const label = t(figure.label);
          const value = figure.value(metrics);
          const shown = value ?? '–';
          const route = figure.route && hasPermission(perms, figure.route.perm) && routeByName(figure.route.name) ? figure.route : undefined;
          return (
            <div key={name} className={styles.stat}>
              <span className={styles.statLabel}>{label}</span>
              <p className={styles.statValue} aria-busy={value === undefined || undefined}>
                {route ? (
                  <a className={styles.statLink} href={hrefFor({ name: route.name, query: route.query })} aria-label={`${label}: ${shown}`}>
                    {shown}
                  </a>
                ) : (
                  shown
                )}
              </p>
            </div>
          );
        })}
      </div>
    </DashboardCard>
  );
}
