// The extended edition's license (api-contract 4.8): only routed when XPACK is on,
// so the community edition answers 404 as its missing URL tree would.
import { badRequest } from '../http/errors.mjs';
import { licenseFor } from '../config.mjs';

function detail(ctx) {
  const { config, db } = ctx.services;
  const info = config.license.info;
  const current = db.get('SELECT COUNT(*) AS n FROM assets').n;
  return {
    serial_no: info.serial_no ?? '',
    corporation: info.corporation,
    date_expired: info.date_expired ?? '',
    asset_count: info.asset_count ?? 0,
    current_asset_count: current,
    edition: info.edition ?? '',
    remark: info.remark ?? '',
    is_valid: config.licenseValid,
  };
}

/**
 * A dev license file is JSON: {"corporation", "date_expired": "YYYY-MM-DD", "asset_count", "edition", "serial_no"?}.
 * An expiry in the past imports as an expired license.
 */
async function importLicense(ctx) {
  const body = await ctx.body({ files: true });
  const file = body?.kind === 'multipart' ? body.value.file : null;
  if (!file?.data?.length) throw badRequest('License file is required');
  let license;
  try {
    license = JSON.parse(file.data.toString('utf8'));
  } catch {
    throw badRequest('License file is invalid');
  }
  const expiry = Date.parse(String(license?.date_expired));
  if (!license?.corporation || Number.isNaN(expiry)) throw badRequest('License file is invalid');
  const { config } = ctx.services;
  const state = expiry < Date.now() ? 'expired' : expiry - Date.now() < 7 * 86400000 ? 'expiring' : 'valid';
  const imported = licenseFor(state, true);
  imported.info = { ...imported.info, ...license, is_valid: state !== 'expired' };
  // Until the next start: the --license switch decides what a fresh process runs with.
  config.license = imported;
  return { msg: 'License import successfully' };
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerLicenseRoutes(router) {
  router.add('GET', '/api/v1/xpack/license/detail', detail, { perm: 'settings.change_license', name: 'License' });
  router.add('POST', '/api/v1/xpack/license/import', importLicense, { perm: 'settings.change_license', name: 'License' });
}
