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

/** What one of the components page's tabs holds: the objects' URL and permission resource, and their forms' routes (a save leads back to the tab). */
interface TabObjects {
  tab: string;
  url: string;
  resource: string;
  create: string;
  update: string;
}

const ENDPOINTS: TabObjects = { tab: 'EndpointList', url: ENDPOINTS_URL, resource: 'endpoint', create: 'EndpointCreate', update: 'EndpointUpdate' };
const ENDPOINT_RULES: TabObjects = {
  tab: 'EndpointRuleList',
  url: ENDPOINT_RULES_URL,
  resource: 'endpointrule',
  create: 'EndpointRuleCreate',
  update: 'EndpointRuleUpdate',
};

type TabListConfig = { title: MessageKey; help: MessageKey } & Omit<ListTableProps, 'routeName' | 'url' | 'perms' | 'formRoutes'>;

/** A list of the components page's tab, with what it is for; none is imported from files. */
function tabList({ url, resource, create, update }: TabObjects, { title, help, toolbar, ...list }: TabListConfig) {
  return function TabList({ env: { t } }: { env: DetailScreenEnv }) {
    return (
      <DetailSection title={t(title)} actions={t(help)} wide>
        <ListTable
          routeName="TerminalSetting"
          url={url}
          perms={{ app: 'terminal', resource }}
          formRoutes={{ create, update }}
          minColumns={['name']}
          toolbar={{ import: false, ...toolbar }}
          {...list}
        />
      </DetailSection>
    );
  };
}

/** The addresses and ports users reach the components at; the default one when no rule matches. */
export const EndpointList = tabList(ENDPOINTS, {
  title: 'terminal.endpoints',
  help: 'terminal.endpointsHelp',
  name: 'terminal-endpoints',
  toolbar: { bulkDelete: false },
  selectable: false,
  defaultColumns: ['name', 'host', ...ENDPOINT_PORTS, ...DATABASE_PORTS],
  rowActions: { clone: true, editable: (row) => row.id !== DEFAULT_ENDPOINT_ID },
});

/** Which endpoint serves assets of which addresses, the highest priority (lowest number) first. */
export const EndpointRuleList = tabList(ENDPOINT_RULES, {
  title: 'terminal.endpointRules',
  help: 'terminal.endpointRulesHelp',
  name: 'terminal-endpoint-rules',
  defaultColumns: ['name', 'ip_group', 'priority', 'endpoint', 'is_active'],
  rowActions: { clone: true },
});

interface TabFormConfig {
  groups: (t: ReturnType<typeof useT>) => FieldGroup[];
  overrides?: (id: string | undefined) => Record<string, FieldOverride>;
}

/** A create (or clone) and update form of the components page, which leads back to its tab. */
function tabForm({ url, create, update, tab }: TabObjects, { groups, overrides }: TabFormConfig) {
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
export const EndpointForm = tabForm(ENDPOINTS, {
  groups: (t) => [
    { title: t('form.groupBasic'), fields: ['name', 'host'] },
    { title: t('terminal.group.componentPorts'), fields: ENDPOINT_PORTS },
    { title: t('terminal.group.databasePorts'), fields: DATABASE_PORTS },
    { title: t('form.groupOther'), fields: ['comment'] },
  ],
  overrides: (id) => ({ host: { disabled: id === DEFAULT_ENDPOINT_ID } }),
});

/** An endpoint rule: the asset addresses it covers and the endpoint that serves them. */
export const EndpointRuleForm = tabForm(ENDPOINT_RULES, {
  groups: (t) => [
    { title: t('form.groupBasic'), fields: ['name', 'priority'] },
    { title: t('terminal.endpoint'), fields: ['ip_group', 'endpoint'] },
    { title: t('form.groupOther'), fields: ['is_active', 'comment'] },
  ],
  overrides: () => ({ endpoint: { related: { url: ENDPOINTS_URL } } }),
});
