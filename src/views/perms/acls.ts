/** One kind of ACL: its API, its routes' stem, the fields beside the common ones, its columns. */
export interface Acl {
  url: string;
  stem: string;
  fields: readonly string[];
  columns: readonly string[];
}

const acl = (path: string, stem: string, fields: readonly string[], columns: readonly string[]): Acl => ({ url: `/api/v1/acls/${path}/`, stem, fields, columns });

export const ACLS = {
  login: acl('login-acls', 'UserLoginAcl', ['users', 'rules'], ['name', 'users', 'action', 'priority', 'is_active', 'comment']),
  command: acl(
    'command-filter-acls',
    'CommandFilterAcl',
    ['users', 'assets', 'accounts', 'command_groups'],
    ['name', 'command_groups', 'action', 'priority', 'is_active', 'comment'],
  ),
  asset: acl('login-asset-acls', 'AssetAcl', ['users', 'assets', 'accounts', 'rules'], ['name', 'users', 'assets', 'accounts', 'action', 'priority', 'is_active']),
  connectMethod: acl('connect-method-acls', 'ConnectMethodAcl', ['users', 'connect_methods'], ['name', 'users', 'connect_methods', 'action', 'priority', 'is_active']),
} as const;

/** Command groups: the commands (or patterns) the command ACLs match. */
export const COMMAND_GROUP_FIELDS = ['name', 'type', 'content', 'ignore_case', 'comment'] as const;
