import { DetailSection } from '../../blocks/detail-page/detail-section';
import { ResourceForm } from '../../blocks/form/resource-form';
import { ListTable } from '../../blocks/list-table/list-table';
import { QuickUpdate } from '../../blocks/quick-update/quick-update';
import { refreshResource } from '../../blocks/resource/resource-cache';
import { detailUrl } from '../../core/resources';
import { detailScreen } from '../common/detail-screen';
import { RELATED_LIST } from '../common/list-screen';
import { PermissionMembers } from './permission-members';
import { ASSET_PERMISSIONS_URL } from './perms-urls';

/** An asset permission: its rule, then who it grants to, what, with which accounts and which actions, each changed in place. */
export default detailScreen(({ t, can }) => {
  const canChange = can('perms.change_assetpermission');
  const ruleForm = (id: string, field: 'accounts' | 'actions', reload: () => void) => (
    <ResourceForm
      url={ASSET_PERMISSIONS_URL}
      objectUrl={detailUrl(ASSET_PERMISSIONS_URL, id)}
      groups={[{ fields: [field] }]}
      canSubmit={canChange}
      hasSaveContinue={false}
      onSuccess={() => {
        reload();
        void refreshResource(`${ASSET_PERMISSIONS_URL}${id}/accounts/`);
      }}
    />
  );
  return {
    url: ASSET_PERMISSIONS_URL,
    routeName: 'AssetPermissionDetail',
    infoExtra: (permission, reload) => (
      <QuickUpdate
        url={ASSET_PERMISSIONS_URL}
        object={permission}
        lines={[{ kind: 'switch', name: 'active', title: t('perms.active'), field: 'is_active', can: canChange }]}
        onChanged={reload}
      />
    ),
    fields: [
      'name',
      'users_amount',
      'user_groups_amount',
      'assets_amount',
      'nodes_amount',
      'accounts',
      'protocols',
      'actions',
      'is_active',
      'is_valid',
      'date_start',
      'date_expired',
      'from_ticket',
      'created_by',
      'date_created',
      'comment',
    ],
    tabs: [
      {
        name: 'users',
        title: t('perms.usersAndGroups'),
        has: can('users.view_user'),
        render: (permission, reload) => <PermissionMembers permission={permission} reload={reload} kind="users" canChange={canChange} />,
      },
      {
        name: 'assets',
        title: t('perms.assetsAndNodes'),
        has: can('assets.view_asset'),
        render: (permission, reload) => <PermissionMembers permission={permission} reload={reload} kind="assets" canChange={canChange} />,
      },
      {
        name: 'accounts',
        title: t('perms.accounts'),
        has: can('accounts.view_account'),
        render: (permission, reload) => (
          <>
            <DetailSection title={t('perms.accountRule')}>{ruleForm(permission.id, 'accounts', reload)}</DetailSection>
            <DetailSection title={t('perms.grantedAccounts')} wide>
              <ListTable
                {...RELATED_LIST}
                name="permission-accounts"
                url={`${ASSET_PERMISSIONS_URL}${permission.id}/accounts/`}
                routeName="AssetAccountList"
                defaultColumns={['name', 'username', 'asset', 'privileged', 'has_secret']}
                minColumns={['name']}
              />
            </DetailSection>
          </>
        ),
      },
      {
        name: 'actions',
        title: t('perms.actions'),
        render: (permission, reload) => <DetailSection title={t('perms.actions')}>{ruleForm(permission.id, 'actions', reload)}</DetailSection>,
      },
    ],
  };
});
