import { refreshResource } from '../../blocks/resource/resource-cache';
import { RelationCard } from '../../blocks/relation/relation-card';
import { addMembers, RELATIONS } from '../../core/resources';
import { detailScreen } from '../common/detail-screen';
import { MemberList } from '../common/member-list';
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
          <MemberList
            title={t('userGroups.members')}
            name="user-group-members"
            url={USERS_URL}
            routeName="UserList"
            query={{ group_id: group.id }}
            defaultColumns={['name', 'username', 'email', 'source', 'is_valid']}
            minColumns={['name']}
            owner={{ id: group.id, name: String(group['name'] ?? '') }}
            relation={RELATIONS.userGroups}
            labelKey="name"
            canRemove={can('users.change_user')}
            onRemoved={reload}
          />
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
