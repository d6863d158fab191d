// The cloud providers a cloud account may be of, and the credentials each asks
// for (xpack's per-provider attrs serializers, described by OPTIONS ?provider=).
import { f } from '../fields.mjs';
import { FieldError, MSG } from '../messages.mjs';

/** A JSON document that is an object (a key file's content). */
const jsonObject = (value) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new FieldError(MSG.dict(value));
  return value;
};

const text = (label, options = {}) => f.string(label, { required: true, ...options });
const secret = (label) => f.secret(label, { required: true });

/** One builder per credential field, so every provider asking for it shares its label. */
const ATTRS = {
  access_key_id: () => text('Access Key ID'),
  access_key_secret: () => secret('Access Key Secret'),
  client_id: () => text('Client ID'),
  client_secret: () => secret('Client Secret'),
  tenant_id: () => text('Tenant ID'),
  subscription_id: () => text('Subscription ID'),
  // The console sends the key file's JSON document (an object), as the official one does.
  service_account_key: () => f.json('Service account key', { required: true, validate: jsonObject, help: 'The JSON key file of the service account' }),
  base_url: () => text('API Endpoint'),
  public_key: () => text('Public key'),
  private_key: () => secret('Private key'),
  project: () => text('Project'),
  host: () => text('Host'),
  port: () => f.int('Port', { default: 443, minValue: 1, maxValue: 65535 }),
  username: () => text('Username'),
  password: () => secret('Password'),
  api_endpoint: () => text('API Endpoint'),
  sc_username: () => text('SC username'),
  sc_password: () => secret('SC password'),
  domain_name: () => text('Domain name'),
  oc_username: () => text('OC username'),
  oc_password: () => secret('OC password'),
  auth_url: () => text('Auth url'),
  user_domain_name: () => text('User domain name'),
  cert_file: () => f.text('Certificate', { required: true }),
  key_file: () => f.text('Secret key', { required: true }),
  ip_group: () =>
    f.list('IP group', f.string('IP', { maxLength: 128 }), { required: true, help: 'Addresses to scan: an IP, a range (192.168.1.1-192.168.1.20) or a network (192.168.1.0/24)' }),
  test_port: () => f.int('Test port', { default: 22, minValue: 1, maxValue: 65535 }),
  test_timeout: () => f.int('Test timeout', { default: 1, minValue: 1, maxValue: 60, help: 'Seconds to wait for the test port' }),
  hostname_prefix: () => f.string('Hostname prefix', { default: '', allowBlank: true }),
};

const ACCESS_KEY = ['access_key_id', 'access_key_secret'];
const AZURE = ['client_id', 'client_secret', 'tenant_id', 'subscription_id'];

/** [value, label, credential fields], public clouds first, as the official create menu lists them. */
/** @type {Array<[string, string, string[]]>} */
export const PROVIDERS = [
  ['aliyun', 'Alibaba Cloud', ACCESS_KEY],
  ['qcloud', 'Tencent Cloud', ACCESS_KEY],
  ['qcloud_lighthouse', 'Tencent Cloud (Lighthouse)', ACCESS_KEY],
  ['huaweicloud', 'Huawei Cloud', ACCESS_KEY],
  ['baiducloud', 'Baidu Cloud', ACCESS_KEY],
  ['jdcloud', 'JD Cloud', ACCESS_KEY],
  ['kingsoftcloud', 'KingSoft Cloud', ACCESS_KEY],
  ['aws_china', 'AWS (China)', ACCESS_KEY],
  ['aws_international', 'AWS (International)', ACCESS_KEY],
  ['azure', 'Azure (China)', AZURE],
  ['azure_international', 'Azure (International)', AZURE],
  ['gcp', 'Google Cloud Platform', ['service_account_key']],
  ['ucloud', 'UCloud', ['base_url', 'public_key', 'private_key', 'project']],
  ['vmware', 'VMware', ['host', 'port', 'username', 'password']],
  ['qingcloud_private', 'QingCloud Private Cloud', [...ACCESS_KEY, 'api_endpoint']],
  ['huaweicloud_private', 'Huawei Private Cloud', ['sc_username', 'sc_password', 'domain_name', 'oc_username', 'oc_password', 'api_endpoint']],
  ['ctyun_private', 'CTYun Private Cloud', [...ACCESS_KEY, 'api_endpoint', 'cert_file', 'key_file']],
  ['openstack', 'OpenStack', ['auth_url', 'user_domain_name', 'username', 'password']],
  ['nutanix', 'Nutanix', [...ACCESS_KEY, 'api_endpoint']],
  ['fc', 'Fusion Compute', ['api_endpoint', 'username', 'password']],
  ['lan', 'LAN', ['ip_group', 'test_port', 'test_timeout', 'hostname_prefix']],
];

/** The credential fields of a provider (none for an unknown one), fresh objects each time. */
export function providerAttrs(provider) {
  const entry = PROVIDERS.find(([value]) => value === provider);
  return Object.fromEntries((entry?.[2] ?? []).map((name) => [name, ATTRS[name]()]));
}

/** The names of a provider's secret credentials: never shown, kept when an update leaves them blank. */
export function secretAttrs(provider) {
  return Object.entries(providerAttrs(provider))
    .filter(([, field]) => field.secret)
    .map(([name]) => name);
}
