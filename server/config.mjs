// Backend options → the configuration every module reads: the edition and
// license switches decide XPACK_* settings, licensed routes and org handling.
import { isIpItem } from './util/ip.mjs';

const EDITIONS = ['extended', 'community'];
const LICENSES = ['valid', 'expired', 'expiring', 'none'];
/** The JumpServer versions whose answers the backend reproduces where they differ (docs/jumpserver-versions.md). */
export const JUMPSERVER_VERSIONS = ['3.8', '3.10'];

const day = (offset) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10);

/** The license a state stands for; community and 'none' carry only the copyright line. */
export function licenseFor(state, xpack) {
  const corporation = `FIT2CLOUD 飞致云 © 2014-${new Date().getFullYear()}`;
  if (!xpack || state === 'none') return { state: 'none', valid: false, info: { corporation } };
  const expires = { valid: day(365), expiring: day(3), expired: day(-10) }[state];
  return {
    state,
    valid: state !== 'expired',
    info: {
      corporation: 'Demo Corporation Ltd.',
      date_expired: expires,
      asset_count: 5000,
      edition: 'Enterprise',
      serial_no: 'JMS-DEV-0000-0000',
      remark: 'Development license issued by the JumpServer-compatible dev backend',
      is_valid: state !== 'expired',
    },
  };
}

function trustedProxies(items) {
  const wrong = items.find((item) => !isIpItem(item) || item === '*');
  if (wrong !== undefined) throw new Error(`a trusted proxy is an address, a network (CIDR) or a range of IPv4 addresses; got "${wrong}"`);
  return [...items];
}

/**
 * @param {{dataDir?: string, seedSize?: 'demo'|'large', edition?: 'extended'|'community', license?: 'valid'|'expired'|'expiring'|'none', demoPassword?: string, debugSql?: boolean, allowedOrigins?: string[], trustedProxies?: string[], jumpserver?: '3.8'|'3.10'}} options
 *   allowedOrigins: pages of other origins whose websockets are accepted (`--allow-origin`)
 *   trustedProxies: addresses or networks whose X-Forwarded-For is believed (`--trusted-proxy`)
 */
export function resolveConfig(options = {}) {
  const edition = options.edition ?? 'extended';
  const licenseState = options.license ?? 'valid';
  if (!EDITIONS.includes(edition)) throw new Error(`edition must be one of ${EDITIONS.join(', ')}`);
  if (!LICENSES.includes(licenseState)) throw new Error(`license must be one of ${LICENSES.join(', ')}`);
  if (!['demo', 'large'].includes(options.seedSize ?? 'demo')) throw new Error('seedSize must be demo or large');
  const jumpserver = options.jumpserver ?? '3.8';
  if (!JUMPSERVER_VERSIONS.includes(jumpserver)) throw new Error(`jumpserver must be one of ${JUMPSERVER_VERSIONS.join(', ')}`);
  const xpack = edition === 'extended';
  const config = {
    dataDir: options.dataDir ?? './data',
    seedSize: options.seedSize ?? 'demo',
    edition,
    jumpserver,
    xpack,
    demoPassword: options.demoPassword ?? 'jumpserver',
    debugSql: Boolean(options.debugSql),
    allowedOrigins: [...(options.allowedOrigins ?? [])],
    trustedProxies: trustedProxies(options.trustedProxies ?? []),
    license: licenseFor(licenseState, xpack),
    get licenseValid() {
      return this.license.valid;
    },
  };
  return config;
}
