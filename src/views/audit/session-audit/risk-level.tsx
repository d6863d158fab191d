import { objectText } from '../../../blocks/display/object-text';
import * as styles from './session-audit.css';

/** A command's risk as the command filter judged it: accepted, warned about (4), or stopped (5 and the reviews after). */
export function RiskLevel({ value }: { value: unknown }) {
  const level = Number(value && typeof value === 'object' && 'value' in value ? (value as { value: unknown }).value : value);
  const tone = level >= 5 ? 'danger' : level === 4 ? 'warning' : 'accept';
  return <span className={styles.risk[tone]}>{objectText(value)}</span>;
}
