import { ResourceForm } from '../../blocks/form/resource-form';
import type { ScreenProps } from '../types';
import { userFormGroups, userFormOverrides } from './user-form-config';
import { USERS_URL } from './users-urls';

/** Create (and clone) or update a user: the update route has an id. */
export default function UserForm({ params, query }: ScreenProps) {
  const update = Boolean(params['id']);
  return (
    <ResourceForm
      url={USERS_URL}
      routeName={update ? 'UserUpdate' : 'UserCreate'}
      id={params['id']}
      cloneFrom={query.get('clone_from') ?? undefined}
      groups={userFormGroups(update)}
      overrides={userFormOverrides(update)}
    />
  );
}
