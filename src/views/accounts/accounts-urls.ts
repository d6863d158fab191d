/** The accounts area's API. */
export const ACCOUNTS_URL = '/api/v1/accounts/accounts/';
export const ACCOUNT_TEMPLATES_URL = '/api/v1/accounts/account-templates/';
export const VIRTUAL_ACCOUNTS_URL = '/api/v1/accounts/virtual-accounts/';
/** Secrets (and their history) are read here, each time after the identity check (412). */
export const ACCOUNT_SECRETS_URL = '/api/v1/accounts/account-secrets/';
export const ACCOUNT_TASKS_URL = '/api/v1/accounts/accounts/tasks/';
