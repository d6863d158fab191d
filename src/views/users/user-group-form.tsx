import { ResourceForm } from '../../blocks/form/resource-form';
import type { ScreenProps } from '../types';
import { USER_GROUPS_URL, USERS_URL } from './users-urls';

/** Create (and clone) or update a user group. */
export default function UserGroupForm({ params, query }: ScreenProps) {
  const update = Boolean(params['id']);
  return (
    <ResourceForm
      url={USER_GROUPS_URL}
      routeName={update ? 'UserGroupUpdate' : 'UserGroupCreate'}
      id={params['id']}
      cloneFrom={query.get('clone_from') ?? undefined}
      groups={[{ fields: ['name', 'users', 'labels', 'comment'] }]}
      overrides={{ users: { related: { url: USERS_URL } } }}
    />
  );
}
