import { useState } from 'react';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { Dialog } from '../../blocks/dialog/dialog';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import type { ActionButton } from '../../blocks/list-table/types';
import type { Row } from '../../blocks/resource/row';
import { RELATED_LIST } from '../common/list-screen';
import { ASSETS_URL } from './assets-urls';

const PERMISSION_COLUMNS = ['name', 'accounts', 'actions', 'is_valid', 'date_expired'] as const;

/**
 * Who may reach an asset: the users and user groups its valid permissions
 * grant it to, each a click away from the permissions that do.
 */
export function AssetGrantees({ asset }: { asset: Row }) {
  const t = useT();
  const base = `${ASSETS_URL}${asset.id}/`;
  const [viewing, setViewing] = useState<{ url: string; who: string } | null>(null);
  const permissionsOf = (kind: 'perm-users' | 'perm-user-groups'): ActionButton => ({
    name: 'permissions',
    title: t('assets.viewPermissions'),
    onClick: ({ row }) => row && setViewing({ url: `${base}${kind}/${row.id}/permissions/`, who: String(row['name'] ?? '') }),
  });
  return (
    <>
      <DetailSection title={t('assets.grantedUsers')} wide>
        <ListTable
          {...RELATED_LIST}
          name="asset-perm-users"
          url={`${base}perm-users/`}
          routeName="UserList"
          perms={{ app: 'perms', resource: 'assetpermission' }}
          defaultColumns={['name', 'username', 'email', 'is_valid']}
          minColumns={['name']}
          rowActions={{ update: false, delete: false, extra: [permissionsOf('perm-users')] }}
        />
      </DetailSection>
      <DetailSection title={t('assets.grantedUserGroups')} wide>
        <ListTable
          {...RELATED_LIST}
          name="asset-perm-user-groups"
          url={`${base}perm-user-groups/`}
          routeName="UserGroupList"
          perms={{ app: 'perms', resource: 'assetpermission' }}
          defaultColumns={['name', 'users_amount', 'comment']}
          minColumns={['name']}
          rowActions={{ update: false, delete: false, extra: [permissionsOf('perm-user-groups')] }}
        />
      </DetailSection>
      {viewing && (
        <Dialog title={t('assets.permissionsOf', { name: viewing.who })} width="900px" onClose={() => setViewing(null)}>
          <ListTable
            {...RELATED_LIST}
            name="asset-grantee-permissions"
            url={viewing.url}
            routeName="AssetPermissionList"
            defaultColumns={PERMISSION_COLUMNS}
            minColumns={['name']}
          />
        </Dialog>
      )}
    </>
  );
}
