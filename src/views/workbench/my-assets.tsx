import { RELATED_LIST } from '../common/list-screen';
import { textsListScreen } from '../common/texts-list-screen';
import { connectHref, MY_ASSETS_URL } from './my-assets-urls';
import { GrantedAccounts } from './granted-accounts';

/** The assets granted to the signed-in user, with the accounts they may use there, each a click away from the web terminal. */
export default textsListScreen((t) => ({
  url: MY_ASSETS_URL,
  routeName: 'MyAssets',
  perms: { app: 'perms', resource: 'myassets' },
  ...RELATED_LIST,
  columns: {
    granted_accounts: {
      label: t('workbench.accounts'),
      sortable: false,
      render: (row) => <GrantedAccounts url={`${MY_ASSETS_URL}${row.id}/accounts/`} asset={String(row['name'] ?? '')} />,
    },
  },
  defaultColumns: ['name', 'address', 'platform', 'nodes_display', 'granted_accounts', 'labels', 'comment'],
  minColumns: ['name'],
  rowActions: {
    ...RELATED_LIST.rowActions,
    extra: [
      {
        name: 'connect',
        title: t('workbench.connect'),
        icon: 'terminal',
        variant: 'primary',
        onClick: ({ row }) => row && window.open(connectHref(String(row.id)), '_blank', 'noopener'),
      },
    ],
  },
}));
