import { http } from '../http';

/**
 * Many-to-many links kept by relation views (`users-groups-relations`,
 * `asset-permissions-users-relations`…): a link is a pair of ids named after
 * the two sides, added in bulk and removed by a filter naming both.
 */
export interface Relation {
  url: string;
  /** The side of the page's object (`usergroup`, `assetpermission`). */
  owner: string;
  /** The side that is added and removed (`user`, `asset`). */
  member: string;
}

export const RELATIONS = {
  userGroups: { url: '/api/v1/users/users-groups-relations/', owner: 'usergroup', member: 'user' },
  permissionUsers: { url: '/api/v1/perms/asset-permissions-users-relations/', owner: 'assetpermission', member: 'user' },
  permissionUserGroups: { url: '/api/v1/perms/asset-permissions-user-groups-relations/', owner: 'assetpermission', member: 'usergroup' },
  permissionAssets: { url: '/api/v1/perms/asset-permissions-assets-relations/', owner: 'assetpermission', member: 'asset' },
  permissionNodes: { url: '/api/v1/perms/asset-permissions-nodes-relations/', owner: 'assetpermission', member: 'node' },
} as const satisfies Record<string, Relation>;

export function addMembers(relation: Relation, ownerId: string, memberIds: readonly string[]): Promise<unknown> {
  return http.post(
    relation.url,
    memberIds.map((memberId) => ({ [relation.owner]: ownerId, [relation.member]: memberId })),
  );
}

export function removeMember(relation: Relation, ownerId: string, memberId: string): Promise<unknown> {
  return http.delete(relation.url, { params: { [relation.owner]: ownerId, [relation.member]: memberId } });
}

/** The same links seen from the member's side (a user's groups: the user is the member). */
export function addOwners(relation: Relation, memberId: string, ownerIds: readonly string[]): Promise<unknown> {
  return http.post(
    relation.url,
    ownerIds.map((ownerId) => ({ [relation.owner]: ownerId, [relation.member]: memberId })),
  );
}
