import { DetailSection } from '../../blocks/detail-page/detail-section';
import { ListTable } from '../../blocks/list-table/list-table';
import { navigateTo } from '../../core/routes';
import type { DetailScreenEnv } from '../common/detail-screen-env';
import { detailScreen } from '../common/detail-screen';
import { formScreen } from '../common/form-screen';
import { tabScreen } from '../common/tab-screen';
import { EndpointList, EndpointRuleList } from './endpoint-screens';
import { SettingsSection } from './settings-page';
import { COMMAND_STORAGE, REPLAY_STORAGE } from './storage-kinds';
import { StorageList } from './storage-list';
import { COMMAND_STORAGES_URL, REPLAY_STORAGES_URL, TERMINALS_URL } from './terminal-urls';

/** Every registered component (KoKo, Lion, Razor…): its load, sessions and where it stores what it records. */
function TerminalList({ env: { t } }: { env: DetailScreenEnv }) {
  return (
    <DetailSection title={t('settings.section.terminals')} titleId="settings-terminals" wide>
      <ListTable
        url={TERMINALS_URL}
        routeName="TerminalSetting"
        name="terminal-components"
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
  );
}

/**
 * The components page (lina's tab names): their shared settings, the
 * registered components, where they store recordings and commands, and the
 * endpoints users reach them at with the rules that choose one.
 */
export const TerminalSetting = tabScreen((env) => [
  { name: 'Basic', title: env.t('terminal.tab.basic'), render: () => <SettingsSection category="terminal" /> },
  { name: 'TerminalList', title: env.t('terminal.tab.components'), has: env.can('terminal.view_terminal'), render: () => <TerminalList env={env} /> },
  { name: REPLAY_STORAGE.tab, title: env.t('terminal.replayStorages'), has: env.can('terminal.view_replaystorage'), render: () => <StorageList kind={REPLAY_STORAGE} env={env} /> },
  {
    name: COMMAND_STORAGE.tab,
    title: env.t('terminal.commandStorages'),
    has: env.can('terminal.view_commandstorage'),
    render: () => <StorageList kind={COMMAND_STORAGE} env={env} />,
  },
  { name: 'EndpointList', title: env.t('terminal.endpoints'), has: env.can('terminal.view_endpoint'), render: () => <EndpointList env={env} /> },
  { name: 'EndpointRuleList', title: env.t('terminal.endpointRules'), has: env.can('terminal.view_endpointrule'), render: () => <EndpointRuleList env={env} /> },
]);

export const TerminalDetail = detailScreen({
  url: TERMINALS_URL,
  routeName: 'TerminalDetail',
  perms: { app: 'terminal', resource: 'terminal' },
  fields: ['name', 'type', 'remote_addr', 'version', 'is_alive', 'load', 'session_online', 'command_storage', 'replay_storage', 'date_created', 'comment'],
});

/** A storage is chosen by its name, which is what a component keeps. */
const storageByName = (url: string) => ({ widget: 'related', related: { url, labelKey: 'name', valueKey: 'name' } }) as const;

export const TerminalUpdate = formScreen({
  url: TERMINALS_URL,
  create: 'TerminalUpdate',
  update: 'TerminalUpdate',
  groups: [{ fields: ['name', 'command_storage', 'replay_storage', 'comment'] }],
  overrides: { command_storage: storageByName(COMMAND_STORAGES_URL), replay_storage: storageByName(REPLAY_STORAGES_URL) },
  onSuccess: () => navigateTo({ name: 'TerminalSetting', query: { activeTab: 'TerminalList' } }),
});
