import { DetailSection } from '../../blocks/detail-page/detail-section';
import type { FieldGroup, FieldOverride } from '../../blocks/form/form-types';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable, type ListTableProps } from '../../blocks/list-table/list-table';
import type { MessageKey } from '../../core/i18n';
import { navigateTo } from '../../core/routes';
import type { DetailScreenEnv } from '../common/detail-screen-env';
import { formScreen } from '../common/form-screen';
import { DEFAULT_ENDPOINT_ID, ENDPOINT_RULES_URL, ENDPOINTS_URL } from './terminal-urls';

const ENDPOINT_PORTS = ['http_port', 'https_port', 'ssh_port', 'rdp_port'] as const;
const DATABASE_PORTS = ['mysql_port', 'mariadb_port', 'postgresql_port', 'redis_port', 'oracle_port_range'] as const;

/** A list of the components page's tab, with what it is for. */
function tabList({ title, help, ...list }: { title: MessageKey; help: MessageKey } & Omit<ListTableProps, 'routeName'>) {
  return function TabList({ env: { t } }: { env: DetailScreenEnv }) {
    return (
      <DetailSection title={t(title)} actions={t(help)} wide>
        <ListTable routeName="TerminalSetting" minColumns={['name']} {...list} />
      </DetailSection>
    );
  };
}

/** The addresses and ports users reach the components at; the default one when no rule matches. */
export const EndpointList = tabList({
  title: 'terminal.endpoints',
  help: 'terminal.endpointsHelp',
  url: ENDPOINTS_URL,
  formRoutes: { create: 'EndpointCreate', update: 'EndpointUpdate' },
  name: 'terminal-endpoints',
  perms: { app: 'terminal', resource: 'endpoint' },
  toolbar: { import: false, bulkDelete: false },
  selectable: false,
  defaultColumns: ['name', 'host', ...ENDPOINT_PORTS, ...DATABASE_PORTS],
  rowActions: { clone: true, editable: (row) => row.id !== DEFAULT_ENDPOINT_ID },
});

/** Which endpoint serves assets of which addresses, the highest priority (lowest number) first. */
export const EndpointRuleList = tabList({
  title: 'terminal.endpointRules',
  help: 'terminal.endpointRulesHelp',
  url: ENDPOINT_RULES_URL,
  formRoutes: { create: 'EndpointRuleCreate', update: 'EndpointRuleUpdate' },
  name: 'terminal-endpoint-rules',
  perms: { app: 'terminal', resource: 'endpointrule' },
  toolbar: { import: false },
  defaultColumns: ['name', 'ip_group', 'priority', 'endpoint', 'is_active'],
  rowActions: { clone: true },
});

interface TabFormConfig {
  url: string;
  create: string;
  update: string;
  /** The components page's tab a save leads back to. */
  tab: string;
  groups: (t: ReturnType<typeof useT>) => FieldGroup[];
  overrides?: (id: string | undefined) => Record<string, FieldOverride>;
}

/** A create (or clone) and update form of the components page, which leads back to its tab. */
function tabForm({ url, create, update, tab, groups, overrides }: TabFormConfig) {
  return formScreen(({ t, id }) => ({
    url,
    create,
    update,
    groups: groups(t),
    ...(overrides ? { overrides: overrides(id) } : {}),
    onSuccess: () => navigateTo({ name: 'TerminalSetting', query: { activeTab: tab } }),
  }));
}

/** An endpoint: its host (the default endpoint's is always the browser's), the components' ports, the database proxies' ports. */
export const EndpointForm = tabForm({
  url: ENDPOINTS_URL,
  create: 'EndpointCreate',
  update: 'EndpointUpdate',
  tab: 'EndpointList',
  groups: (t) => [
    { title: t('form.groupBasic'), fields: ['name', 'host'] },
    { title: t('terminal.group.componentPorts'), fields: ENDPOINT_PORTS },
    { title: t('terminal.group.databasePorts'), fields: DATABASE_PORTS },
    { title: t('form.groupOther'), fields: ['comment'] },
  ],
  overrides: (id) => ({ host: { disabled: id === DEFAULT_ENDPOINT_ID } }),
});

/** An endpoint rule: the asset addresses it covers and the endpoint that serves them. */
export const EndpointRuleForm = tabForm({
  url: ENDPOINT_RULES_URL,
  create: 'EndpointRuleCreate',
  update: 'EndpointRuleUpdate',
  tab: 'EndpointRuleList',
  groups: (t) => [
    { title: t('form.groupBasic'), fields: ['name', 'priority'] },
    { title: t('terminal.endpoint'), fields: ['ip_group', 'endpoint'] },
    { title: t('form.groupOther'), fields: ['is_active', 'comment'] },
  ],
  overrides: () => ({ endpoint: { related: { url: ENDPOINTS_URL } } }),
});
