// Organizations (api-contract 4.2). ROOT is not a row; DEFAULT and SYSTEM are
// built-in rows. Writes need the extended edition with a valid license.
import { badRequest, notFound, permissionDenied } from '../../http/errors.mjs';
import { BUILTIN_ORGS, DEFAULT_ORG_ID, ROOT_ORG_ID, SYSTEM_ORG_ID, orgSummary } from '../../orgs/builtin.mjs';
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';

/** What an organization holds: its statistics, and what keeps it from being deleted. */
const COUNTED = {
  users_amount: "SELECT COUNT(DISTINCT user_id) FROM role_bindings WHERE scope = 'org' AND org_id = ?",
  groups_amount: 'SELECT COUNT(*) FROM usergroups WHERE org_id = ?',
  assets_amount: 'SELECT COUNT(*) FROM assets WHERE org_id = ?',
  nodes_amount: 'SELECT COUNT(*) FROM nodes WHERE org_id = ?',
  domains_amount: 'SELECT COUNT(*) FROM domains WHERE org_id = ?',
  gateways_amount: 'SELECT COUNT(*) FROM assets WHERE org_id = ? AND is_gateway = 1',
  asset_perms_amount: 'SELECT COUNT(*) FROM asset_permissions WHERE org_id = ?',
};

const statistics = (row, ctx) => Object.fromEntries(Object.entries(COUNTED).map(([key, sql]) => [key, ctx.services.db.get(`SELECT (${sql}) AS n`, row.id).n]));

/** JumpServer's ResourceStatisticsSerializer: integer fields labelled by DRF from their names. */
const STATISTICS_FIELDS = Object.fromEntries(Object.keys(COUNTED).map((key) => [key, f.int(`${key[0].toUpperCase()}${key.slice(1).replaceAll('_', ' ')}`, { readOnly: true })]));

function assertLicensed(ctx) {
  if (!ctx.services.config.licenseValid) throw permissionDenied('License is invalid or expired');
}

export const organization = defineResource({
  name: 'organization',
  app: 'orgs',
  url: 'orgs/orgs',
  label: 'Organization',
  table: 'orgs',
  search: ['name', 'comment'],
  fieldsMini: ['id', 'name'],
  fields: {
    name: f.string('Name', { required: true, unique: true, filter: true, order: true }),
    resource_statistics: f.computed('Resource statistics', 'nested object', statistics, { children: STATISTICS_FIELDS }),
    is_default: f.computed('Default', 'boolean', (row) => row.id === DEFAULT_ORG_ID),
    is_root: f.computed('Root', 'boolean', (row) => row.id === ROOT_ORG_ID),
    is_system: f.computed('System', 'boolean', (row) => row.id === SYSTEM_ORG_ID),
    internal: f.bool('Builtin', { readOnly: true, default: false }),
    comment: f.comment(),
    ...stamps(),
  },
  validate(value, ctx) {
    assertLicensed(ctx);
  },
  beforeDelete(row, ctx) {
    assertLicensed(ctx);
    if (BUILTIN_ORGS[row.id]) throw badRequest('The built-in organization cannot be deleted');
    if (Object.values(statistics(row, ctx)).some((amount) => amount > 0)) throw badRequest('The organization have resource, can not be deleted');
  },
  actions: [
    {
      method: 'GET',
      path: 'current/',
      perm: null,
      handler(ctx) {
        const row = ctx.services.db.get('SELECT comment FROM orgs WHERE id = ?', ctx.org.id);
        if (!row && ctx.org.id !== ROOT_ORG_ID) throw notFound('Organization');
        return { ...orgSummary(ctx.org), comment: row?.comment ?? '' };
      },
    },
  ],
});

export default [organization];
