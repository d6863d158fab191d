import { detailScreen } from '../common/detail-screen';
import { ASSET_PERMISSIONS_URL } from './perms-urls';

export default detailScreen({
  url: ASSET_PERMISSIONS_URL,
  routeName: 'AssetPermissionDetail',
  fields: ['name', 'users', 'user_groups', 'assets', 'nodes', 'accounts', 'protocols', 'actions', 'is_active', 'is_valid', 'date_start', 'date_expired', 'from_ticket', 'created_by', 'date_created', 'comment'],
});
