// Cloud sync (extended edition): cloud accounts, sync-instance tasks and their
// strategies. Routed only when XPACK is enabled.
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';

export const PROVIDERS = [
  ['aliyun', 'Alibaba Cloud'],
  ['qcloud', 'Tencent Cloud'],
  ['huaweicloud', 'Huawei Cloud'],
  ['baiducloud', 'Baidu Cloud'],
  ['aws_china', 'AWS (China)'],
  ['aws_international', 'AWS (International)'],
  ['azure', 'Azure (China)'],
  ['azure_international', 'Azure (International)'],
  ['gcp', 'Google Cloud Platform'],
  ['vmware', 'VMware'],
  ['openstack', 'OpenStack'],
  ['nutanix', 'Nutanix'],
  ['lan', 'LAN'],
];

const xpack = { xpack: true };

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
    attrs: f.json('Attrs', { default: {}, writeOnly: true }),
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
