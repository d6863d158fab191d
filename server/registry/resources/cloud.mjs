// Cloud sync (extended edition): cloud accounts, sync-instance tasks and their
// strategies. Routed only when XPACK is enabled.
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';

export const PROVIDERS = [
  ['aliyun', 'Alibaba Cloud'],
  ['qcloud', 'Tencent Cloud'],
  ['qcloud_lighthouse', 'Tencent Cloud (lightweight application server)'],
  ['huaweicloud', 'Huawei Cloud'],
  ['baiducloud', 'Baidu Cloud'],
  ['jdcloud', 'JD Cloud'],
  ['kingsoftcloud', 'KingSoft Cloud'],
  ['aws_china', 'AWS (China)'],
  ['aws_international', 'AWS (International)'],
  ['azure', 'Azure (China)'],
  ['azure_international', 'Azure (International)'],
  ['gcp', 'Google Cloud Platform'],
  ['ucloud', 'UCloud Platform'],
  ['vmware', 'VMware'],
  ['qingcloud_private', 'Qingyun Private Cloud'],
  ['huaweicloud_private', 'Huawei Private Cloud'],
  ['ctyun_private', 'CTYun Private'],
  ['openstack', 'OpenStack'],
  ['nutanix', 'Nutanix'],
  ['fc', 'Fusion Compute'],
  ['lan', 'LAN'],
];

const xpack = { xpack: true };

// The credentials each provider's API takes (xpack's serializers are closed source: the fields are the official
// console's, per provider). Secrets are write-only, sent encrypted, and kept when an update leaves them out.
const text = (label, options = {}) => f.string(label, { required: true, maxLength: 1024, ...options });
const secret = (label) => f.secret(label, { required: true, maxLength: 4096 });
const json = (label) => f.json(label, { required: true });
const keys = () => ({ access_key_id: text('Access key id'), access_key_secret: secret('Access key secret') });
const endpoint = () => ({ api_endpoint: text('API Endpoint') });
const azure = () => ({ client_id: text('Client ID'), client_secret: secret('Client Secret'), tenant_id: text('Tenant ID'), subscription_id: text('Subscription ID') });
const login = () => ({ username: text('Username'), password: secret('Password') });

export const PROVIDER_ATTRS = {
  aliyun: keys(),
  qcloud: keys(),
  qcloud_lighthouse: keys(),
  huaweicloud: keys(),
  baiducloud: keys(),
  jdcloud: keys(),
  kingsoftcloud: keys(),
  aws_china: keys(),
  aws_international: keys(),
  azure: azure(),
  azure_international: azure(),
  gcp: { service_account_key: json('Service account key') },
  ucloud: { base_url: text('API Endpoint'), public_key: text('Public key'), private_key: secret('Private key'), project: text('Project') },
  vmware: { host: text('Host'), port: f.int('Port', { default: 443, minValue: 1, maxValue: 65535 }), ...login() },
  nutanix: { ...keys(), ...endpoint() },
  qingcloud_private: { ...keys(), ...endpoint() },
  huaweicloud_private: {
    sc_username: text('Service Center username'),
    sc_password: secret('Service Center password'),
    domain_name: text('Domain name'),
    oc_username: text('Operation Center username'),
    oc_password: secret('Operation Center password'),
    ...endpoint(),
  },
  ctyun_private: { ...keys(), ...endpoint(), cert_file: json('Certificate'), key_file: json('Secret key') },
  openstack: { auth_url: text('Auth url'), user_domain_name: text('User domain'), ...login() },
  fc: { ...endpoint(), ...login() },
  lan: {
    ip_group: f.list('IP network segment group', f.string('IP', { maxLength: 1024 }), { required: true, default: undefined, help: 'Format for comma-delimited string, with * indicating a match all. Such as: 192.168.10.1, 192.168.1.0/24, 10.1.1.1-10.1.1.20, 2001:db8:2de::e13, 2001:db8:1a:1110::/64 (Domain name support)' }),
    test_port: f.int('Test port', { default: 22, minValue: 1, maxValue: 65535 }),
    test_timeout: f.int('Test timeout', { default: 1, minValue: 1, maxValue: 60 }),
    hostname_prefix: f.string('Hostname prefix', { allowBlank: true, default: '', maxLength: 128 }),
  },
};

export const cloudaccount = defineResource({
  ...xpack,
  name: 'cloudaccount',
  app: 'xpack',
  model: 'account',
  url: 'xpack/cloud/accounts',
  label: 'Cloud account',
  table: 'cloud_accounts',
  org: true,
  search: ['name', 'provider'],
  fields: {
    name: f.string('Name', { required: true, unique: 'org', filter: true, order: true }),
    provider: f.choice('Provider', PROVIDERS, { required: true, filter: true, order: true }),
    attrs: f.typed('Attrs', 'provider', PROVIDER_ATTRS),
    validity: f.bool('Validity', { readOnly: true, default: true, filter: true }),
    task: f.sql('Sync instance task amount', 'integer', 'SELECT COUNT(*) FROM cloud_sync_tasks s WHERE s.account_id = t.id'),
    comment: f.comment(),
    ...stamps(),
  },
});

export const strategy = defineResource({
  ...xpack,
  name: 'strategy',
  app: 'xpack',
  url: 'xpack/cloud/strategies',
  label: 'Strategy',
  table: 'cloud_strategies',
  org: true,
  search: ['name'],
  ordering: ['priority', 'name'],
  fields: {
    name: f.string('Name', { required: true, unique: 'org', filter: true, order: true }),
    priority: f.int('Priority', { default: 50, minValue: 1, maxValue: 100, order: true }),
    strategy_rules: f.json('Rule', { default: [] }),
    strategy_actions: f.json('Action', { default: [] }),
    comment: f.comment(),
    ...stamps(),
  },
});

export const syncinstancetask = defineResource({
  ...xpack,
  name: 'syncinstancetask',
  app: 'xpack',
  url: 'xpack/cloud/sync-instance-tasks',
  label: 'Sync instance task',
  table: 'cloud_sync_tasks',
  org: true,
  search: ['name'],
  fields: {
    name: f.string('Name', { required: true, unique: 'org', filter: true, order: true }),
    account: f.fk('Account', 'cloudaccount', { required: true, filter: true, display: ['id', 'name', 'provider'], onDelete: 'cascade' }),
    regions: f.list('Regions', f.string('Region'), { default: [] }),
    hostname_strategy: f.choice('Hostname strategy', [['instance_name', 'Instance name'], ['instance_name_partial_ip', 'Instance name and Partial IP']], { default: 'instance_name' }),
    ip_network_segment_group: f.list('IP network segment group', f.string('Segment'), { default: ['*'] }),
    sync_ip_type: f.choice('Sync IP type', [[0, 'Private IP'], [1, 'Public IP']], { default: 0 }),
    is_always_update: f.bool('Always update', { default: false }),
    strategy: f.m2m('Strategy', 'strategy'),
    is_periodic: f.bool('Periodic run', { default: false }),
    interval: f.int('Interval', { default: 24, minValue: 1 }),
    crontab: f.string('Crontab', { allowBlank: true, default: '' }),
    date_last_sync: f.datetime('Date last sync', { readOnly: true }),
    comment: f.comment(),
    ...stamps(),
  },
});

export default [cloudaccount, strategy, syncinstancetask];
