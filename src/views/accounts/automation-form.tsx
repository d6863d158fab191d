import { formScreen } from '../common/form-screen';
import { RELATED_FIELDS } from '../common/related-fields';
import { SCHEDULE_FIELDS } from './automation-fields';
import { AUTOMATIONS, type Automation } from './automations';
import { passwordRules } from './password-rules';

const form = ({ url, stem, fields }: Automation) =>
  formScreen((env) => ({
    url,
    create: `${stem}Create`,
    update: `${stem}Update`,
    groups: [{ fields: ['name', ...fields, ...SCHEDULE_FIELDS] }],
    overrides: { ...RELATED_FIELDS, password_rules: passwordRules(env) },
  }));

/** Create and update an account automation: what it covers, then its schedule. */
export const push = form(AUTOMATIONS.push);
export const gather = form(AUTOMATIONS.gather);
export const changeSecret = form(AUTOMATIONS.changeSecret);
export const backup = form(AUTOMATIONS.backup);
