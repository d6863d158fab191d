import type { ReactNode } from 'react';
import { DashboardCard } from './dashboard-card';
import { useT } from '../../blocks/i18n/use-t';
import * as styles from './dashboard.css';

export interface FigureColumn {
  key: string;
  label: string;
  numeric?: boolean;
  render?: (row: Record<string, unknown>) => ReactNode;
}

/** A short table of a dashboard (a top ten, the latest few): no paging, no sorting. */
export function FigureTable({
  title,
  columns,
  rows,
  loading,
  empty,
  onRetry,
}: {
  title: string;
  columns: readonly FigureColumn[];
  rows: readonly Record<string, unknown>[];
  loading: boolean;
  empty?: string;
  /** The request failed: the card says so with a retry. */
  onRetry?: (() => void) | undefined;
}) {
  const t = useT();
  return (
    <DashboardCard title={title} onRetry={onRetry}>
      {rows.length === 0 ? (
        <p className={styles.empty} aria-busy={loading || undefined}>
          {loading ? t('dashboard.loading') : (empty ?? t('dashboard.noData'))}
        </p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.numeric ? `${styles.th} ${styles.number}` : styles.th}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? `${styles.td} ${styles.number}` : styles.td}>
                    {column.render ? column.render(row) : String(row[column.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardCard>
  );
}
