// Replay and command storages (terminal/serializers/storage.py): where components
// keep recordings and commands. Each type has its own settings under `meta`, and a
// storage's connection can be tested.
import { HttpError } from '../../http/errors.mjs';
import { elasticsearchRefusal, testStorage } from '../../terminal/storage-probes.mjs';
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { FieldError } from '../messages.mjs';
import { findOr404 } from '../read.mjs';
import { command } from './terminal.mjs';

/** A string field with a check of its own after DRF's. */
function checked(spec, check) {
  const parse = spec.parse;
  spec.parse = (value, ctx) => {
    const text = parse(value, ctx);
    if (text) check(text);
    return text;
  };
  return spec;
}

/** urlparse(endpoint).path: what follows scheme and host, or all of it when there is no `scheme://`. */
function endpointPath(endpoint) {
  const match = /^[a-zA-Z][\w+.-]*:(\/\/[^/?#]*)?([^?#]*)/.exec(endpoint);
  return match ? (match[2] ?? '') : endpoint.split(/[?#]/)[0];
}

function withoutPath(endpoint) {
  const path = endpointPath(endpoint);
  if (path) throw new FieldError(`Endpoint invalid: remove path \`${path}\``);
}

const S3_HELP = 'S3 format: http://s3.{REGION_NAME}.amazonaws.com, S3 (China) format: http://s3.{REGION_NAME}.amazonaws.com.cn, such as: http://s3.cn-north-1.amazonaws.com.cn';
const OSS_HELP = 'OSS format: http://{REGION_NAME}.aliyuncs.com, such as: http://oss-cn-hangzhou.aliyuncs.com';
const OBS_HELP = 'OBS format: obs.{REGION_NAME}.myhuaweicloud.com, such as: obs.cn-north-4.myhuaweicloud.com';
const COS_HELP = 'Such as: http://cos.{REGION_NAME}.myqcloud.com';

/**
 * ReplayStorageTypeBaseSerializer: a bucket, its keys and its endpoint (checked unless `validate` is false).
 * @param {{ help?: string, validate?: boolean, extra?: Record<string, any> }} [options]
 */
function bucketStorage({ help, validate = true, extra = {} } = {}) {
  const endpoint = f.string('Endpoint', { required: true, maxLength: 1024, allowNull: true, ...(help ? { help } : {}) });
  return {
    BUCKET: f.string('Bucket', { required: true, maxLength: 1024, allowNull: true }),
    ACCESS_KEY: f.string('Access key id', { maxLength: 1024, allowNull: true }),
    SECRET_KEY: f.secret('Access key secret', { maxLength: 1024, allowNull: true }),
    ...extra,
    ENDPOINT: validate ? checked(endpoint, withoutPath) : endpoint,
  };
}

/** The settings of each replay storage type. */
export const REPLAY_STORAGE_TYPES = {
  s3: bucketStorage({ help: S3_HELP }),
  ceph: bucketStorage(),
  swift: bucketStorage({
    extra: {
      REGION: f.string('Region', { required: true, maxLength: 1024, allowNull: true }),
      PROTOCOL: f.choice(
        'Protocol',
        [
          ['http', 'http'],
          ['https', 'https'],
        ],
        { default: 'http', allowNull: true },
      ),
    },
  }),
  oss: bucketStorage({ help: OSS_HELP }),
  azure: {
    CONTAINER_NAME: f.string('Container name', { required: true, maxLength: 1024, allowNull: true }),
    ACCOUNT_NAME: f.string('Account name', { required: true, maxLength: 1024, allowNull: true }),
    ACCOUNT_KEY: f.secret('Account key', { required: true, maxLength: 1024, allowNull: true }),
    ENDPOINT_SUFFIX: f.choice(
      'Endpoint suffix',
      [
        ['core.chinacloudapi.cn', 'core.chinacloudapi.cn'],
        ['core.windows.net', 'core.windows.net'],
      ],
      {
        default: 'core.chinacloudapi.cn',
        allowNull: true,
      },
    ),
  },
  obs: bucketStorage({ help: OBS_HELP, validate: false }),
  cos: bucketStorage({ help: COS_HELP }),
};

/** command_storage_es_host_format_validator: `http(s)://host:port`, credentials allowed, no `#`. */
function esHost(host) {
  if (host.includes('#')) throw new FieldError('The address cannot contain the special character `#`');
  const match = /^(https?):\/\/([^/?#]*)/.exec(host);
  const netloc = match?.[2] ?? '';
  if (!match || !netloc.includes(':')) throw new FieldError('The address format is incorrect');
  const at = netloc.lastIndexOf('@');
  const address = netloc.slice(at + 1);
  const colon = address.lastIndexOf(':');
  // A netloc whose only colon is the credentials' has no port at all.
  if (colon < 0) throw new FieldError('Port invalid');
  if (!address.slice(0, colon)) throw new FieldError('Host invalid');
  if (!/^\d+$/.test(address.slice(colon + 1))) throw new FieldError('Port invalid');
}

const ES_HOSTS_HELP = 'If there are multiple hosts, use a comma (,) to separate them. (eg: http://www.jumpserver.a.com:9100, http://www.jumpserver.b.com:9100)';

export const COMMAND_STORAGE_TYPES = {
  es: {
    HOSTS: f.list('Hosts', checked(f.text('Host', { required: true }), esHost), { required: true, allowNull: true, default: undefined, help: ES_HOSTS_HELP }),
    INDEX_BY_DATE: f.bool('Index by date', { default: false, help: 'Whether to create an index by date' }),
    INDEX: f.string('Index', { default: 'jumpserver', maxLength: 1024, allowNull: true }),
    IGNORE_VERIFY_CERTS: f.bool('Ignore Certificate Verification', { default: false, allowNull: true }),
  },
};

const ES_REFUSALS = { invalid_elasticsearch: 'Invalid elasticsearch config', not_support_elasticsearch8: 'Not Support Elasticsearch8' };

/**
 * CommandStorage.save() reaches an Elasticsearch storage's cluster, the settings it is given over the stored ones, and
 * refuses the save (400 `{detail, code}`, rolled back) when none of its hosts answers or it runs 8.x.
 */
async function reachCluster(value, ctx, instance) {
  if ((value.type ?? instance?.type) !== 'es') return;
  const stored = instance ? (commandstorage.fields.meta.fromDb(instance.meta) ?? {}) : {};
  const code = await elasticsearchRefusal({ ...stored, ...value.meta });
  if (code) throw new HttpError(400, { detail: ctx.t(ES_REFUSALS[code]), code });
}

/**
 * GET tree/: the command storages with how many of the commands the request's filters select each holds (the
 * command list's tree). The server ones hold this backend's commands; an Elasticsearch one is never reachable
 * from here, so it is listed as invalid, as JumpServer lists one that does not answer.
 */
function commandStorageTree(ctx) {
  const query = new URLSearchParams(ctx.query);
  query.set('limit', '1');
  query.delete('offset');
  const held = ctx.services.store.list(command, ctx.with({ query }), { columns: 't.id' }).count;
  const storages = ctx.services.db.all("SELECT id, name, type FROM commandstorage WHERE name != 'null' ORDER BY name");
  const node = (storage, valid) => ({
    id: storage.id,
    name: valid ? `${storage.name}(${storage.type})(${held})` : `${storage.name}(${storage.type}) *${ctx.t('Invalid')}`,
    title: `${storage.name}(${storage.type})`,
    pId: 'root',
    isParent: false,
    open: false,
    valid,
  });
  return [
    ...storages.filter((storage) => storage.type === 'server').map((storage) => node(storage, true)),
    ...storages.filter((storage) => storage.type !== 'server').map((storage) => node(storage, false)),
    { id: 'root', name: ctx.t('Command storages'), title: ctx.t('Command storages'), pId: '', isParent: true, open: true },
  ];
}

/** @param {{ name: string, url: string, label: string, types: any, variants: any, extraMeta?: (type: string) => Record<string, any>, actions?: any[], reach?: any }} options */
function storageResource({ name, url, label, types, variants, extraMeta = () => ({}), actions = [], reach }) {
  const resource = defineResource({
    name,
    app: 'terminal',
    url,
    label,
    table: name,
    search: ['name', 'type'],
    fields: {
      name: f.string('Name', { required: true, unique: true, filter: true, order: true }),
      type: f.choice('Type', types, { required: true, filter: true, order: true }),
      meta: f.typed('Meta', 'type', variants),
      is_default: f.bool('Default storage', {
        default: false,
        filter: true,
        help: 'Set as the default storage, will make new Component use the current storage by default, without affecting existing Component',
      }),
      comment: f.comment(),
      ...stamps(),
    },
    validate(value, ctx, instance) {
      if (value.meta) Object.assign(value.meta, extraMeta(instance?.type ?? value.type));
    },
    reach,
    // set_to_default(): one default storage of each kind.
    afterSave(row, value, ctx) {
      if (value.is_default) ctx.services.db.run(`UPDATE "${name}" SET is_default = 0 WHERE id != ? AND is_default = 1`, row.id);
    },
    beforeDelete(row, ctx) {
      if (['null', 'server'].includes(row.type) || row.is_default) throw new HttpError(400, { msg: ctx.t('Deleting the default storage is not allowed') });
      const column = name === 'replaystorage' ? 'replay_storage' : 'command_storage';
      if (ctx.services.db.get(`SELECT 1 AS hit FROM terminals WHERE "${column}" = ? AND is_deleted = 0 LIMIT 1`, row.name)) {
        throw new HttpError(400, { msg: ctx.t('Cannot delete storage that is being used') });
      }
    },
    actions: [
      ...actions,
      {
        method: 'GET',
        path: ':id/test-connective/',
        perm: `terminal.view_${name}`,
        handler: async (ctx) => {
          const row = findOr404(resource, ctx);
          const result = await testStorage(name === 'replaystorage' ? 'replay' : 'command', row.type, resource.fields.meta.fromDb(row.meta) ?? {});
          return { is_valid: result.ok, msg: result.ok ? ctx.t('Test successful') : ctx.t('Test failure: {}').replace('{}', result.reason ?? ctx.t('Account invalid')) };
        },
      },
    ],
  });
  return resource;
}

export const replaystorage = storageResource({
  name: 'replaystorage',
  url: 'terminal/replay-storages',
  label: 'Replay storage',
  types: [
    ['null', 'Null'],
    ['server', 'Server'],
    ['s3', 'S3'],
    ['ceph', 'Ceph'],
    ['swift', 'Swift'],
    ['oss', 'OSS'],
    ['azure', 'Azure'],
    ['obs', 'OBS'],
    ['cos', 'COS'],
  ],
  variants: REPLAY_STORAGE_TYPES,
});

export const commandstorage = storageResource({
  name: 'commandstorage',
  url: 'terminal/command-storages',
  label: 'Command storage',
  types: [
    ['null', 'Null'],
    ['server', 'Server'],
    ['es', 'Elasticsearch'],
  ],
  variants: COMMAND_STORAGE_TYPES,
  // ReadableHiddenField: every Elasticsearch storage writes `_doc` documents.
  extraMeta: (type) => (type === 'es' ? { DOC_TYPE: '_doc' } : {}),
  actions: [{ method: 'GET', path: 'tree/', perm: 'terminal.view_commandstorage', handler: commandStorageTree }],
  reach: reachCluster,
});

export default [replaystorage, commandstorage];
