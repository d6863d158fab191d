export const MY_ASSETS_URL = '/api/v1/perms/users/self/assets/';
/** The user's granted nodes, as one flat zTree list. */
export const MY_NODE_TREE_URL = '/api/v1/perms/users/self/nodes/children/tree/';
/** A granted node's own granted assets. */
export const myNodeAssetsUrl = (nodeId: string) => `/api/v1/perms/users/self/nodes/${encodeURIComponent(nodeId)}/assets/`;
/** The user's starred assets: one row per asset, { asset }. */
export const FAVORITES_URL = '/api/v1/assets/favorite-assets/';

/** The web terminal opens an asset by its id (the official console's link). */
export const connectHref = (assetId: string) => `/luna/?login_to=${encodeURIComponent(assetId)}`;
