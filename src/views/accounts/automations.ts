/** The runs of one kind of automation: their API and routes, and what a run records. */
export interface AutomationRuns {
  /** GET lists the executions, POST `{[link]: id}` runs the automation and answers `{task}`. */
  url: string;
  list: string;
  detail: string;
  /** The execution's field naming its automation (a backup names its `plan`); `<link>_id` filters by it. */
  link: 'automation' | 'plan';
  perms: { app: string; resource: string };
  /** What each run did to each account (push, change secret): `?execution_id=`. */
  records?: string;
  /** The list's columns (the automation first); a backup says whether it went well, the others their targets and status. */
  columns: readonly string[];
}

/** One kind of account automation: its API, its routes' stem, what its form asks and its runs. */
export interface Automation {
  url: string;
  list: string;
  /** The create/update/detail routes are `<stem>Create`… */
  stem: string;
  perms: { app: string; resource: string };
  /** The fields between the name and the schedule. */
  fields: readonly string[];
  runs: AutomationRuns;
}

const automation = (url: string, list: string, stem: string, resource: string, fields: readonly string[], runs: AutomationRuns): Automation => ({
  url: `/api/v1/accounts/${url}/`,
  list,
  stem,
  perms: { app: 'accounts', resource },
  fields,
  runs,
});

const SECRET = ['accounts', 'secret_type', 'secret_strategy', 'secret', 'password_rules', 'ssh_key_change_strategy'];
const RUN_COLUMNS = ['automation', 'asset_amount', 'node_amount', 'status', 'trigger', 'date_start', 'date_finished'];

const runs = (url: string, stem: string, resource: string, extra: Partial<AutomationRuns> = {}): AutomationRuns => ({
  url: `/api/v1/accounts/${url}/`,
  list: `${stem}List`,
  detail: `${stem}Detail`,
  link: 'automation',
  perms: { app: 'accounts', resource },
  columns: RUN_COLUMNS,
  ...extra,
});

export const AUTOMATIONS = {
  push: automation(
    'push-account-automations',
    'AccountPushList',
    'AccountPush',
    'pushaccountautomation',
    ['assets', 'nodes', ...SECRET],
    runs('push-account-executions', 'AccountPushExecution', 'pushaccountexecution', { records: '/api/v1/accounts/push-account-records/' }),
  ),
  gather: automation(
    'gather-account-automations',
    'AccountGatherList',
    'AccountGatherTask',
    'gatheraccountsautomation',
    ['assets', 'nodes', 'is_sync_account', 'recipients'],
    runs('gather-account-executions', 'AccountGatherTaskExecution', 'gatheraccountsexecution', {
      detail: 'AccountGatherExecutionDetail',
      columns: ['automation', 'status', 'trigger', 'date_start', 'date_finished'],
    }),
  ),
  changeSecret: automation(
    'change-secret-automations',
    'AccountChangeSecretList',
    'AccountChangeSecret',
    'changesecretautomation',
    ['assets', 'nodes', ...SECRET, 'recipients'],
    runs('change-secret-executions', 'AccountChangeSecretExecution', 'changesecretexecution', { records: '/api/v1/accounts/change-secret-records/' }),
  ),
  backup: automation(
    'account-backup-plans',
    'AccountBackupList',
    'AccountBackupPlan',
    'accountbackupautomation',
    ['types', 'recipients_part_one', 'recipients_part_two'],
    runs('account-backup-plan-executions', 'AccountBackupPlanExecution', 'accountbackupautomation', {
      link: 'plan',
      columns: ['plan', 'timedelta', 'trigger', 'date_start', 'is_success', 'reason'],
    }),
  ),
} as const;

export type AutomationKind = keyof typeof AUTOMATIONS;
