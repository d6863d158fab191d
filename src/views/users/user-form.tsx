import * as controls from '../../blocks/controls/controls.css';
import { ResourceForm } from '../../blocks/form/resource-form';
import type { ScreenProps } from '../types';
import { useDefaultRoles } from './use-default-roles';
import { NEW_USER, userFormGroups, userFormOverrides } from './user-form-config';
import { USERS_URL } from './users-urls';

/** Create (and clone) or update a user: the update route has an id; a new user starts active, with the default roles. */
export default function UserForm({ params, query }: ScreenProps) {
  const update = Boolean(params['id']);
  const cloneFrom = query.get('clone_from') ?? undefined;
  const defaults = useDefaultRoles(!update && !cloneFrom);
  if (!defaults.ready) return <div className={controls.skeleton} aria-busy="true" />;
  return (
    <ResourceForm
      url={USERS_URL}
      routeName={update ? 'UserUpdate' : 'UserCreate'}
      id={params['id']}
      cloneFrom={cloneFrom}
      groups={userFormGroups(update)}
      overrides={userFormOverrides(update)}
      {...(update || cloneFrom ? {} : { initial: { ...NEW_USER, ...defaults.initial } })}
    />
  );
}
