// Fixed lists v3.8.2 answers any signed-in user: the automation methods that take parameters (and their
// parameters), the ways to connect, the notification backends, the variables a job may use; in the extended
// edition, the regions of a cloud account and the interface themes.
import { badRequest } from '../http/errors.mjs';
import { fieldInfo, plainMetadata } from '../registry/metadata.mjs';
import { f } from '../registry/fields.mjs';
import { THEMES } from '../settings/public.mjs';
import { settingValue } from '../settings/lookup.mjs';

const HOST_PARAMS = () => ({
  sudo: f.string('Sudo', { default: '/bin/whoami', help: 'Use commas to separate multiple commands, such as: /bin/whoami,/sbin/ifconfig' }),
  shell: f.string('Shell', { default: '/bin/bash' }),
  home: f.string('Home', { default: '', allowBlank: true, help: 'Default home directory /home/{account username}' }),
  groups: f.string('Groups', { default: '', allowBlank: true, help: 'Please enter the group. Multiple groups are separated by commas (please enter the existing group)' }),
});
const WINDOWS_PARAMS = () => ({
  groups: f.string('Groups', { default: 'Users,Remote Desktop Users', help: 'Please enter the group. Multiple groups are separated by commas (please enter the existing group)' }),
});

/** The automation methods (the manifests of assets/ and accounts/automations) whose parameters a platform may set. */
const AUTOMATION_METHODS = {
  change_secret_by_ssh: [
    'Custom password change by SSH command line',
    {
      commands: f.list('Custom commands', f.string(''), {
        default: [''],
        help: 'To include the account, password or login password in a custom command, write {username}, {password} or {login_password}; they are replaced when the task runs.',
      }),
    },
  ],
  change_secret_aix: ['Using Ansible module user to change account secret (DES)', HOST_PARAMS()],
  change_secret_posix: ['Using Ansible module user to change account secret (SHA512)', HOST_PARAMS()],
  change_secret_local_windows: ['Using Ansible module win_user to change Windows account secret', WINDOWS_PARAMS()],
  push_account_aix: ['Using Ansible module user to push account (DES)', HOST_PARAMS()],
  push_account_posix: ['Using Ansible module user to push account (sha512)', HOST_PARAMS()],
  push_account_local_windows: ['Using Ansible module win_user to push account', WINDOWS_PARAMS()],
};
for (const [, params] of Object.values(AUTOMATION_METHODS)) for (const [name, field] of Object.entries(params)) field.name = name;

/** GET: each method's parameters at their defaults; OPTIONS describes them (the platform form's parameter dialogs read it). */
const automationDefaults = () =>
  Object.fromEntries(Object.entries(AUTOMATION_METHODS).map(([id, [, params]]) => [id, Object.fromEntries(Object.entries(params).map(([name, field]) => [name, field.default]))]));
function describeAutomationMethods(ctx) {
  const fields = Object.fromEntries(
    Object.entries(AUTOMATION_METHODS).map(([id, [label, params]]) => [
      id,
      {
        type: 'nested object',
        required: true,
        read_only: false,
        label: ctx.t(label),
        children: Object.fromEntries(Object.entries(params).map(([name, field]) => [name, fieldInfo(field, ctx)])),
      },
    ]),
  );
  return { ...plainMetadata('Platform Automation Methods'), actions: { GET: fields } };
}

/** ConnectMethodUtil's methods, one of each (?flat=1): the web ones, the native clients, and the active applets. */
const WEB_METHODS = [
  ['web_cli', 'Web CLI', 'koko'],
  ['web_gui', 'Web GUI', 'lion'],
  ['web_sftp', 'Web SFTP', 'koko'],
];
const NATIVE_METHODS = [
  ['ssh_client', 'SSH Client', 'koko', 'ssh'],
  ['ssh_guide', 'SSH Guide', 'koko', 'ssh'],
  ['sftp_client', 'SFTP Client', 'koko', 'sftp'],
  ['db_client', 'DB Client', 'magnus', 'mysql'],
  ['db_guide', 'DB Guide', 'magnus', 'mysql'],
  ['mstsc', 'Remote Desktop', 'razor', 'rdp'],
];
function connectMethods(ctx) {
  const licensed = ctx.services.config.licenseValid;
  const applets = ctx.services.db.all('SELECT name, display_name FROM applets WHERE is_active = 1 ORDER BY name');
  const hasHosts = Boolean(ctx.services.db.get('SELECT 1 AS hit FROM assets WHERE is_applet_host = 1 LIMIT 1'));
  return [
    ...WEB_METHODS.map(([value, label, component]) => ({ component, type: 'web', endpoint_protocol: 'http', value, label })),
    ...NATIVE_METHODS.filter(([value]) => licensed || value !== 'mstsc').map(([value, label, component, protocol]) => ({
      value,
      label: ctx.t(label),
      type: 'native',
      component,
      endpoint_protocol: protocol,
    })),
    ...applets.map((applet) => ({
      value: applet.name,
      label: applet.display_name,
      type: 'applet',
      icon: '/static/img/logo.svg',
      disabled: !hasHosts,
      component: 'tinker',
      endpoint_protocol: 'rdp',
    })),
  ];
}

/** BACKEND: e-mail and site messages always; WeCom, DingTalk and FeiShu once their authentication is on. */
function notificationBackends(ctx) {
  const enabled = { email: true, wecom: 'AUTH_WECOM', dingtalk: 'AUTH_DINGTALK', site_msg: true, feishu: 'AUTH_FEISHU' };
  const labels = { email: 'Email', wecom: 'WeCom', dingtalk: 'DingTalk', site_msg: 'Site message', feishu: 'FeiShu' };
  return Object.entries(enabled)
    .filter(([, setting]) => setting === true || settingValue(ctx.services, setting))
    .map(([name]) => ({ name, name_display: ctx.t(labels[name]) }));
}

/** JMS_JOB_VARIABLE_HELP: the variables a job's command or playbook may use. */
const JOB_VARIABLES = {
  jms_username: 'The current user`s username of JumpServer',
  'jms_asset.id': 'The id of the asset in the JumpServer',
  'jms_asset.type': 'The type of the asset in the JumpServer',
  'jms_asset.category': 'The category of the asset in the JumpServer',
  'jms_asset.name': 'The name of the asset in the JumpServer',
  'jms_asset.address': 'Address used to connect this asset in JumpServer',
  'jms_asset.port': 'Port used to connect this asset in JumpServer',
  jms_job_id: 'ID of the job',
  jms_job_name: 'Name of the job',
};

/** Regions of each public cloud this backend knows; private clouds and host lists have none (the cloud sync task form picks from them). */
const REGIONS = {
  aliyun: [
    ['cn-hangzhou', 'China (Hangzhou)'],
    ['cn-shanghai', 'China (Shanghai)'],
    ['cn-beijing', 'China (Beijing)'],
    ['cn-shenzhen', 'China (Shenzhen)'],
    ['ap-southeast-1', 'Singapore'],
  ],
  qcloud: [
    ['ap-guangzhou', 'South China (Guangzhou)'],
    ['ap-shanghai', 'East China (Shanghai)'],
    ['ap-beijing', 'North China (Beijing)'],
  ],
  qcloud_lighthouse: [
    ['ap-guangzhou', 'South China (Guangzhou)'],
    ['ap-shanghai', 'East China (Shanghai)'],
    ['ap-beijing', 'North China (Beijing)'],
  ],
  huaweicloud: [
    ['cn-north-4', 'CN North-Beijing4'],
    ['cn-east-3', 'CN East-Shanghai1'],
    ['cn-south-1', 'CN South-Guangzhou'],
  ],
  baiducloud: [
    ['bj', 'North China (Beijing)'],
    ['gz', 'South China (Guangzhou)'],
    ['su', 'East China (Suzhou)'],
  ],
  jdcloud: [
    ['cn-north-1', 'North China (Beijing)'],
    ['cn-east-2', 'East China (Shanghai)'],
    ['cn-south-1', 'South China (Guangzhou)'],
  ],
  kingsoftcloud: [
    ['cn-beijing-6', 'North China 1 (Beijing)'],
    ['cn-shanghai-2', 'East China 1 (Shanghai)'],
    ['cn-guangzhou-1', 'South China 1 (Guangzhou)'],
  ],
  aws_china: [
    ['cn-north-1', 'China (Beijing)'],
    ['cn-northwest-1', 'China (Ningxia)'],
  ],
  aws_international: [
    ['us-east-1', 'US East (N. Virginia)'],
    ['us-west-2', 'US West (Oregon)'],
    ['eu-central-1', 'Europe (Frankfurt)'],
    ['ap-northeast-1', 'Asia Pacific (Tokyo)'],
  ],
  azure: [
    ['chinaeast2', 'China East 2'],
    ['chinanorth2', 'China North 2'],
  ],
  azure_international: [
    ['eastus', 'East US'],
    ['westeurope', 'West Europe'],
    ['southeastasia', 'Southeast Asia'],
  ],
  gcp: [
    ['us-central1', 'Iowa'],
    ['europe-west1', 'Belgium'],
    ['asia-east1', 'Taiwan'],
  ],
  ucloud: [
    ['cn-bj2', 'Beijing 2'],
    ['cn-sh2', 'Shanghai 2'],
    ['hk', 'Hong Kong'],
  ],
};

const NO_CONNECTION = 'The account cannot connect to its cloud: check its credentials and test its connection';

/**
 * The regions of ?account_id= as the official form reads them (`{regions: [{id, name}]}`, xpack is closed source):
 * none without an account or for a provider without regions (a private cloud, a host list). An account whose
 * connection test failed cannot ask its cloud: 400 `{"error"}`, which the form shows.
 */
function cloudRegions(ctx) {
  const id = ctx.query.get('account_id');
  const account = id ? ctx.services.db.get('SELECT provider, validity FROM cloud_accounts WHERE id = ?', id) : null;
  if (account?.validity === 0) throw badRequest(ctx.t(NO_CONNECTION));
  return { regions: (REGIONS[account?.provider] ?? []).map(([value, name]) => ({ id: value, name })) };
}

/** The default theme's colors (classic green), which theme_info leaves to the console. */
const DEFAULT_COLORS = { primary: '#1ab394', info: '#23c6c8', success: '#1c84c6', warning: '#f8ac59', danger: '#ed5565' };

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router @param {{xpack: boolean}} config */
export function registerCatalogueRoutes(router, config) {
  router.add('GET', '/api/v1/assets/platform-automation-methods/', automationDefaults, { name: 'Platform Automation Methods' });
  router.add('OPTIONS', '/api/v1/assets/platform-automation-methods/', describeAutomationMethods, { name: 'Platform Automation Methods' });
  router.add('GET', '/api/v1/terminal/components/connect-methods/', connectMethods, { name: 'Connect Method List' });
  router.add('GET', '/api/v1/notifications/backends/', notificationBackends, { name: 'Backend List' });
  router.add('GET', '/api/v1/ops/variables/help/', (ctx) => Object.fromEntries(Object.entries(JOB_VARIABLES).map(([name, help]) => [name, ctx.t(help)])), {
    name: 'Job Run Variable Help',
  });
  if (!config.xpack) return;
  router.add('GET', '/api/v1/xpack/cloud/regions/', cloudRegions, { perm: 'xpack.view_account', name: 'Region' });
  // The official interface page previews the themes' colors (lina-only shape: [{name, colors}]).
  router.add('GET', '/api/v1/xpack/interface/setting/themes/', () => Object.entries(THEMES).map(([name, theme]) => ({ name, colors: theme.colors ?? DEFAULT_COLORS })), {
    perm: 'settings.change_interface',
    name: 'Theme',
  });
}
