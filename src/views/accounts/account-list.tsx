import { listScreen } from '../common/list-screen';
import { ACCOUNTS_URL } from './accounts-urls';

/** Every asset's accounts; secrets are read only on the detail page with a fresh confirmation. */
export default listScreen({
  url: ACCOUNTS_URL,
  routeName: 'AssetAccountList',
  defaultColumns: ['name', 'username', 'asset', 'secret_type', 'privileged', 'source', 'connectivity', 'is_active'],
  minColumns: ['name'],
  exportNeedsMfa: true,
});
