// From the list table's own module, not ../common/list-screen: the console's first page needs no chunk more than the table.
import { listScreen } from '../../blocks/list-table/list-table';
import { USER_RELATED_FIELDS, USERS_URL } from './users-urls';

/** The users of the current organization. */
export default listScreen({
  url: USERS_URL,
  routeName: 'UserList',
  defaultColumns: ['name', 'username', 'email', 'system_roles', 'org_roles', 'source', 'is_valid'],
  minColumns: ['name'],
  rowActions: { clone: true },
  toolbar: { clone: true },
  // What a bulk update may set.
  bulkUpdate: { fields: ['groups', 'system_roles', 'org_roles', 'date_expired', 'is_active', 'comment'], overrides: USER_RELATED_FIELDS },
});
