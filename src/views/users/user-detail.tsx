import { DetailSection } from '../../blocks/detail-page/detail-section';
import { ListTable } from '../../blocks/list-table/list-table';
import { RelationCard } from '../../blocks/relation/relation-card';
import { toOption, type SelectOption } from '../../blocks/select/option';
import { addOwners, RELATIONS, removeMember } from '../../core/resources';
import { detailScreen } from '../common/detail-screen';
import { RELATED_LIST } from '../common/list-screen';
import { GrantedAssets, userGrants } from '../perms/granted-assets';
import { ACLS, ASSET_PERMISSIONS_URL } from '../perms/perms-urls';
import { USER_GROUPS_URL, USERS_URL } from './users-urls';

const options = (value: unknown): SelectOption[] => (Array.isArray(value) ? value.map((item) => toOption(item)).filter((item): item is SelectOption => Boolean(item)) : []);

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
    {
      name: 'permissions',
      title: t('users.assetPermissions'),
      has: can('perms.view_assetpermission'),
      render: (user) => (
        <DetailSection title={t('users.assetPermissions')} wide>
          <ListTable
            {...RELATED_LIST}
            name="user-asset-permissions"
            url={ASSET_PERMISSIONS_URL}
            routeName="AssetPermissionList"
            query={{ user_id: user.id }}
            defaultColumns={['name', 'users_amount', 'user_groups_amount', 'assets_amount', 'nodes_amount', 'is_valid', 'date_expired']}
            minColumns={['name']}
          />
        </DetailSection>
      ),
    },
    {
      name: 'groups',
      title: t('users.groups'),
      has: can('users.view_usergroup'),
      render: (user, reload) => (
        <RelationCard
          title={t('users.groups')}
          items={options(user['groups'])}
          source={{ url: USER_GROUPS_URL }}
          disabled={!can('users.change_user')}
          onAdd={(ids) => addOwners(RELATIONS.userGroups, user.id, ids)}
          onRemove={(group) => removeMember(RELATIONS.userGroups, group.value, user.id)}
          onChanged={reload}
        />
      ),
    },
    {
      name: 'loginAcls',
      title: t('users.loginAcls'),
      has: can('acls.view_loginacl'),
      render: (user) => (
        <DetailSection title={t('users.loginAcls')} wide>
          <ListTable
            {...RELATED_LIST}
            name="user-login-acls"
            url={ACLS.login.url}
            routeName="UserLoginAclList"
            query={{ users: user.id }}
            defaultColumns={ACLS.login.columns}
            minColumns={['name']}
          />
        </DetailSection>
      ),
    },
  ],
}));
