// Asset categories, types, their protocols and constraints (api-contract 4.5),
// as the v3.10 server describes them. Platforms are seeded from these.
import { automationMethods } from './automation-methods.mjs';

export const PROTOCOLS = {
  ssh: { port: 22, secret_types: ['password', 'ssh_key'], setting: { sftp_enabled: true, sftp_home: '/tmp' } },
  sftp: { port: 22, secret_types: ['password', 'ssh_key'], setting: { sftp_home: '/tmp' } },
  rdp: { port: 3389, secret_types: ['password'], setting: { console: false, security: 'any', ad_domain: '' } },
  vnc: { port: 5900, secret_types: ['password'], setting: {} },
  telnet: { port: 23, secret_types: ['password'], setting: { username_prompt: 'username:|login:', password_prompt: 'password:', success_prompt: 'success|成功|#|>|\\$' } },
  winrm: { port: 5985, secret_types: ['password'], setting: { use_ssl: false } },
  mysql: { port: 3306, secret_types: ['password'], setting: {} },
  mariadb: { port: 3306, secret_types: ['password'], setting: {} },
  postgresql: { port: 5432, secret_types: ['password'], setting: {} },
  oracle: { port: 1521, secret_types: ['password'], setting: { sysdba: false } },
  sqlserver: { port: 1433, secret_types: ['password'], setting: { version: '>=2014' } },
  db2: { port: 50000, secret_types: ['password'], setting: {} },
  dameng: { port: 5236, secret_types: ['password'], setting: {} },
  clickhouse: { port: 9000, secret_types: ['password'], setting: {} },
  mongodb: { port: 27017, secret_types: ['password'], setting: { auth_source: 'admin' } },
  redis: { port: 6379, secret_types: ['password'], setting: { auth_username: false } },
  k8s: { port: 443, port_from_addr: true, secret_types: ['token'], setting: {} },
  http: {
    port: 80,
    port_from_addr: true,
    secret_types: ['password'],
    setting: { autofill: 'basic', username_selector: 'name=username', password_selector: 'name=password', submit_selector: 'type=submit' },
  },
  chatgpt: { port: 443, port_from_addr: true, secret_types: ['api_key'], setting: { api_mode: 'gpt-3.5-turbo' } },
};

const protocol = (name, extra = {}) => ({ name, ...PROTOCOLS[name], ...extra });

const AUTOMATION_OFF = {
  ansible_enabled: false,
  ping_enabled: false,
  gather_facts_enabled: false,
  push_account_enabled: false,
  change_secret_enabled: false,
  verify_account_enabled: false,
  gather_accounts_enabled: false,
};
const AUTOMATION_ON = {
  ansible_enabled: true,
  ansible_config: { ansible_connection: 'smart' },
  ping_enabled: true,
  gather_facts_enabled: true,
  push_account_enabled: true,
  change_secret_enabled: true,
  verify_account_enabled: true,
  gather_accounts_enabled: true,
};

/**
 * type value → [label, protocols, constraint overrides] per category.
 * @type {Record<string, Array<[value: string, label: string, protocols: string[], overrides?: object]>>}
 */
const TYPES = {
  host: [
    ['linux', 'Linux', ['ssh', 'sftp', 'telnet', 'vnc', 'rdp'], { su_enabled: true }],
    [
      'windows',
      'Windows',
      ['rdp', 'ssh', 'sftp', 'vnc', 'winrm'],
      { su_enabled: false, automation: { ...AUTOMATION_ON, ansible_config: { ansible_connection: 'ssh', ansible_shell_type: 'cmd' } } },
    ],
    ['unix', 'Unix', ['ssh', 'sftp', 'telnet'], { su_enabled: true }],
    ['macos', 'macOS', ['ssh', 'sftp', 'vnc'], { su_enabled: true }],
    ['other', 'Other', ['ssh', 'sftp', 'telnet', 'rdp', 'vnc'], { su_enabled: false, automation: AUTOMATION_OFF }],
  ],
  device: [
    ['general', 'General', ['ssh', 'telnet', 'sftp'], { su_enabled: true }],
    ['switch', 'Switch', ['ssh', 'telnet'], { su_enabled: true }],
    ['router', 'Router', ['ssh', 'telnet'], { su_enabled: true }],
    ['firewall', 'Firewall', ['ssh', 'telnet', 'http'], { su_enabled: true }],
  ],
  database: [
    ['mysql', 'MySQL', ['mysql'], {}],
    ['mariadb', 'MariaDB', ['mariadb'], {}],
    ['postgresql', 'PostgreSQL', ['postgresql'], {}],
    ['oracle', 'Oracle', ['oracle'], {}],
    ['sqlserver', 'SQLServer', ['sqlserver'], {}],
    ['db2', 'DB2', ['db2'], { automation: AUTOMATION_OFF }],
    ['dameng', 'Dameng', ['dameng'], { automation: AUTOMATION_OFF }],
    ['clickhouse', 'ClickHouse', ['clickhouse'], {}],
    ['mongodb', 'MongoDB', ['mongodb'], {}],
    ['redis', 'Redis', ['redis'], {}],
  ],
  cloud: [
    ['public', 'Public cloud', ['http'], { automation: AUTOMATION_OFF }],
    ['private', 'Private cloud', ['http'], { automation: AUTOMATION_OFF }],
    ['k8s', 'Kubernetes', ['k8s'], { automation: AUTOMATION_OFF }],
  ],
  web: [['website', 'Website', ['http'], { automation: AUTOMATION_OFF }]],
  gpt: [['chatgpt', 'ChatGPT', ['chatgpt'], { automation: AUTOMATION_OFF }]],
  custom: [['custom', 'Custom type', ['ssh', 'rdp', 'vnc', 'telnet', 'http'], { automation: AUTOMATION_OFF }]],
};

export const CATEGORIES = [
  ['host', 'Host'],
  ['device', 'Device'],
  ['database', 'Database'],
  ['cloud', 'Cloud service'],
  ['web', 'Web'],
  ['gpt', 'GPT'],
  ['custom', 'Custom type'],
];

function constraints(category, protocols, overrides) {
  const shellLike = category === 'host' || category === 'device';
  const base = {
    charset_enabled: shellLike,
    charset: 'utf-8',
    domain_enabled: category !== 'web' && category !== 'gpt',
    su_enabled: false,
    su_methods: shellLike ? ['sudo', 'su', 'only_sudo', 'only_su'] : [],
    protocols: protocols.map((name, index) => protocol(name, index === 0 ? { default: true, primary: true } : {})),
    automation:
      category === 'database' ? { ...AUTOMATION_ON, ansible_config: { ansible_connection: 'local' }, gather_facts_enabled: false } : shellLike ? AUTOMATION_ON : AUTOMATION_OFF,
  };
  return { ...base, ...overrides };
}

/** @type {Array<{value: string, label: string, category: string, constraints: any}>} */
export const ASSET_TYPES = Object.entries(TYPES).flatMap(([category, types]) =>
  types.map(([value, label, protocols, overrides]) => ({ value, label, category, constraints: constraints(category, protocols, overrides) })),
);

/** @type {Array<[value: string, label: string]>} */
export const TYPE_CHOICES = ASSET_TYPES.map((type) => [type.value, type.label]);

/** A type's constraints as the server answers them: with the methods of each automation it allows, named in the request language. */
export function constraintsFor(type, t) {
  const { automation } = type.constraints;
  return { ...type.constraints, automation: { ...automation, ...automationMethods(type.category, type.value, automation, t) } };
}

/** A type as GET /api/v1/assets/categories/types/ answers it, in the request language. */
export const typeFor = (type, t) => ({ ...type, label: t(type.label), constraints: constraintsFor(type, t) });

/** GET /api/v1/assets/categories/ with labels in the request language. */
export function categoriesFor(t) {
  return CATEGORIES.map(([value, label]) => ({
    value,
    label: t(label),
    types: ASSET_TYPES.filter((type) => type.category === value).map((type) => typeFor(type, t)),
  }));
}
