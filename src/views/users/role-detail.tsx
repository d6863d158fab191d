import { detailScreen } from '../common/detail-screen';
import { RolePermissions } from './role-permissions';
import { ROLE_PERMS, ROLES_URL } from './roles-urls';

/** A role: what it is and the permissions it grants; built-in roles are read-only. */
export default detailScreen(({ t, can }) => ({
  url: ROLES_URL,
  routeName: 'RoleDetail',
  perms: ROLE_PERMS,
  readOnly: (role) => Boolean(role['builtin']),
  fields: ['name', 'display_name', 'scope', 'builtin', 'users_amount', 'created_by', 'date_created', 'date_updated', 'comment'],
  tabs: [
    {
      name: 'permissions',
      title: t('roles.permissions'),
      render: (role) => <RolePermissions role={role} canChange={can('rbac.change_systemrole') || can('rbac.change_orgrole')} />,
    },
  ],
}));
