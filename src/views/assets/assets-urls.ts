export { ASSETS_URL, DOMAINS_URL, NODES_URL, PLATFORMS_URL } from '../common/related-fields';
export const LABELS_URL = '/api/v1/labels/labels/';
export const GATEWAYS_URL = '/api/v1/assets/gateways/';
export const HOSTS_URL = '/api/v1/assets/hosts/';
export const LABEL_PERMS = { app: 'labels', resource: 'label' } as const;
export const NODE_TREE_URL = '/api/v1/assets/nodes/children/tree/';
export const CATEGORY_TREE_URL = '/api/v1/assets/nodes/category/tree/';
