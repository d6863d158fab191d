// Platforms (integer ids): the type of an asset and its protocol defaults.
import { badRequest } from '../../http/errors.mjs';
import { ASSET_TYPES, CATEGORIES, PROTOCOLS, TYPE_CHOICES } from '../../assets/categories.mjs';
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { readListOf } from '../read.mjs';
import { FieldError } from '../messages.mjs';

/** What a protocol's name implies (PlatformProtocol.secret_types and port_from_addr), in the serializer's key order. */
function describeProtocol({ id = null, name, port, primary, required, default: isDefault, public: isPublic, setting }) {
  const known = PROTOCOLS[name];
  return {
    id,
    name,
    port,
    port_from_addr: known?.port_from_addr ?? false,
    primary,
    required,
    default: isDefault,
    public: isPublic,
    secret_types: known?.secret_types ?? ['password'],
    setting,
  };
}

/**
 * Each protocol row keeps its id (JumpServer's PlatformProtocol primary key): one already on the platform keeps
 * the id it had under its name, a new one takes the next id over every platform.
 */
function numberProtocols(protocols, instance, db) {
  const stored = typeof instance?.protocols === 'string' ? JSON.parse(instance.protocols) : (instance?.protocols ?? []);
  const previous = new Map(stored.map((protocol) => [protocol.name, protocol.id]));
  let next = db.get("SELECT COALESCE(MAX(json_extract(p.value, '$.id')), 0) AS id FROM platforms, json_each(platforms.protocols) p").id;
  return protocols.map((protocol) => ({ id: previous.get(protocol.name) ?? (next += 1), ...protocol }));
}

export const platform = defineResource({
  name: 'platform',
  app: 'assets',
  url: 'assets/platforms',
  label: 'Platform',
  table: 'platforms',
  integerIds: true,
  search: ['name'],
  ordering: ['-internal', 'name'],
  fields: {
    name: f.string('Name', { required: true, unique: true, filter: true, order: true }),
    category: f.choice('Category', CATEGORIES, { required: true, filter: true, order: true }),
    type: f.choice('Type', TYPE_CHOICES, { required: true, filter: true, order: true }),
    charset: f.choice(
      'Charset',
      [
        ['utf-8', 'UTF-8'],
        ['gbk', 'GBK'],
      ],
      { default: 'utf-8', serializerDefault: true },
    ),
    domain_enabled: f.bool('Domain enabled', { default: true }),
    su_enabled: f.bool('Su enabled', { default: false }),
    su_method: f.choice(
      'Su method',
      [
        ['sudo', 'sudo su -'],
        ['su', 'su -'],
        ['only_sudo', 'sudo'],
        ['only_su', 'su'],
      ],
      { default: 'sudo', serializerDefault: true, allowNull: true },
    ),
    protocols: f.nestedList(
      'Protocols',
      {
        id: f.int('ID', { readOnly: true }),
        name: f.string('Name', { required: true, maxLength: 32 }),
        port: f.int('Port', { required: true, minValue: 0, maxValue: 65535 }),
        port_from_addr: f.bool('Port from addr', { readOnly: true }),
        primary: f.bool('Primary', { default: false }),
        required: f.bool('Required', { default: false }),
        default: f.bool('Default', { default: false }),
        public: f.bool('Public', { default: true }),
        secret_types: f.list('Secret types', f.string(''), { readOnly: true }),
        setting: f.json('Setting', { default: {} }),
      },
      { fromDb: (value) => (value ? JSON.parse(value).map(describeProtocol) : []) },
    ),
    automation: f.json('Automation', { default: {} }),
    custom_fields: f.json('Custom fields', { default: [] }),
    internal: f.bool('Internal', { readOnly: true, default: false, filter: true, order: true }),
    assets_amount: f.sql('Assets amount', 'integer', 'SELECT COUNT(*) FROM assets a WHERE a.platform_id = t.id', { order: true }),
    comment: f.comment(),
    ...stamps(),
  },
  validate(value, ctx, instance) {
    const type = ASSET_TYPES.find((item) => item.value === (value.type ?? instance?.type));
    if (type && type.category !== (value.category ?? instance?.category))
      throw new FieldError({ type: [`"${type.value}" is not a ${value.category ?? instance?.category} type.`] });
    if (!instance && type && (!value.protocols || !value.protocols.length)) {
      value.protocols = type.constraints.protocols.map(({ name, port, setting }) => ({ name, port, primary: false, required: false, default: false, public: true, setting }));
      value.automation = type.constraints.automation;
    }
    if (instance?.internal) throw badRequest('Internal platform can not be modified');
    if (value.protocols) value.protocols = numberProtocols(value.protocols, instance, ctx.services.db);
  },
  beforeDelete(row) {
    if (row.internal) throw badRequest('Internal platform can not be deleted');
  },
  actions: [
    {
      // The platforms of some nodes' assets, some assets and some platforms (the automation forms' parameter dialogs).
      method: 'POST',
      path: 'filter-nodes-assets/',
      perm: 'assets.view_platform',
      async handler(ctx) {
        const body = (await ctx.body()) ?? {};
        const list = (value) => JSON.stringify(Array.isArray(value) ? value.map(String) : []);
        const { db } = ctx.services;
        const nodeAssets = db
          .all(
            `SELECT DISTINCT l.src AS id FROM assets__nodes l JOIN nodes n ON n.id = l.dst JOIN nodes chosen ON chosen.id IN (SELECT value FROM json_each(?))
            AND n.org_id = chosen.org_id AND (n.key = chosen.key OR n.key LIKE chosen.key || ':%')`,
            list(body.node_ids),
          )
          .map((row) => row.id);
        const ids = db
          .all(
            `SELECT id FROM platforms WHERE CAST(id AS TEXT) IN (SELECT value FROM json_each(?))
            OR id IN (SELECT platform_id FROM assets WHERE id IN (SELECT value FROM json_each(?)) OR id IN (SELECT value FROM json_each(?)))`,
            list(body.platform_ids),
            list(body.asset_ids),
            JSON.stringify(nodeAssets),
          )
          .map((row) => String(row.id));
        return readListOf(platform, ctx, ids);
      },
    },
  ],
});

export default [platform];
