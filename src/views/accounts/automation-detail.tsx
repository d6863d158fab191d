import { detailScreen } from '../common/detail-screen';
import { SCHEDULE_FIELDS } from './automation-fields';
import { AUTOMATIONS, type Automation } from './automations';

const detail = ({ url, stem, perms, fields }: Automation) =>
  detailScreen({ url, routeName: `${stem}Detail`, perms, fields: ['name', ...fields, ...SCHEDULE_FIELDS, 'executed_amount', 'date_last_executed', 'created_by', 'date_created'] });

/** An account automation's settings and how often it ran. */
export const push = detail(AUTOMATIONS.push);
export const gather = detail(AUTOMATIONS.gather);
export const changeSecret = detail(AUTOMATIONS.changeSecret);
export const backup = detail(AUTOMATIONS.backup);
