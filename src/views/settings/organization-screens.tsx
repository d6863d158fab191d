import { detailScreen } from '../common/detail-screen';
import { formScreen } from '../common/form-screen';
import { listScreen } from '../common/list-screen';

const ORGS_URL = '/api/v1/orgs/orgs/';
const PERMS = { app: 'orgs', resource: 'organization' };

/** Organizations: their resources' counts; one that still holds resources cannot be deleted. */
export const list = listScreen({ url: ORGS_URL, routeName: 'OrganizationList', perms: PERMS, defaultColumns: ['name', 'resource_statistics', 'is_default', 'created_by', 'date_created', 'comment'], minColumns: ['name'] });
export const form = formScreen({ url: ORGS_URL, create: 'OrganizationCreate', update: 'OrganizationUpdate', groups: [{ fields: ['name', 'comment'] }] });
export const detail = detailScreen({ url: ORGS_URL, routeName: 'OrganizationDetail', perms: PERMS, fields: ['name', 'resource_statistics', 'is_default', 'created_by', 'date_created', 'comment'] });
