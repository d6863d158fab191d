import { DetailSection } from '../../blocks/detail-page/detail-section';
import { useT } from '../../blocks/i18n/use-t';
import type { DetailTab } from '../../blocks/detail-page/detail-page';
import { ListTable, type ListTableProps } from '../../blocks/list-table/list-table';
import type { Row } from '../../blocks/resource/row';
import { RelationCard } from '../../blocks/relation/relation-card';
import { QuickUpdate, type QuickUpdateLine } from '../../blocks/quick-update/quick-update';
import type { DetailScreenEnv } from '../common/detail-screen-env';
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

const sourceValue = (user: Row) => (user['source'] as { value?: unknown } | undefined)?.value ?? user['source'];

/** The user's quick updates, as the official console has them: activate, reset MFA, mail a password reset, reset the SSH key, unblock. */
function quickLines({ t, can }: DetailScreenEnv): QuickUpdateLine[] {
  const mayChange = can('users.change_user');
  const reset = (name: 'resetMfa' | 'resetPassword' | 'resetSshKey', method: 'get' | 'patch', path: string): QuickUpdateLine => ({
    kind: 'button',
    name,
    title: t(`users.quick.${name}`),
    label: t(name === 'resetMfa' ? 'users.quick.reset' : 'users.quick.send'),
    can: mayChange,
    request: { method, path },
    confirm: { message: t(`users.quick.${name}Confirm`) },
    success: t(`users.quick.${name}Done`),
  });
  return [
    { kind: 'switch', name: 'active', title: t('users.quick.active'), field: 'is_active', can: mayChange },
    reset('resetMfa', 'get', 'mfa/reset/'),
    // Only a local user's password is JumpServer's to reset.
    { ...reset('resetPassword', 'patch', 'password/reset/'), can: (user) => mayChange && sourceValue(user) === 'local' },
    reset('resetSshKey', 'patch', 'pubkey/reset/'),
    {
      kind: 'button',
      name: 'unblock',
      title: t('users.quick.unblock'),
      label: t('users.quick.unblockLabel'),
      can: (user) => mayChange && user['login_blocked'] === true,
      request: { method: 'patch', path: 'unblock/' },
      success: t('users.quick.unblockDone'),
    },
  ];
}

/** A user: who they are, what they may reach and by which permissions, their groups, the login rules that apply to them. */
export default detailScreen((env) => ({
  url: USERS_URL,
  routeName: 'UserDetail',
  infoExtra: (user, reload) => <QuickUpdate url={USERS_URL} object={user} lines={quickLines(env)} onChanged={reload} />,
  fields: [
    'id',
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
  tabs: userTabs(env),
}));

function userTabs({ t, can }: DetailScreenEnv): DetailTab[] {
  return [
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
  ];
}
