import { listScreen } from '../common/list-screen';
import { AUTOMATION_COLUMNS } from './automation-fields';
import { AUTOMATIONS, type Automation } from './automations';

const list = ({ url, list: routeName, perms }: Automation, columns: readonly string[] = AUTOMATION_COLUMNS) =>
  listScreen({ url, routeName, perms, defaultColumns: columns, minColumns: ['name'] });

/** The account automations' lists: push, gather, change secret and backup plans. */
export const push = list(AUTOMATIONS.push);
export const gather = list(AUTOMATIONS.gather);
export const changeSecret = list(AUTOMATIONS.changeSecret);
export const backup = list(AUTOMATIONS.backup, ['name', 'types', 'recipients_part_one', 'is_periodic', 'crontab', 'executed_amount', 'date_last_executed', 'is_active']);
