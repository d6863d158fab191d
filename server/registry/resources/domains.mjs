// Domains (network zones): assets that are reached through gateways.
import { labelsField, stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { FieldError, MSG } from '../messages.mjs';

function membersOf(rows, ctx, gateway) {
  const assets = ctx.services.db.all(
    'SELECT id, name, domain_id FROM assets WHERE domain_id IN (SELECT value FROM json_each(?)) AND is_gateway = ? ORDER BY name',
    JSON.stringify(rows.map((row) => row.id)),
    gateway ? 1 : 0,
  );
  const byDomain = new Map();
  for (const asset of assets) {
    if (!byDomain.has(asset.domain_id)) byDomain.set(asset.domain_id, []);
    byDomain.get(asset.domain_id).push({ id: asset.id, name: asset.name });
  }
  return byDomain;
}

export const domain = defineResource({
  name: 'domain',
  app: 'assets',
  url: 'assets/domains',
  label: 'Domain',
  table: 'domains',
  org: true,
  search: ['name', 'comment'],
  listOmit: ['assets'],
  fields: {
    name: f.string('Name', { required: true, unique: 'org', filter: true, order: true }),
    assets: f.managed('Assets', 'm2m_related_field', {
      load: (rows, ctx) => membersOf(rows, ctx, false),
      compute: (row, ctx, batch) => (batch?.loaded.assets ?? membersOf([row], ctx, false)).get(row.id) ?? [],
      parse(value) {
        if (!Array.isArray(value)) throw new FieldError(MSG.notAList(value));
        return value.map((item) => String(item && typeof item === 'object' ? item.id : item));
      },
    }),
    gateways: f.computed('Gateways', 'm2m_related_field', (row, ctx, batch) => (batch?.loaded.gateways ?? membersOf([row], ctx, true)).get(row.id) ?? [], {
      load: (rows, ctx) => membersOf(rows, ctx, true),
    }),
    assets_amount: f.sql('Assets amount', 'integer', 'SELECT COUNT(*) FROM assets a WHERE a.domain_id = t.id AND a.is_gateway = 0', { order: true }),
    labels: labelsField('assets.domain'),
    comment: f.comment(),
    ...stamps(),
  },
  afterSave(row, value, ctx) {
    if (!value.assets) return;
    const { db } = ctx.services;
    db.run('UPDATE assets SET domain_id = NULL WHERE domain_id = ? AND is_gateway = 0', row.id);
    db.run('UPDATE assets SET domain_id = ? WHERE org_id = ? AND id IN (SELECT value FROM json_each(?))', row.id, row.org_id, JSON.stringify(value.assets));
  },
});

export default [domain];
