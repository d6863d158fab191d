import { CLONEABLE_LIST, listScreen } from '../common/list-screen';
import { ASSET_PERMISSIONS_URL } from './perms-urls';

/** Who may reach which assets, with which accounts and actions. */
export default listScreen({
  ...CLONEABLE_LIST,
  url: ASSET_PERMISSIONS_URL,
  routeName: 'AssetPermissionList',
  defaultColumns: ['name', 'users_amount', 'user_groups_amount', 'assets_amount', 'nodes_amount', 'accounts', 'is_valid', 'date_expired'],
});
