import type { FieldOverride } from '../../blocks/form/form-types';
import { formScreen } from '../common/form-screen';
import { ASSETS_URL, RELATED_FIELDS } from '../common/related-fields';
import { USERS_URL } from '../users/users-urls';
import { COMMAND_GROUPS_URL } from './perms-urls';
import { ACLS, COMMAND_GROUP_FIELDS, type Acl } from './acls';

/**
 * Users and assets are the API's match rules: everyone, the chosen ones, or
 * those whose attributes match. A login rule's time period is a week of half
 * hours, as the official console's grid.
 */
const MATCH_RULES: Readonly<Record<string, FieldOverride>> = {
  users: { match: { url: USERS_URL, attrs: ['name', 'username', 'email', 'comment'] } },
  assets: { match: { url: ASSETS_URL, attrs: ['name', 'address', 'comment'] } },
  rules: { children: { time_period: { widget: 'week-time' } } },
};

const form = ({ url, stem, fields }: Acl) =>
  formScreen({
    url,
    create: `${stem}Create`,
    update: `${stem}Update`,
    groups: [{ fields: ['name', ...fields, 'priority', 'action', 'reviewers', 'is_active', 'comment'] }],
    overrides: { ...RELATED_FIELDS, ...MATCH_RULES },
  });

export const login = form(ACLS.login);
export const command = form(ACLS.command);
export const asset = form(ACLS.asset);
export const connectMethod = form(ACLS.connectMethod);
export const commandGroup = formScreen({ url: COMMAND_GROUPS_URL, create: 'CommandGroupCreate', update: 'CommandGroupUpdate', groups: [{ fields: COMMAND_GROUP_FIELDS }] });
