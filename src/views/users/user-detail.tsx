import { DetailSection } from '../../blocks/detail-page/detail-section';
import { useT } from '../../blocks/i18n/use-t';
import type { DetailTab } from '../../blocks/detail-page/detail-page';
import { ListTable, type ListTableProps } from '../../blocks/list-table/list-table';
import type { Row } from '../../blocks/resource/row';
import { RelationCard } from '../../blocks/relation/relation-card';
import { toOption, type SelectOption } from '../../blocks/select/option';
import { addOwners, RELATIONS, removeMember } from '../../core/resources';
import { detailScreen } from '../common/detail-screen';
import { RELATED_LIST } from '../common/list-screen';
import { GrantedAssets, userGrants } from '../perms/granted-assets';
import { ASSET_PERMISSIONS_URL } from '../perms/perms-urls';
import { ACLS } from '../perms/acls';
import { USER_GROUPS_URL, USERS_URL } from './users-urls';

const options = (value: unknown): SelectOption[] => (Array.isArray(value) ? value.map((item) => toOption(item)).filter((item): item is SelectOption => Boolean(item)) : []);

/** A tab of a list about the user (the permissions that name them, the login rules over them): read here, changed on its own pages. */
const relatedListTab = (tab: Omit<DetailTab, 'render'>, list: (user: Row) => Omit<ListTableProps, 'minColumns'>): DetailTab => ({
  ...tab,
  render: (user) => (
    <DetailSection title={tab.title} wide>
      <ListTable {...RELATED_LIST} {...list(user)} minColumns={['name']} />
    </DetailSection>
  ),
});

/** The user's groups, joined and left here by whoever may change the user. */
function UserGroups({ user, editable, onChanged }: { user: Row; editable: boolean; onChanged: () => void }) {
  const t = useT();
  return (
    <RelationCard
      title={t('users.groups')}
      items={options(user['groups'])}
      source={{ url: USER_GROUPS_URL }}
      disabled={!editable}
      onAdd={(ids) => addOwners(RELATIONS.userGroups, user.id, ids)}
      onRemove={(group) => removeMember(RELATIONS.userGroups, group.value, user.id)}
      onChanged={onChanged}
    />
  );
}

/** A user: who they are, what they may reach and by which permissions, their groups, the login rules that apply to them. */
export default detailScreen(({ t, can }) => ({
  url: USERS_URL,
  routeName: 'UserDetail',
  fields: [
    'name',
    'username',
    'email',
    'phone',
    'source',
    'mfa_level',
    'system_roles',
    'org_roles',
    'groups',
    'is_active',
    'is_valid',
    'date_expired',
    'date_joined',
    'last_login',
    'date_password_last_updated',
    'created_by',
    'comment',
  ],
  tabs: [
    { name: 'assets', title: t('users.grantedAssets'), has: can('perms.view_userassets'), render: (user) => <GrantedAssets base={userGrants(user.id)} /> },
    relatedListTab({ name: 'permissions', title: t('users.assetPermissions'), has: can('perms.view_assetpermission') }, (user) => ({
      name: 'user-asset-permissions',
      url: ASSET_PERMISSIONS_URL,
      routeName: 'AssetPermissionList',
      query: { user_id: user.id },
      defaultColumns: ['name', 'users_amount', 'user_groups_amount', 'assets_amount', 'nodes_amount', 'is_valid', 'date_expired'],
    })),
    {
      name: 'groups',
      title: t('users.groups'),
      has: can('users.view_usergroup'),
      render: (user, reload) => <UserGroups user={user} editable={can('users.change_user')} onChanged={reload} />,
    },
    relatedListTab({ name: 'loginAcls', title: t('users.loginAcls'), has: can('acls.view_loginacl') }, (user) => ({
      name: 'user-login-acls',
      url: ACLS.login.url,
      routeName: 'UserLoginAclList',
      query: { users: user.id },
      defaultColumns: ACLS.login.columns,
    })),
  ],
}));
