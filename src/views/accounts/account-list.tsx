import { DetailTabs } from '../../blocks/detail-page/detail-tabs';
import { useT } from '../../blocks/i18n/use-t';
import { useDetailScreenEnv } from '../common/detail-screen-env';
import type { ScreenProps } from '../types';
import { AccountTable } from './account-table';
import { VirtualAccountList } from './virtual-accounts';

/**
 * Every asset's accounts: made, changed, tested and their secrets read (after
 * a fresh confirmation) here; beside them the virtual accounts (lina's tabs).
 */
export default function AccountList({ query }: ScreenProps) {
  const t = useT();
  const { can } = useDetailScreenEnv();
  return (
    <DetailTabs
      query={query}
      tabs={[
        { name: 'AccountList', title: t('accounts.generalAccounts'), render: () => <AccountTable routeQuery={query} /> },
        ...(can('accounts.view_virtualaccount') ? [{ name: 'VirtualAccountList', title: t('accounts.virtualAccounts'), render: () => <VirtualAccountList /> }] : []),
      ]}
    />
  );
}
