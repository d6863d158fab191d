import { ListTable } from '../../blocks/list-table/list-table';
import type { ActionButton } from '../../blocks/list-table/types';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { useRouteLinks } from '../../blocks/route-links/route-links';
import { useT } from '../../blocks/i18n/use-t';
import { feedback, http } from '../../core/http';
import { openTaskLog } from '../../core/resources';
import { MESSAGE_FLASH_MS } from '../../core/constants';
import { listScreen, type ListScreenConfig } from '../common/list-screen';
import type { ScreenProps } from '../types';
import { CLOUD_ACCOUNTS_URL, STRATEGIES_URL, SYNC_TASKS_URL, syncTaskPart } from './cloud-urls';

const count = (key: string) => ({ render: (row: Record<string, unknown>) => (Array.isArray(row[key]) ? row[key].length : 0) });

/** Runs a task from its row; its log opens in the server's own window, as the official list does. */
const runAction = (title: string): ActionButton => ({
  name: 'run',
  title,
  icon: 'play',
  onClick: ({ row }) => {
    if (row)
      void http
        .get<{ task: string }>(syncTaskPart(row.id, 'run'))
        .then((answer) => openTaskLog(answer.task))
        .catch(() => undefined);
  },
});

export const syncTaskList = (runTitle: string): ListScreenConfig => ({
  url: SYNC_TASKS_URL,
  routeName: 'SyncInstanceTaskList',
  defaultColumns: ['name', 'account', 'hostname_strategy', 'is_periodic', 'history_count', 'instance_count', 'date_last_sync'],
  minColumns: ['name', 'account'],
  toolbar: { import: false, export: false },
  rowActions: { extra: [runAction(runTitle)] },
});

export const strategyList: ListScreenConfig = {
  url: STRATEGIES_URL,
  routeName: 'CloudStrategyList',
  defaultColumns: ['name', 'priority', 'strategy_rules', 'strategy_actions', 'comment'],
  minColumns: ['name'],
  columns: { strategy_rules: count('strategy_rules'), strategy_actions: count('strategy_actions') },
  toolbar: { import: false, export: false },
};

export function SyncTaskList({ query }: ScreenProps) {
  const t = useT();
  return <ListTable {...syncTaskList(t('cloud.run'))} routeQuery={query} />;
}

export const StrategyList = listScreen(strategyList);

/** Cloud accounts: one created per provider, picked from the providers the server names. */
export function CloudAccountList({ query }: { query: URLSearchParams }) {
  const t = useT();
  const { navigateTo } = useRouteLinks();
  const { meta } = useMetadata(CLOUD_ACCOUNTS_URL);
  const providers = meta?.actions.POST?.find((field) => field.name === 'provider')?.choices ?? [];
  const create: ActionButton = {
    name: 'createFor',
    title: t('cloud.createAccount'),
    icon: 'plus',
    variant: 'primary',
    has: providers.length > 0,
    dropdown: providers.map((choice) => ({
      name: String(choice.value),
      title: choice.label,
      onClick: () => navigateTo({ name: 'AccountCreate', query: { provider: String(choice.value) } }),
    })),
  };
  const test: ActionButton = {
    name: 'test',
    title: t('cloud.testConnection'),
    onClick: ({ row, reload }) => {
      if (!row) return;
      void http
        .get<{ msg: string }>(`${CLOUD_ACCOUNTS_URL}${encodeURIComponent(row.id)}/test-connective/`)
        .then((answer) => feedback().flash(answer.msg, 'success', MESSAGE_FLASH_MS))
        .finally(reload)
        .catch(() => undefined);
    },
  };
  return (
    <ListTable
      url={CLOUD_ACCOUNTS_URL}
      routeName="AccountList"
      routeQuery={query}
      defaultColumns={['name', 'provider', 'validity', 'task', 'comment']}
      minColumns={['name']}
      exclude={['attrs']}
      toolbar={{ create: false, import: false, export: false, bulkDelete: false }}
      extraActions={[create]}
      rowActions={{ extra: [test] }}
    />
  );
}
