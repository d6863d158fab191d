import { useT } from '../../../blocks/i18n/use-t';
import type { ListTableProps } from '../../../blocks/list-table/list-table';
import type { SessionAuditMode } from './session-presets';
import * as styles from './session-audit.css';

function PausedMark({ locked }: { locked: unknown }) {
  const t = useT();
  return locked ? <span className={styles.paused}>{t('audit.paused')}</span> : null;
}

/** The lists of sessions (the element's third view, commands, is not one). */
export type SessionListMode = Exclude<SessionAuditMode, 'commands'>;

type SessionListConfig = Pick<ListTableProps, 'query' | 'dateRange' | 'name' | 'defaultColumns' | 'columns'>;

const COLUMNS: ListTableProps['columns'] = { is_locked: { render: (row) => <PausedMark locked={row['is_locked'] as unknown} /> } };

/** Running sessions whenever they started; past ones by date, the last week first (the element's and the console's lists). */
export const SESSION_LISTS: Record<SessionListMode, SessionListConfig> = {
  online: {
    query: { is_finished: 0 },
    dateRange: false,
    name: 'session-audit-online',
    defaultColumns: ['user', 'asset', 'account', 'protocol', 'remote_addr', 'date_start', 'duration', 'is_locked'],
    columns: COLUMNS,
  },
  history: {
    query: { is_finished: 1 },
    dateRange: true,
    name: 'session-audit-history',
    defaultColumns: ['user', 'asset', 'account', 'protocol', 'remote_addr', 'command_amount', 'date_start', 'duration', 'has_replay'],
    columns: COLUMNS,
  },
};
