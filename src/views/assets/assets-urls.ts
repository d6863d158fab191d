import { DOMAINS_URL, PLATFORMS_URL } from '../common/related-fields';

export { DOMAINS_URL, PLATFORMS_URL };
export const LABELS_URL = '/api/v1/labels/labels/';
export const LABEL_PERMS = { app: 'labels', resource: 'label' } as const;
