import { useStore } from 'zustand';
import { sqlCountLevel, sqlDigest } from '../../core/http';
import { useT } from '../../blocks/i18n/use-t';
import * as styles from './page-header.css';

/** Debug mode: the SQL query count of the latest requests, red above 10, yellow above 5. */
export function SqlCounter() {
  const t = useT();
  const entries = useStore(sqlDigest, (state) => state.entries);
  return (
    <details className={styles.sql} data-testid="sql-counter">
      <summary className={styles.sqlSummary}>
        {t('shell.sqlQueries')}
        {entries[0] && <span className={styles.sqlCount[sqlCountLevel(entries[0].count)]}>{entries[0].count}</span>}
      </summary>
      <ul className={styles.sqlList}>
        {entries.map((entry) => (
          <li key={entry.url} className={styles.sqlRow}>
            <span className={styles.sqlCount[sqlCountLevel(entry.count)]}>{entry.count}</span>
            <code className={styles.sqlUrl}>{entry.url}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
