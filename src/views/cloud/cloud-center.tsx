import { useStore } from 'zustand';
import { DetailTabs } from '../../blocks/detail-page/detail-tabs';
import { ListTable } from '../../blocks/list-table/list-table';
import { useT } from '../../blocks/i18n/use-t';
import { hasPermission } from '../../core/perms';
import { sessionStore } from '../../core/session/store';
import type { ScreenProps } from '../types';
import { CloudAccountList, strategyList, syncTaskList } from './cloud-lists';

/** The cloud center: sync tasks, their strategies and the cloud accounts they read, each a tab for those who may see it. */
export default function CloudCenter({ query }: ScreenProps) {
  const t = useT();
  const perms = useStore(sessionStore, (state) => state.perms);
  const tabs = [
    {
      name: 'SyncInstanceTaskList',
      title: t('xpack.Cloud.SyncInstanceTaskList'),
      perm: 'xpack.view_syncinstancetask',
      render: () => <ListTable {...syncTaskList(t('cloud.run'))} routeQuery={query} />,
    },
    { name: 'StrategyList', title: t('xpack.Cloud.StrategyList'), perm: 'xpack.view_strategy', render: () => <ListTable {...strategyList} routeQuery={query} /> },
    { name: 'AccountList', title: t('xpack.Cloud.AccountList'), perm: 'xpack.view_account', render: () => <CloudAccountList query={query} /> },
  ];
  return <DetailTabs query={query} defaultTab="SyncInstanceTaskList" tabs={tabs.filter((tab) => hasPermission(perms, tab.perm))} />;
}
