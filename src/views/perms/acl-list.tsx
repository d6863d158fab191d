import { listScreen } from '../common/list-screen';
import { COMMAND_GROUPS_URL } from './perms-urls';
import { ACLS, COMMAND_GROUP_FIELDS, type Acl } from './acls';

const list = ({ url, stem, columns }: Acl) => listScreen({ url, routeName: `${stem}List`, defaultColumns: columns, minColumns: ['name'] });

/** The ACL lists, and the command groups the command ACLs use. */
export const login = list(ACLS.login);
export const command = list(ACLS.command);
export const asset = list(ACLS.asset);
export const connectMethod = list(ACLS.connectMethod);
export const commandGroup = listScreen({ url: COMMAND_GROUPS_URL, routeName: 'CommandGroupList', defaultColumns: COMMAND_GROUP_FIELDS, minColumns: ['name'] });
