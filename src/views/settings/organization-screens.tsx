import { detailScreen } from '../common/detail-screen';
import { formScreen } from '../common/form-screen';
import { listScreen } from '../common/list-screen';
import { organizationDeleted, organizationSaved } from '../../core/session/org-lists';
import type { Org } from '../../core/session/types';

// The organization selector follows what these screens create, rename and delete.
const saved = (result: Record<string, unknown>) => organizationSaved(result as unknown as Org);
const deleted = (ids: string[]) => ids.forEach(organizationDeleted);

const ORGS_URL = '/api/v1/orgs/orgs/';
const PERMS = { app: 'orgs', resource: 'organization' };

/** The counts the list shows of an organization's resources (a column each), as the official list. */
const COUNTS = ['users_amount', 'groups_amount', 'assets_amount', 'asset_perms_amount'].map((count) => `resource_statistics.${count}`);

/** Organizations: their resources' counts; one that still holds resources cannot be deleted. */
export const list = listScreen({
  url: ORGS_URL,
  routeName: 'OrganizationList',
  perms: PERMS,
  defaultColumns: ['name', ...COUNTS, 'is_default', 'comment'],
  minColumns: ['name'],
  onDeleted: deleted,
});
export const form = formScreen({ url: ORGS_URL, create: 'OrganizationCreate', update: 'OrganizationUpdate', groups: [{ fields: ['name', 'comment'] }], onSaved: saved });
export const detail = detailScreen({
  url: ORGS_URL,
  routeName: 'OrganizationDetail',
  perms: PERMS,
  fields: ['name', 'resource_statistics', 'is_default', 'created_by', 'date_created', 'comment'],
  onDeleted: (id) => organizationDeleted(id),
});
