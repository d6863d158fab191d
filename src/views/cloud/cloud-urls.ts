/** The extended edition's cloud sync endpoints. */
export const CLOUD_ACCOUNTS_URL = '/api/v1/xpack/cloud/accounts/';
export const SYNC_TASKS_URL = '/api/v1/xpack/cloud/sync-instance-tasks/';
export const STRATEGIES_URL = '/api/v1/xpack/cloud/strategies/';
/** `{regions: [{id, name}]}` of ?account_id=. */
export const CLOUD_REGIONS_URL = '/api/v1/xpack/cloud/regions/';

/** A list or action under one sync task: `history`, `instances`, `run`, `released-assets`. */
export const syncTaskPart = (id: string, part: string) => `${SYNC_TASKS_URL}${encodeURIComponent(id)}/${part}/`;

/** The account form's URL: its OPTIONS describe the provider's own credential fields. */
export const accountFormUrl = (provider: string) => `${CLOUD_ACCOUNTS_URL}?provider=${encodeURIComponent(provider)}`;
