// Platforms, the node tree, domains and gateways, labels, assets of every kind
// and their accounts; with the large seed, 20,000 assets.
import { ASSET_TYPES } from '../assets/categories.mjs';
import { gatheredInfo } from '../assets/hardware.mjs';
import { DEFAULT_ORG_ID } from '../orgs/builtin.mjs';
import { uuid } from '../util/ids.mjs';
import { ENGINEERING_ORG_ID, FINANCE_ORG_ID } from './identity.mjs';
import { insertLinks, insertMany } from './insert.mjs';
import { createRandom } from './random.mjs';

const PLATFORM_NAMES = {
  linux: 'Linux',
  windows: 'Windows',
  unix: 'Unix',
  macos: 'macOS',
  other: 'Other',
  general: 'General',
  switch: 'Cisco',
  router: 'Huawei',
  firewall: 'Fortinet',
  mysql: 'MySQL',
  mariadb: 'MariaDB',
  postgresql: 'PostgreSQL',
  oracle: 'Oracle',
  sqlserver: 'SQLServer',
  db2: 'DB2',
  dameng: 'Dameng',
  clickhouse: 'ClickHouse',
  mongodb: 'MongoDB',
  redis: 'Redis',
  public: 'Public cloud',
  private: 'Private cloud',
  k8s: 'Kubernetes',
  website: 'Website',
  chatgpt: 'ChatGPT',
  custom: 'Custom',
};

/**
 * How many assets of each type per 100, and the node they live under.
 * @type {Array<[type: string, weight: number, node: string]>}
 */
const MIX = [
  ['linux', 40, 'App'],
  ['windows', 12, 'App'],
  ['unix', 3, 'App'],
  ['macos', 1, 'Development'],
  ['mysql', 6, 'DB'],
  ['postgresql', 5, 'DB'],
  ['redis', 3, 'DB'],
  ['mongodb', 2, 'DB'],
  ['oracle', 1, 'DB'],
  ['sqlserver', 1, 'DB'],
  ['clickhouse', 1, 'DB'],
  ['switch', 5, 'Network'],
  ['router', 3, 'Network'],
  ['firewall', 2, 'Network'],
  ['public', 3, 'Cloud'],
  ['private', 1, 'Cloud'],
  ['k8s', 2, 'Cloud'],
  ['website', 5, 'Web'],
  ['chatgpt', 2, 'Cloud'],
  ['custom', 2, 'Development'],
];

/** @type {Array<[name: string, children: string[]]>} */
const TREE = [
  ['Production', ['Web', 'App', 'DB', 'Network']],
  ['Staging', ['Web', 'App', 'DB']],
  ['Development', []],
  ['Cloud', []],
];

const ACCOUNTS_BY_CATEGORY = {
  host: [
    ['root', true, 'password'],
    ['deploy', false, 'ssh_key'],
  ],
  database: [
    ['dbadmin', true, 'password'],
    ['readonly', false, 'password'],
  ],
  device: [['admin', true, 'password']],
  cloud: [['cloud-admin', true, 'access_key']],
  web: [['webadmin', false, 'password']],
  gpt: [['openai', false, 'api_key']],
  custom: [['operator', false, 'password']],
};

const LABELS = [
  ['env', 'prod', '#ed5565'],
  ['env', 'staging', '#f8ac59'],
  ['env', 'dev', '#1c84c6'],
  ['team', 'platform', '#1ab394'],
  ['team', 'data', '#23c6c8'],
  ['team', 'payments', '#9b59b6'],
  ['tier', 'critical', '#e74c3c'],
  ['os', 'ubuntu', '#e67e22'],
  ['os', 'centos', '#34495e'],
  ['region', 'cn-north', '#2ecc71'],
];

export function seedPlatforms(db, { now }) {
  const base = (type) => ({
    category: type.category,
    type: type.value,
    charset: 'utf-8',
    domain_enabled: type.constraints.domain_enabled,
    su_enabled: type.constraints.su_enabled,
    su_method: type.constraints.su_enabled ? 'sudo' : null,
    protocols: type.constraints.protocols.map(({ name, port, setting }, index) => ({
      name,
      port,
      primary: index === 0,
      required: index === 0,
      default: index === 0,
      public: true,
      setting,
    })),
    automation: type.constraints.automation,
    custom_fields: [],
    internal: true,
    comment: '',
    created_by: 'System',
    date_created: now,
    date_updated: now,
  });
  const typed = (value) => base(ASSET_TYPES.find((type) => type.value === value));
  const rows = ASSET_TYPES.map((type) => ({ ...base(type), name: PLATFORM_NAMES[type.value] ?? type.label }));
  rows.push({ ...typed('linux'), name: 'Gateway', comment: 'Gateway platform, protocols only support SSH' });
  rows.push({ ...typed('linux'), name: 'Ubuntu-Custom', internal: false, comment: 'A custom Linux platform' });
  // The platform of applet hosts (the hosts that publish remote applications): RDP, and SSH to deploy them.
  const windows = typed('windows');
  const remoteAppProtocols = ['rdp', 'ssh'].map((name) => windows.protocols.find((protocol) => protocol.name === name));
  rows.push({
    ...windows,
    name: 'RemoteAppHost',
    protocols: remoteAppProtocols.map((protocol) => ({ ...protocol, primary: protocol.name === 'rdp', required: true, default: true })),
  });
  // PlatformProtocol rows are numbered across platforms.
  let protocolId = 0;
  for (const row of rows) row.protocols = row.protocols.map((protocol) => ({ id: (protocolId += 1), ...protocol }));
  insertMany(db, 'platforms', rows);
  return new Map(db.all('SELECT id, name, type, category FROM platforms').map((row) => [row.name, row]));
}

function seedNodes(db, orgId, orgName, now) {
  const rows = [{ id: uuid(), key: '1', value: orgName, full_value: `/${orgName}`, org_id: orgId }];
  const leaves = {};
  TREE.forEach(([name, children], index) => {
    const key = `1:${index + 1}`;
    const parent = { id: uuid(), key, value: name, full_value: `/${orgName}/${name}`, org_id: orgId };
    rows.push(parent);
    leaves[name] ??= parent;
    children.forEach((child, childIndex) => {
      const node = { id: uuid(), key: `${key}:${childIndex + 1}`, value: child, full_value: `${parent.full_value}/${child}`, org_id: orgId };
      rows.push(node);
      if (name === 'Production') leaves[child] = node;
      else leaves[`${name}/${child}`] = node;
    });
  });
  insertMany(
    db,
    'nodes',
    rows.map((row) => ({ ...row, date_created: now, date_updated: now, created_by: 'System' })),
  );
  return leaves;
}

function protocolsFor(type) {
  return ASSET_TYPES.find((item) => item.value === type)
    .constraints.protocols.filter((protocol) => protocol.default)
    .map(({ name, port }) => ({ name, port }));
}

function addressFor(type, category, index, random) {
  if (category === 'web') return `https://app-${index}.example.com`;
  if (type === 'chatgpt') return 'https://api.openai.com';
  if (category === 'cloud') return type === 'k8s' ? `https://k8s-${index}.example.com:6443` : `https://console-${index}.cloud.example.com`;
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255 || random.int(1, 254)}`;
}

/**
 * @param {import('../db/database.mjs').Db} db @param {{assetCount: number, random: any, now: string, platforms: Map<string, any>}} options
 */
export function seedInventory(db, { random, now, platforms, assetCount }) {
  /** @type {Array<[id: string, name: string, assetCount: number]>} */
  const orgs = [
    [DEFAULT_ORG_ID, 'DEFAULT', Math.round(assetCount * 0.8)],
    [ENGINEERING_ORG_ID, 'Engineering', Math.round(assetCount * 0.15)],
    [FINANCE_ORG_ID, 'Finance', assetCount - Math.round(assetCount * 0.8) - Math.round(assetCount * 0.15)],
  ];
  const platformByType = new Map([...platforms.values()].filter((p) => !['Gateway', 'Ubuntu-Custom', 'RemoteAppHost'].includes(p.name)).map((p) => [p.type, p]));
  const totalWeight = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  const inventory = { assets: [], nodes: {}, labels: {}, domains: {} };
  let serial = 0;

  for (const [orgId, orgName, count] of orgs) {
    const leaves = seedNodes(db, orgId, orgName, now);
    inventory.nodes[orgId] = leaves;

    const labelRows = LABELS.map(([name, value, color]) => ({
      id: uuid(),
      name,
      value,
      color,
      comment: '',
      org_id: orgId,
      created_by: 'Administrator',
      date_created: now,
      date_updated: now,
    }));
    insertMany(db, 'labels', labelRows);
    inventory.labels[orgId] = labelRows;

    const domainRows = ['Production DMZ', 'Office network', 'Partner VPC'].map((name) => ({
      id: uuid(),
      name,
      comment: `${name} reached through gateways`,
      org_id: orgId,
      created_by: 'Administrator',
      date_created: now,
      date_updated: now,
    }));
    insertMany(db, 'domains', domainRows);
    inventory.domains[orgId] = domainRows;

    const assets = [];
    const gateway = platforms.get('Gateway');
    domainRows.forEach((domain, index) => {
      for (let g = 1; g <= 2; g += 1) {
        assets.push(
          assetRow({
            name: `gw-${orgName.toLowerCase()}-${index + 1}-${g}`,
            address: `172.16.${index}.${g}`,
            platform: gateway,
            domainId: domain.id,
            orgId,
            isGateway: 1,
            now,
            random,
          }),
        );
      }
    });
    for (let index = 0; index < count; index += 1) {
      let pick = ((index * 7919) % totalWeight) + 1;
      const [type, , nodeName] = MIX.find(([, weight]) => (pick -= weight) <= 0);
      const platform = platformByType.get(type);
      serial += 1;
      const env = index % 5 === 0 ? 'staging' : 'prod';
      const node = env === 'staging' && leaves[`Staging/${nodeName}`] ? leaves[`Staging/${nodeName}`] : leaves[nodeName];
      const row = assetRow({
        name: `${type}-${env}-${String(serial).padStart(5, '0')}`,
        address: addressFor(type, platform.category, serial, random),
        platform,
        domainId: platform.category === 'host' && index % 9 === 0 ? domainRows[index % 3].id : null,
        orgId,
        isGateway: 0,
        now,
        random,
      });
      row.node = node.id;
      assets.push(row);
    }
    insertMany(
      db,
      'assets',
      assets.map(({ node, ...row }) => row),
    );
    insertLinks(
      db,
      'assets__nodes',
      assets.filter((asset) => asset.node).map((asset) => [asset.id, asset.node]),
    );
    const labelLinks = [];
    for (const [index, asset] of assets.entries()) {
      if (index % 3 === 0) labelLinks.push({ res_id: asset.id, label_id: labelRows[asset.name.includes('staging') ? 1 : 0].id, res_type: 'assets.asset' });
      if (index % 4 === 1) labelLinks.push({ res_id: asset.id, label_id: labelRows[3 + (index % 3)].id, res_type: 'assets.asset' });
    }
    insertMany(db, 'labeled_resources', labelLinks);
    inventory.assets.push(...assets);
  }
  seedAccounts(db, inventory.assets, { random, now });
  return inventory;
}

function assetRow({ name, address, platform, domainId, orgId, isGateway, now, random }) {
  const date = random.pastDate(365);
  return {
    id: uuid(),
    name,
    address,
    platform_id: platform.id,
    domain_id: domainId,
    protocols: protocolsFor(platform.type),
    is_active: random.chance(0.95),
    category: platform.category,
    type: platform.type,
    connectivity: random.pick(['ok', 'ok', 'ok', 'err', '-']),
    date_verified: random.pastDate(10),
    comment: '',
    // Two draws, as the demo always took here: the rest of the demo stays as it was.
    gathered_info: platform.category === 'host' ? gatheredInfo(platform.type, createRandom(random.int(1, 2 ** 30) + random.int(1, 2 ** 30)).int) : {},
    is_gateway: isGateway,
    org_id: orgId,
    created_by: 'Administrator',
    date_created: date,
    date_updated: now,
  };
}

function seedAccounts(db, assets, { random, now }) {
  const rows = [];
  for (const asset of assets) {
    const accounts = ACCOUNTS_BY_CATEGORY[asset.category] ?? [];
    for (const [username, privileged, secretType] of accounts) {
      rows.push({
        id: uuid(),
        name: username,
        username,
        secret_type: secretType,
        secret: secretType === 'ssh_key' ? '-----BEGIN OPENSSH PRIVATE KEY-----\ndemo\n-----END OPENSSH PRIVATE KEY-----' : `Demo-${username}-Secret!`,
        privileged,
        is_active: true,
        asset_id: asset.id,
        source: 'local',
        secret_reset: true,
        params: {},
        version: 1,
        connectivity: asset.connectivity,
        date_verified: asset.date_verified,
        date_last_login: random.chance(0.4) ? random.pastDate(30) : null,
        comment: '',
        org_id: asset.org_id,
        created_by: 'Administrator',
        date_created: asset.date_created,
        date_updated: now,
      });
    }
  }
  insertMany(db, 'accounts', rows);
}
