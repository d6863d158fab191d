import { DetailSection } from '../../blocks/detail-page/detail-section';
import type { FieldGroup, FieldOverride } from '../../blocks/form/form-types';
import { ResourceForm } from '../../blocks/form/resource-form';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import { navigateTo } from '../../core/routes';
import type { DetailScreenEnv } from '../common/detail-screen-env';
import type { ScreenProps } from '../types';
import { DEFAULT_ENDPOINT_ID, ENDPOINT_RULES_URL, ENDPOINTS_URL } from './terminal-urls';

const ENDPOINT_PORTS = ['http_port', 'https_port', 'ssh_port', 'rdp_port'] as const;
const DATABASE_PORTS = ['mysql_port', 'mariadb_port', 'postgresql_port', 'redis_port', 'oracle_port_range'] as const;

/** The addresses and ports users reach the components at; the default one when no rule matches. */
export function EndpointList({ env: { t } }: { env: DetailScreenEnv }) {
  return (
    <DetailSection title={t('terminal.endpoints')} actions={t('terminal.endpointsHelp')} wide>
      <ListTable
        url={ENDPOINTS_URL}
        routeName="TerminalSetting"
        formRoutes={{ create: 'EndpointCreate', update: 'EndpointUpdate' }}
        name="terminal-endpoints"
        perms={{ app: 'terminal', resource: 'endpoint' }}
        toolbar={{ import: false, bulkDelete: false }}
        selectable={false}
        defaultColumns={['name', 'host', ...ENDPOINT_PORTS, ...DATABASE_PORTS]}
        minColumns={['name']}
        rowActions={{ clone: true, editable: (row) => row.id !== DEFAULT_ENDPOINT_ID }}
      />
    </DetailSection>
  );
}

/** Which endpoint serves assets of which addresses, the highest priority (lowest number) first. */
export function EndpointRuleList({ env: { t } }: { env: DetailScreenEnv }) {
  return (
    <DetailSection title={t('terminal.endpointRules')} actions={t('terminal.endpointRulesHelp')} wide>
      <ListTable
        url={ENDPOINT_RULES_URL}
        routeName="TerminalSetting"
        formRoutes={{ create: 'EndpointRuleCreate', update: 'EndpointRuleUpdate' }}
        name="terminal-endpoint-rules"
        perms={{ app: 'terminal', resource: 'endpointrule' }}
        toolbar={{ import: false }}
        defaultColumns={['name', 'ip_group', 'priority', 'endpoint', 'is_active']}
        minColumns={['name']}
        rowActions={{ clone: true }}
      />
    </DetailSection>
  );
}

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
  return function TabForm({ params, query }: ScreenProps) {
    const t = useT();
    const id = params['id'];
    return (
      <ResourceForm
        url={url}
        routeName={id ? update : create}
        id={id}
        cloneFrom={query.get('clone_from') ?? undefined}
        groups={groups(t)}
        {...(overrides ? { overrides: overrides(id) } : {})}
        onSuccess={() => navigateTo({ name: 'TerminalSetting', query: { activeTab: tab } })}
      />
    );
  };
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
