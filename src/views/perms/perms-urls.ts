import { COMMAND_GROUPS_URL } from '../common/related-fields';

/** The permissions area's API: asset permissions and the ACLs. */
export const ASSET_PERMISSIONS_URL = '/api/v1/perms/asset-permissions/';
export { COMMAND_GROUPS_URL };
