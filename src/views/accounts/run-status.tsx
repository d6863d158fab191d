import * as controls from '../../blocks/controls/controls.css';
import { useT } from '../../blocks/i18n/use-t';

const STATUSES = ['pending', 'running', 'success', 'failed', 'error'] as const;
type Status = (typeof STATUSES)[number];
const TONES: Record<Status, keyof typeof controls.tag> = { pending: 'warning', running: 'warning', success: 'primary', failed: 'danger', error: 'danger' };

/**
 * How a run (or one account of it) went, as a tag: an execution's status
 * string, or a record's or a backup's success flag. An unknown status shows as sent.
 */
export function RunStatus({ value }: { value: unknown }) {
  const t = useT();
  const status = value === true ? 'success' : value === false ? 'failed' : String(value ?? '');
  const known = (STATUSES as readonly string[]).includes(status) ? (status as Status) : undefined;
  if (!status) return <span className={controls.muted}>-</span>;
  return <span className={controls.tag[known ? TONES[known] : 'info']}>{known ? t(`runs.status.${known}`) : status}</span>;
}
