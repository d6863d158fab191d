// From the list table's own module, not ../common/list-screen: the console's first page needs no chunk more than the table.
import { listScreen } from '../../blocks/list-table/list-table';
import { USERS_URL } from './users-urls';
import { USER_BULK_FIELDS, USER_LIST_COLUMNS, USER_RELATED_FIELDS } from './user-fields';

/** The users of the current organization. */
export default listScreen({
  url: USERS_URL,
  routeName: 'UserList',
  defaultColumns: USER_LIST_COLUMNS,
  minColumns: ['name'],
  rowActions: { clone: true },
  toolbar: { clone: true },
  bulkUpdate: { fields: USER_BULK_FIELDS, overrides: USER_RELATED_FIELDS },
});
