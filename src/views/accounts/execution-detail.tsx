import { DetailCard, itemsFromMetadata, type DetailItem } from '../../blocks/detail-page/detail-card';
import { DetailPage } from '../../blocks/detail-page/detail-page';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import type { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import type { Row } from '../../blocks/resource/row';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { TaskLogView } from '../../blocks/task-log/task-log-view';
import type { FieldMeta } from '../../core/metadata';
import { formatDateTime, formatDuration, parseServerDate } from '../../core/i18n';
import { useDetailScreenEnv } from '../common/detail-screen-env';
import { RELATED_LIST } from '../common/list-screen';
import type { ScreenProps } from '../types';
import { AUTOMATIONS, type Automation } from './automations';
import { RUN_INFO_TAB, runAutomation } from './run-automation';
import { AutomationLink, ObjectLink, runSnapshot } from './run-fields';
import { RunStatus } from './run-status';

const RECORD_PERMISSION = 'accounts.view_changesecretrecord';

/** Seconds between a run's start and its end, while neither is missing. */
function timeCost(run: Row): number | undefined {
  if (typeof run['timedelta'] === 'number') return run['timedelta'];
  const start = parseServerDate(run['date_start']);
  const end = parseServerDate(run['date_finished']);
  return start && end ? (end.getTime() - start.getTime()) / 1000 : undefined;
}

/** The card of a run: its automation as it was run, how it went and when, what it covered. */
function runItems(automation: Automation, run: Row, fields: readonly FieldMeta[], t: ReturnType<typeof useT>): DetailItem[] {
  const snapshot = runSnapshot(run);
  const seconds = timeCost(run);
  const covered: [string, unknown][] = [
    [t('runs.assetAmount'), snapshot.asset_amount],
    [t('runs.nodeAmount'), snapshot.node_amount],
    [t('runs.accounts'), snapshot.accounts?.join(', ')],
    [t('runs.assetTypes'), snapshot.types?.join(', ')],
    [t('runs.comment'), snapshot.comment],
  ];
  return [
    { key: t('runs.automation'), value: <AutomationLink automation={automation} run={run} /> },
    { key: t('runs.result'), value: <RunStatus value={run['status'] ?? run['is_success']} /> },
    ...itemsFromMetadata(run, fields, ['reason', 'trigger', 'date_start', 'date_finished']),
    ...(seconds === undefined ? [] : [{ key: t('runs.timeCost'), value: formatDuration(seconds) }]),
    ...covered.filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => ({ key, value: String(value) })),
  ];
}

/** What the run did to each account of each asset, with the error of those that failed. */
function RunRecords({ automation, run }: { automation: Automation; run: Row }) {
  const { t } = useDetailScreenEnv();
  const link = (key: 'asset' | 'account', route: string) => ({
    render: (record: Row) => {
      const target = record[key] as { id?: string; name?: string } | null;
      return target?.id ? <ObjectLink route={route} id={target.id} text={target.name ?? target.id} /> : '-';
    },
  });
  return (
    <DetailSection title={t('runs.records')} wide>
      <ListTable
        {...RELATED_LIST}
        name="automation-run-records"
        url={automation.runs.records ?? ''}
        routeName={automation.runs.detail}
        query={{ execution_id: run.id }}
        columns={{
          asset: link('asset', 'AssetDetail'),
          account: link('account', 'AssetAccountDetail'),
          is_success: { label: t('runs.result'), render: (record) => <RunStatus value={record['is_success']} /> },
          timedelta: { label: t('runs.timeCost') },
          error: { render: (record) => <span title={String(record['error'] ?? '')}>{String(record['error'] ?? '') || '-'}</span> },
        }}
        exclude={['execution']}
        defaultColumns={['asset', 'account', 'is_success', 'date_finished', 'timedelta', 'error']}
        minColumns={['asset', 'account']}
      />
    </DetailSection>
  );
}

/**
 * One run of an automation: how it went, its task log (live while it runs,
 * the card read again when it ends), what it did to each account, and a
 * button that runs the automation again and opens the new run.
 */
function executionDetail(automation: Automation) {
  const { runs } = automation;
  return function ExecutionDetail({ params, query }: ScreenProps) {
    const { t, can } = useDetailScreenEnv();
    const { meta } = useMetadata(runs.url);
    const fields = meta?.actions.GET ?? [];
    return (
      <DetailPage
        url={runs.url}
        id={params['id'] ?? ''}
        routeName={runs.detail}
        routeQuery={query}
        perms={runs.perms}
        activity={false}
        title={(run) => t('runs.title', { name: runSnapshot(run).name ?? '', date: formatDateTime(run['date_start']) })}
        actions={{
          update: false,
          delete: false,
          extra: [
            {
              name: 'rerun',
              title: t('runs.rerun'),
              icon: 'play',
              variant: 'primary',
              has: can(`${runs.perms.app}.add_${runs.perms.resource}`),
              // A refused run is reported by the HTTP core's message.
              onClick: ({ row }) => void (row && runAutomation(runs, String(row[runs.link])).catch(() => undefined)),
            },
          ],
        }}
        defaultTab={RUN_INFO_TAB}
        tabs={[
          {
            name: RUN_INFO_TAB,
            title: t('detail.basicInfo'),
            render: (run, reload) => (
              <>
                <DetailCard title={t('detail.basicInfo')} items={runItems(automation, run, fields, t)} />
                <DetailSection title={t('taskLog.title')} wide>
                  <TaskLogView taskId={run.id} onEnd={reload} />
                </DetailSection>
              </>
            ),
          },
          { name: 'records', title: t('runs.records'), has: Boolean(runs.records) && can(RECORD_PERMISSION), render: (run) => <RunRecords automation={automation} run={run} /> },
        ]}
      />
    );
  };
}

export const push = executionDetail(AUTOMATIONS.push);
export const gather = executionDetail(AUTOMATIONS.gather);
export const changeSecret = executionDetail(AUTOMATIONS.changeSecret);
export const backup = executionDetail(AUTOMATIONS.backup);
