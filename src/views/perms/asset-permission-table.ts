import { CLONEABLE_LIST, listScreen, type ListScreenConfig } from '../common/list-screen';
import { ASSET_PERMISSIONS_URL } from './perms-urls';

/** The list as an element embeds it too (its rows open in place there, so its counts are plain numbers). */
export const LIST: ListScreenConfig = {
  ...CLONEABLE_LIST,
  url: ASSET_PERMISSIONS_URL,
  routeName: 'AssetPermissionList',
  defaultColumns: ['name', 'users_amount', 'user_groups_amount', 'assets_amount', 'nodes_amount', 'accounts', 'is_valid'],
  toolbar: { bulkUpdate: true },
  bulkUpdate: { fields: ['users', 'user_groups', 'assets', 'nodes', 'accounts', 'actions', 'is_active', 'date_start', 'date_expired'] },
};

/** The list alone, as <jms-resource-list> embeds it (the console's screen adds the asset tree beside it). */
export default listScreen(LIST);
