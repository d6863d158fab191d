import { listScreen } from '../common/list-screen';
import { ROLE_PERMS, ROLES_URL } from './roles-urls';

/** System and organization roles: built-in ones are read-only, so their update and delete stay disabled. */
export default listScreen({
  url: ROLES_URL,
  routeName: 'RoleList',
  perms: ROLE_PERMS,
  defaultColumns: ['name', 'display_name', 'scope', 'users_amount', 'builtin', 'comment'],
  minColumns: ['name'],
  rowActions: { editable: (row) => row['builtin'] !== true },
});
