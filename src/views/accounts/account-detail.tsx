import { detailScreen } from '../common/detail-screen';
import { ACCOUNTS_URL } from './accounts-urls';

export default detailScreen({
  url: ACCOUNTS_URL,
  routeName: 'AssetAccountDetail',
  perms: { app: 'accounts', resource: 'account' },
  fields: ['name', 'username', 'asset', 'secret_type', 'privileged', 'su_from', 'source', 'connectivity', 'date_verified', 'date_last_login', 'date_change_secret', 'is_active', 'date_created', 'comment'],
});
