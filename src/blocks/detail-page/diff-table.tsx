import { useData } from '../data/use-data';
import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import { CellValue } from '../display/cell-value';
import { loadDiff, type DiffRow } from './activity';
import * as styles from './activity.css';

/** What an operation changed: a row per field, before and after. */
export function DiffTable({ rows }: { rows: readonly DiffRow[] }) {
  const t = useT();
  return (
    <table className={styles.diffTable}>
      <thead>
        <tr>
          <th className={styles.diffCell} scope="col">
            {t('detail.field')}
          </th>
          <th className={styles.diffCell} scope="col">
            {t('detail.before')}
          </th>
          <th className={styles.diffCell} scope="col">
            {t('detail.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th className={styles.diffCell} scope="row">
              {row.field}
            </th>
            <td className={styles.diffCell}>
              <CellValue name={row.field} value={row.before} />
            </td>
            <td className={styles.diffCell}>
              <CellValue name={row.field} value={row.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The diff an operation log's detail gives when asked for it as the official
 * console asks (`?type=action_detail`: a real server's plain detail has none).
 */
export function OperationDiff({ url }: { url: string }) {
  const t = useT();
  const diff = useData(['diff', url], () => loadDiff(url), { revalidateOnFocus: false });
  if (diff.error) return <p role="alert">{t('detail.activityFailed')}</p>;
  if (!diff.data) return <span className={controls.skeleton} style={{ width: '60%' }} />;
  if (diff.data.length === 0) return <p className={controls.muted}>{t('detail.noChanges')}</p>;
  return <DiffTable rows={diff.data} />;
}
