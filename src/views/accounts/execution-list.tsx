import { useData } from '../../blocks/data/use-data';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import type { ColumnConfig } from '../../blocks/list-table/types';
import type { SelectOption } from '../../blocks/select/option';
import { RemoteSelect } from '../../blocks/select/remote-select';
import { http } from '../../core/http';
import { detailUrl } from '../../core/resources';
import { navigateTo } from '../../core/routes';
import type { ScreenProps } from '../types';
import * as styles from './accounts.css';
import { AUTOMATIONS, type Automation } from './automations';
import { AutomationLink, runSnapshot } from './run-fields';
import { RunStatus } from './run-status';

/** The automation a link names, as the filter shows it: its name once read, its id until then. */
function useChosenAutomation(url: string, id: string): SelectOption | null {
  const { data } = useData<{ id: string; name: string }>(id ? ['detail', url, id] : null, () => http.get(detailUrl(url, id), { silent: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return id ? { value: id, label: data?.name ?? id } : null;
}

/**
 * The runs of one kind of automation, newest first: every run, or those of the
 * automation chosen above the list (a link names it with `<link>_id`, as
 * JumpServer filters). A run opens on its own page; runs are neither created
 * nor changed here.
 */
function executionList(automation: Automation) {
  const { runs } = automation;
  const filterKey = `${runs.link}_id`;
  return function ExecutionList({ query }: ScreenProps) {
    const t = useT();
    const chosenId = query.get(filterKey) ?? '';
    const chosen = useChosenAutomation(automation.url, chosenId);
    const snapshotColumn = (key: 'asset_amount' | 'node_amount', label: string): ColumnConfig => ({ label, width: 100, render: (row) => runSnapshot(row)[key] ?? '-' });
    const columns: Record<string, ColumnConfig> = {
      [runs.link]: { label: t('runs.automation'), render: (row) => <AutomationLink automation={automation} run={row} /> },
      asset_amount: snapshotColumn('asset_amount', t('runs.assetAmount')),
      node_amount: snapshotColumn('node_amount', t('runs.nodeAmount')),
      status: { width: 130, render: (row) => <RunStatus value={row['status']} /> },
      is_success: { label: t('runs.result'), width: 130, render: (row) => <RunStatus value={row['is_success']} /> },
      timedelta: { label: t('runs.timeCost') },
    };
    return (
      <ListTable
        url={runs.url}
        routeName={runs.list}
        routeQuery={query}
        perms={runs.perms}
        {...(chosenId ? { query: { [filterKey]: chosenId } } : {})}
        columns={columns}
        exclude={['snapshot']}
        defaultColumns={runs.columns}
        minColumns={[runs.link]}
        toolbar={{ create: false, import: false, export: false, bulkDelete: false }}
        selectable={false}
        rowActions={{
          update: false,
          delete: false,
          extra: [{ name: 'details', title: t('runs.details'), variant: 'primary', onClick: ({ row }) => row && navigateTo({ name: runs.detail, params: { id: row.id } }) }],
        }}
        filters={
          <div className={styles.runFilter}>
            <RemoteSelect
              source={{ url: automation.url }}
              value={chosen}
              onChange={(option) => navigateTo({ name: runs.list, query: option ? { [filterKey]: option.value } : {} })}
              ariaLabel={t('runs.automation')}
              placeholder={t('runs.allAutomations')}
            />
          </div>
        }
      />
    );
  };
}

export const push = executionList(AUTOMATIONS.push);
export const gather = executionList(AUTOMATIONS.gather);
export const changeSecret = executionList(AUTOMATIONS.changeSecret);
export const backup = executionList(AUTOMATIONS.backup);
