import { detailScreen } from '../common/detail-screen';
import { COMMAND_GROUPS_URL } from './perms-urls';
import { ACLS, COMMAND_GROUP_FIELDS, type Acl } from './acls';

const detail = ({ url, stem, fields }: Acl) =>
  detailScreen({ url, routeName: `${stem}Detail`, fields: ['name', ...fields, 'priority', 'action', 'reviewers', 'is_active', 'created_by', 'date_created', 'comment'] });

export const login = detail(ACLS.login);
export const command = detail(ACLS.command);
export const asset = detail(ACLS.asset);
export const connectMethod = detail(ACLS.connectMethod);
export const commandGroup = detailScreen({ url: COMMAND_GROUPS_URL, routeName: 'CommandGroupDetail', fields: [...COMMAND_GROUP_FIELDS, 'created_by', 'date_created'] });
