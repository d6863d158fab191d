import { ListTable } from '../../blocks/list-table/list-table';
import type { ScreenProps } from '../types';
import { USER_GROUPS_URL } from './users-urls';

/** The user groups of the current organization. */
export default function UserGroupList({ query }: ScreenProps) {
  return (
    <ListTable
      url={USER_GROUPS_URL}
      routeName="UserGroupList"
      routeQuery={query}
      defaultColumns={['name', 'users_amount', 'comment']}
      minColumns={['name']}
      rowActions={{ clone: true }}
    />
  );
}
