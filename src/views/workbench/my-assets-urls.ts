export const MY_ASSETS_URL = '/api/v1/perms/users/self/assets/';

/** The web terminal opens an asset by its id (the official console's link). */
export const connectHref = (assetId: string) => `/luna/?login_to=${encodeURIComponent(assetId)}`;
