// The official console's page routes, read from the route inventory (routes-v3.8.2.md of the shared
// spec): every row that is a page (no group or layout; not the empty home path, which only redirects), with its
// `:id` to fill in.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The inventory beside the project: `shared/spec/routes-v3.8.2.md` in the worktree's parent directories. */
export function findRouteInventory(start) {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'spec', 'routes-v3.8.2.md');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

/** @returns {{path: string, name: string}[]} the page routes, in the inventory's order */
export function readPageRoutes(file) {
  const pages = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('|') || line.startsWith('|---') || line.startsWith('| Path')) continue;
    // A cell may hold an escaped pipe ("a \| b").
    const cells = line
      .replaceAll('\\|', '\u0000')
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    const path = /`([^`]*)`/.exec(cells[0])?.[1];
    if (!path || cells.length < 6 || cells[5] !== '') continue;
    pages.push({ path, name: cells[1] === '—' ? '' : cells[1] });
  }
  return pages;
}

const SYSTEM = '00000000-0000-0000-0000-000000000004';

/** The query a route is opened with from its list (the role pages are told the roles' scope). */
export const ROUTE_QUERIES = [
  [/^\/console\/users\/roles\/./, 'scope=system'],
  [/^\/console\/assets\/platforms\/(create|:id\/update)$/, 'category=host&type=linux'],
];

/**
 * Where the `:id` of a detail or update route comes from: the list it is a row of, and (for the settings pages, which
 * the official console serves in the SYSTEM organization) the organization to ask it in. The first row is taken.
 */
export const ID_SOURCES = [
  [/^\/console\/users\/users\//, 'users/users/?username=user'],
  [/^\/console\/users\/groups\//, 'users/groups/'],
  [/^\/console\/users\/roles\//, 'rbac/system-roles/?builtin=0', { fallback: 'rbac/system-roles/' }],
  [/^\/console\/assets\/(assets|hosts)\//, 'assets/hosts/'],
  [/^\/console\/assets\/databases\//, 'assets/databases/'],
  [/^\/console\/assets\/devices\//, 'assets/devices/'],
  [/^\/console\/assets\/clouds\//, 'assets/clouds/'],
  [/^\/console\/assets\/webs\//, 'assets/webs/'],
  [/^\/console\/assets\/gpts\//, 'assets/gpts/'],
  [/^\/console\/assets\/customs\//, 'assets/customs/'],
  [/^\/console\/assets\/domains\//, 'assets/domains/'],
  [/^\/console\/assets\/gateways\//, 'assets/gateways/'],
  [/^\/console\/assets\/platforms\//, 'assets/platforms/?name=Ubuntu-Custom'],
  [/^\/console\/assets\/labels\//, 'assets/labels/'],
  [/^\/console\/assets\/cloud\/account\//, 'xpack/cloud/accounts/'],
  [/^\/console\/assets\/cloud\/sync-instance-tasks\//, 'xpack/cloud/sync-instance-tasks/'],
  [/^\/console\/assets\/cloud\/strategy\//, 'xpack/cloud/strategies/'],
  [/^\/console\/accounts\/accounts\//, 'accounts/accounts/'],
  [/^\/console\/accounts\/virtual-accounts\//, 'accounts/virtual-accounts/'],
  [/^\/console\/accounts\/account-template\//, 'accounts/account-templates/'],
  [/^\/console\/accounts\/account-push\/executions\//, 'accounts/push-account-executions/'],
  [/^\/console\/accounts\/account-push\//, 'accounts/push-account-automations/'],
  [/^\/console\/accounts\/account-gather\/executions\//, 'accounts/gather-account-executions/'],
  [/^\/console\/accounts\/account-gather\//, 'accounts/gather-account-automations/'],
  [/^\/console\/accounts\/account-change-secret\/executions\//, 'accounts/change-secret-executions/'],
  [/^\/console\/accounts\/account-change-secret\//, 'accounts/change-secret-automations/'],
  [/^\/console\/accounts\/account-backup\/executions\//, 'accounts/account-backup-plan-executions/'],
  [/^\/console\/accounts\/account-backup\//, 'accounts/account-backup-plans/'],
  [/^\/console\/perms\/asset-permissions\//, 'perms/asset-permissions/'],
  [/^\/console\/perms\/login-acls\//, 'acls/login-acls/'],
  [/^\/console\/perms\/cmd-acls\//, 'acls/command-filter-acls/'],
  [/^\/console\/perms\/login-asset-acls\//, 'acls/login-asset-acls/'],
  [/^\/console\/perms\/cmd-groups\//, 'acls/command-groups/'],
  [/^\/console\/perms\/connect-method-acls\//, 'acls/connect-method-acls/'],
  [/^\/audit\/sessions\/sessions\//, 'terminal/sessions/?is_finished=1'],
  [/^\/audit\/audits\/login-logs\//, 'audits/login-logs/'],
  [/^\/audit\/audits\/operate-logs\//, 'audits/operate-logs/'],
  [/^\/workbench\/ops\/job\//, 'ops/jobs/'],
  [/^\/workbench\/ops\/executions\//, 'ops/job-executions/'],
  [/^\/workbench\/ops\/adhoc\//, 'ops/adhocs/'],
  [/^\/workbench\/ops\/playbook\//, 'ops/playbooks/'],
  [/^\/tickets\/tickets\/request-host-perm\//, 'tickets/apply-asset-tickets/'],
  [/^\/tickets\/tickets\/login-host-confirm\//, 'tickets/apply-login-asset-tickets/'],
  [/^\/tickets\/tickets\/login-confirm\//, 'tickets/apply-login-tickets/'],
  [/^\/tickets\/tickets\/command-confirm\//, 'tickets/apply-command-tickets/'],
  [/^\/tickets\/tickets\//, 'tickets/tickets/'],
  [/^\/tickets\/flow\//, 'tickets/flows/'],
  [/^\/settings\/orgs\//, 'orgs/orgs/?name=Finance'],
  [/^\/settings\/terminal\/replay-storage\//, 'terminal/replay-storages/?name=minio-replays'],
  [/^\/settings\/terminal\/command-storage\//, 'terminal/command-storages/?name=es-commands'],
  [/^\/settings\/terminal\/endpoint\//, 'terminal/endpoints/'],
  [/^\/settings\/terminal\/endpoint-rule\//, 'terminal/endpoint-rules/'],
  [/^\/settings\/terminal\//, 'terminal/terminals/'],
  [/^\/settings\/applets\/applets\//, 'terminal/applets/'],
  [/^\/settings\/applets\/hosts\//, 'terminal/applet-hosts/', { org: SYSTEM }],
  [/^\/settings\/tasks\//, 'ops/tasks/'],
  [/^\/ops\/(celery|ansible|task)\/task\//, 'ops/task-executions/'],
];
