import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import { navigateTo } from '../../core/routes';
import { detailScreen } from '../common/detail-screen';
import { formScreen } from '../common/form-screen';
import type { ScreenProps } from '../types';
import { SettingsSection } from './settings-page';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import * as styles from './settings-page.css';

const TERMINALS_URL = '/api/v1/terminal/terminals/';

/** The components page: their shared settings, then every registered component (KoKo, Lion, Razor…). */
export function TerminalSetting({ query }: ScreenProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      <SettingsSection category="terminal" />
      <DetailSection title={t('settings.section.terminals')} titleId="settings-terminals">
        <ListTable
          url={TERMINALS_URL}
          routeName="TerminalSetting"
          routeQuery={query}
          perms={{ app: 'terminal', resource: 'terminal' }}
          detailRoute="TerminalDetail"
          toolbar={{ create: false, import: false }}
          defaultColumns={['name', 'type', 'remote_addr', 'session_online', 'is_alive', 'load', 'version', 'date_created']}
          minColumns={['name']}
          rowActions={{
            update: false,
            extra: [{ name: 'update', title: t('table.update'), order: 10, onClick: ({ row }) => row && navigateTo({ name: 'TerminalUpdate', params: { id: String(row.id) } }) }],
          }}
        />
      </DetailSection>
    </div>
  );
}

export const TerminalDetail = detailScreen({
  url: TERMINALS_URL,
  routeName: 'TerminalDetail',
  perms: { app: 'terminal', resource: 'terminal' },
  fields: ['name', 'type', 'remote_addr', 'version', 'is_alive', 'load', 'session_online', 'command_storage', 'replay_storage', 'date_created', 'comment'],
});

export const TerminalUpdate = formScreen({ url: TERMINALS_URL, create: 'TerminalUpdate', update: 'TerminalUpdate', listRoute: 'TerminalSetting', groups: [{ fields: ['name', 'command_storage', 'replay_storage', 'comment'] }] });
