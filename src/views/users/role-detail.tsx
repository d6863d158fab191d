import { detailScreen } from '../common/detail-screen';
import { ROLE_PERMS, ROLES_URL } from './roles-urls';

export default detailScreen({ url: ROLES_URL, routeName: 'RoleDetail', perms: ROLE_PERMS, fields: ['name', 'display_name', 'scope', 'builtin', 'users_amount', 'created_by', 'date_created', 'date_updated', 'comment'] });
