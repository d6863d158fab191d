import { BACKUP_URL, CHANGE_SECRET_URL, GATHER_URL, PUSH_URL } from './accounts-urls';

/** One kind of account automation: its API, its routes' stem and what its form asks. */
export interface Automation {
  url: string;
  list: string;
  /** The create/update/detail routes are `<stem>Create`… */
  stem: string;
  perms: { app: string; resource: string };
  /** The fields between the name and the schedule. */
  fields: readonly string[];
}

const automation = (url: string, list: string, stem: string, resource: string, fields: readonly string[]): Automation => ({ url, list, stem, perms: { app: 'accounts', resource }, fields });

const SECRET = ['accounts', 'secret_type', 'secret_strategy', 'secret', 'password_rules', 'ssh_key_change_strategy'];

export const AUTOMATIONS = {
  push: automation(PUSH_URL, 'AccountPushList', 'AccountPush', 'pushaccountautomation', ['assets', 'nodes', ...SECRET]),
  gather: automation(GATHER_URL, 'AccountGatherList', 'AccountGatherTask', 'gatheraccountsautomation', ['assets', 'nodes', 'is_sync_account', 'recipients']),
  changeSecret: automation(CHANGE_SECRET_URL, 'AccountChangeSecretList', 'AccountChangeSecret', 'changesecretautomation', ['assets', 'nodes', ...SECRET, 'recipients']),
  backup: automation(BACKUP_URL, 'AccountBackupList', 'AccountBackupPlan', 'accountbackupautomation', ['types', 'recipients_part_one', 'recipients_part_two']),
} as const;
