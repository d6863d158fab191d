import { formScreen } from '../common/form-screen';
import { RELATED_FIELDS } from '../common/related-fields';
import { ACLS, COMMAND_GROUP_FIELDS, COMMAND_GROUPS_URL, type Acl } from './perms-urls';

// Users, assets and accounts are the API's match rules: {type: all | ids | attrs}, edited as JSON.
const form = ({ url, stem, fields }: Acl) =>
  formScreen({ url, create: `${stem}Create`, update: `${stem}Update`, groups: [{ fields: ['name', ...fields, 'priority', 'action', 'reviewers', 'is_active', 'comment'] }], overrides: RELATED_FIELDS });

export const login = form(ACLS.login);
export const command = form(ACLS.command);
export const asset = form(ACLS.asset);
export const connectMethod = form(ACLS.connectMethod);
export const commandGroup = formScreen({ url: COMMAND_GROUPS_URL, create: 'CommandGroupCreate', update: 'CommandGroupUpdate', groups: [{ fields: COMMAND_GROUP_FIELDS }] });
