import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import * as styles from './form.css';

/** The headings of a table of lines a form edits (a mapping, a list of protocols), and its actions' column. */
export function EditTableHead({ headings }: { headings: readonly { key: string; label: string }[] }) {
  const t = useT();
  return (
    <thead>
      <tr>
        {headings.map((heading) => (
          <th key={heading.key} scope="col" className={styles.keyValueHead}>
            {heading.label}
          </th>
        ))}
        <th scope="col" className={styles.keyValueHead}>
          <span className={controls.visuallyHidden}>{t('table.actions')}</span>
        </th>
      </tr>
    </thead>
  );
}
