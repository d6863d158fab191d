import { DetailSection } from '../../blocks/detail-page/detail-section';
import { ListTable } from '../../blocks/list-table/list-table';
import { refreshResource } from '../../blocks/list-table/refresh-resource';
import { RelationCard } from '../../blocks/relation/relation-card';
import { addMembers, RELATIONS, removeMember } from '../../core/resources';
import { detailScreen } from '../common/detail-screen';
import { RELATED_LIST } from '../common/list-screen';
import { GrantedAssets, userGroupGrants } from '../perms/granted-assets';
import { USER_GROUPS_URL, USERS_URL } from './users-urls';

/** A user group: its members (added and removed here) and what they may reach through it. */
export default detailScreen(({ t, can }) => ({
  url: USER_GROUPS_URL,
  routeName: 'UserGroupDetail',
  fields: ['name', 'users_amount', 'labels', 'created_by', 'date_created', 'comment'],
  tabs: [
    {
      name: 'members',
      title: t('userGroups.members'),
      has: can('users.view_user'),
      render: (group, reload) => (
        <>
          <DetailSection title={t('userGroups.members')} wide>
            <ListTable
              {...RELATED_LIST}
              name="user-group-members"
              url={USERS_URL}
              routeName="UserList"
              query={{ group_id: group.id }}
              defaultColumns={['name', 'username', 'email', 'source', 'is_valid']}
              minColumns={['name']}
              rowActions={{
                update: false,
                delete: false,
                extra: [
                  {
                    name: 'remove',
                    title: t('relation.remove'),
                    variant: 'danger',
                    has: can('users.change_user'),
                    confirm: { message: ({ row }) => t('relation.removeConfirm', { name: String(row?.['name'] ?? ''), from: String(group['name'] ?? '') }) },
                    onClick: async ({ row, reload: reloadList }) => {
                      if (!row) return;
                      await removeMember(RELATIONS.userGroups, group.id, row.id);
                      reloadList();
                      reload();
                    },
                  },
                ],
              }}
            />
          </DetailSection>
          <RelationCard
            title={t('userGroups.addMembers')}
            source={{ url: USERS_URL }}
            disabled={!can('users.change_user')}
            onAdd={(ids) => addMembers(RELATIONS.userGroups, group.id, ids)}
            onChanged={() => {
              reload();
              void refreshResource(USERS_URL);
            }}
          />
        </>
      ),
    },
    { name: 'assets', title: t('userGroups.grantedAssets'), has: can('perms.view_usergroupassets'), render: (group) => <GrantedAssets base={userGroupGrants(group.id)} /> },
  ],
}));
