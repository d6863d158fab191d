import { useT } from '../i18n/use-t';
import { CellValue } from '../display/cell-value';
import type { DiffRow } from './activity';
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
