import { ListTable } from '../../blocks/list-table/list-table';
import type { ScreenProps } from '../types';
import { USER_BULK_FIELDS, USER_LIST_COLUMNS, USER_RELATED_FIELDS, USERS_URL } from './users-urls';

/** The users of the current organization. */
export default function UserList({ query }: ScreenProps) {
  return (
    <ListTable
      url={USERS_URL}
      routeName="UserList"
      routeQuery={query}
      defaultColumns={USER_LIST_COLUMNS}
      minColumns={['name']}
      rowActions={{ clone: true }}
      toolbar={{ clone: true }}
      bulkUpdate={{ fields: USER_BULK_FIELDS, overrides: USER_RELATED_FIELDS }}
    />
  );
}
