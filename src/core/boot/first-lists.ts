/**
 * The list a route shows first, by the route's path, for the boot module to
 * ask for before the runtime has evaluated (a route in the address with a
 * query, or not listed here, waits for its screen's code). It repeats what the
 * screens' list configurations say, kept to them by
 * tests/views/first-lists.test.ts: every screen that asks for a plain first
 * page as it opens is here, with its list's address, and nothing else.
 */
export const FIRST_LISTS: Readonly<Record<string, string>> = {
  '/console/users/users': '/api/v1/users/users/',
  '/console/assets/domains': '/api/v1/assets/domains/',
  '/console/assets/labels': '/api/v1/labels/labels/',
  '/console/assets/platforms': '/api/v1/assets/platforms/',
  '/console/assets/cloud/strategy': '/api/v1/xpack/cloud/strategies/',
  '/console/accounts/account-template': '/api/v1/accounts/account-templates/',
  '/console/perms/cmd-acls': '/api/v1/acls/command-filter-acls/',
  '/console/perms/cmd-groups': '/api/v1/acls/command-groups/',
  '/console/perms/login-asset-acls': '/api/v1/acls/login-asset-acls/',
  '/tickets/flow': '/api/v1/tickets/flows/',
  '/workbench/ops/executions': '/api/v1/ops/job-executions/',
  '/workbench/ops/job': '/api/v1/ops/jobs/',
};
