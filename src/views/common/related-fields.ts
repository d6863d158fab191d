import type { FieldOverride } from '../../blocks/form/form-types';
import { USER_GROUPS_URL, USERS_URL } from '../users/users-urls';

/** Lists the forms of every area pick related objects from. */
export const ASSETS_URL = '/api/v1/assets/assets/';
export const NODES_URL = '/api/v1/assets/nodes/';
export const PLATFORMS_URL = '/api/v1/assets/platforms/';
export const DOMAINS_URL = '/api/v1/assets/domains/';
export const COMMAND_GROUPS_URL = '/api/v1/acls/command-groups/';

const users: FieldOverride = { related: { url: USERS_URL } };
const assets: FieldOverride = { related: { url: ASSETS_URL } };
// Nodes are told apart by their path: two may share a name.
const nodes: FieldOverride = { related: { url: NODES_URL, labelKey: 'full_value' } };

/** The related fields by the names the API gives them, as remote selects. */
export const RELATED_FIELDS: Readonly<Record<string, FieldOverride>> = {
  users,
  reviewers: users,
  recipients: users,
  recipients_part_one: users,
  recipients_part_two: users,
  user_groups: { related: { url: USER_GROUPS_URL } },
  assets,
  nodes,
  platforms: { related: { url: PLATFORMS_URL } },
  domain: { related: { url: DOMAINS_URL } },
  command_groups: { related: { url: COMMAND_GROUPS_URL } },
};
