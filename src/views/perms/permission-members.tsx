import { useT } from '../../blocks/i18n/use-t';
import { refreshResource } from '../../blocks/resource/resource-cache';
import type { Row } from '../../blocks/resource/row';
import { RelationCard } from '../../blocks/relation/relation-card';
import { toOption, type SelectOption } from '../../blocks/select/option';
import { addMembers, RELATIONS, removeMember, type Relation } from '../../core/resources';
import { MemberList } from '../common/member-list';
import { USER_GROUPS_URL, USERS_URL } from '../users/users-urls';
import { ASSETS_URL, NODES_URL } from '../common/related-fields';
import { ASSET_PERMISSIONS_URL } from './perms-urls';

/** One side of a permission: who it grants to, or what it grants. */
interface Side {
  /** The object's field of direct members, and the list of everyone covered (`users/all/`). */
  field: 'users' | 'assets';
  all: string;
  display: string;
  relation: Relation;
  pick: string;
  listRoute: string;
  /** The other kind of member on this side: user groups beside users, nodes beside assets. */
  group: { field: 'user_groups' | 'nodes'; relation: Relation; source: string; labelKey?: string };
}

const SIDES: Record<'users' | 'assets', Side> = {
  users: {
    field: 'users',
    all: 'users/all/',
    display: 'user_display',
    relation: RELATIONS.permissionUsers,
    pick: USERS_URL,
    listRoute: 'UserList',
    group: { field: 'user_groups', relation: RELATIONS.permissionUserGroups, source: USER_GROUPS_URL },
  },
  assets: {
    field: 'assets',
    all: 'assets/all/',
    display: 'asset_display',
    relation: RELATIONS.permissionAssets,
    pick: ASSETS_URL,
    listRoute: 'AssetList',
    group: { field: 'nodes', relation: RELATIONS.permissionNodes, source: NODES_URL, labelKey: 'full_value' },
  },
};

const options = (value: unknown): SelectOption[] => (Array.isArray(value) ? value.map((item) => toOption(item)).filter((item): item is SelectOption => Boolean(item)) : []);

/**
 * Who a permission grants to (users, and groups with their members) or what it
 * grants (assets, and nodes with the assets under them): everyone covered in a
 * list, direct members removed from it, more added beside.
 */
export function PermissionMembers({ permission, reload, kind, canChange }: { permission: Row; reload: () => void; kind: 'users' | 'assets'; canChange: boolean }) {
  const t = useT();
  const side = SIDES[kind];
  const allUrl = `${ASSET_PERMISSIONS_URL}${permission.id}/${side.all}`;
  const direct = new Set(options(permission[side.field]).map((option) => option.value));
  const changed = () => {
    reload();
    void refreshResource(allUrl);
  };
  return (
    <>
      <MemberList
        title={t(`perms.covered.${kind}`)}
        name={`permission-${kind}`}
        url={allUrl}
        routeName={side.listRoute}
        linkColumn={side.display}
        perms={{ app: 'perms', resource: 'assetpermission' }}
        defaultColumns={[side.display]}
        minColumns={[side.display]}
        owner={{ id: permission.id, name: String(permission['name'] ?? '') }}
        relation={side.relation}
        labelKey={side.display}
        canRemove={canChange}
        // Members through a group or a node are removed there.
        direct={{ has: (row) => direct.has(row.id), tip: t('perms.removeDirectOnly') }}
        onRemoved={changed}
      />
      <RelationCard
        title={t(`perms.add.${kind}`)}
        source={{ url: side.pick }}
        disabled={!canChange}
        onAdd={(ids) => addMembers(side.relation, permission.id, ids)}
        onChanged={changed}
      />
      <RelationCard
        title={t(`perms.group.${kind}`)}
        items={options(permission[side.group.field])}
        source={{ url: side.group.source, ...(side.group.labelKey ? { labelKey: side.group.labelKey } : {}) }}
        disabled={!canChange}
        onAdd={(ids) => addMembers(side.group.relation, permission.id, ids)}
        onRemove={(item) => removeMember(side.group.relation, permission.id, item.value)}
        onChanged={changed}
      />
    </>
  );
}
