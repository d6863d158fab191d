import { detailScreen } from '../common/detail-screen';
import { ACCOUNTS_URL } from './accounts-urls';
import { SecretHistory } from './secret-history';

/** An account: what it is and where; its earlier secrets for those who may read secrets. */
export default detailScreen(({ t, can }) => ({
  url: ACCOUNTS_URL,
  routeName: 'AssetAccountDetail',
  perms: { app: 'accounts', resource: 'account' },
  fields: [
    'name',
    'username',
    'asset',
    'secret_type',
    'privileged',
    'su_from',
    'source',
    'connectivity',
    'date_verified',
    'date_last_login',
    'date_change_secret',
    'is_active',
    'date_created',
    'comment',
  ],
  tabs: [{ name: 'history', title: t('accounts.secretHistory'), has: can('accounts.view_accountsecret'), render: (account) => <SecretHistory account={account} /> }],
}));
