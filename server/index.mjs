// The JumpServer-compatible development backend. It follows the REST contract
// of a real JumpServer (shared/api-contract.md) closely enough that a console
// working against it works against the real server; it is not a production server.
import { EventEmitter } from 'node:events';
import { registerAssetMetaRoutes } from './api/assets-meta.mjs';
import { registerAutomationTargetRoutes } from './api/automation-targets.mjs';
import { registerCatalogueRoutes } from './api/catalogues.mjs';
import { registerDashboardRoutes } from './api/dashboard.mjs';
import { registerLicenseRoutes } from './api/license.mjs';
import { registerPreferenceRoutes } from './api/preferences.mjs';
import { registerProfileRoutes } from './api/profile.mjs';
import { createResourceCache, registerResourceCacheRoutes } from './api/resource-cache.mjs';
import { registerInterfaceRoutes, registerSettingsRoutes } from './api/settings.mjs';
import { registerSettingsTestRoutes } from './api/settings-tests.mjs';
import { registerStaticRoutes } from './api/static-pages.mjs';
import { recordOperations } from './audits/records.mjs';
import { registerConfirmRoutes } from './auth/confirm.mjs';
import { logVerifyCode, registerMfaCodeRoutes } from './auth/mfa-codes.mjs';
import { registerOtpPages } from './auth/otp-pages.mjs';
import { registerProfileKeyAndImRoutes } from './auth/profile-key-and-im.mjs';
import { createSecretDecrypter, loadKeyPair, publicKeyCookieValue } from './auth/secret-crypto.mjs';
import { createSessions } from './auth/sessions.mjs';
import { registerTokenRoutes } from './auth/token-api.mjs';
import { createTokens } from './auth/tokens.mjs';
import { registerWebAuthRoutes } from './auth/web-auth.mjs';
import { resolveConfig } from './config.mjs';
import { openDatabase } from './db/database.mjs';
import { createSchema } from './db/schema.mjs';
import { exportList } from './export/export.mjs';
import { renderToJson } from './export/import.mjs';
import { createApp } from './http/app.mjs';
import { createRouter } from './http/router.mjs';
import { registerSubscriptionRoutes } from './notifications/subscriptions.mjs';
import { registerPlaybookFileRoutes } from './ops/playbook-files.mjs';
import { createTaskLogChannel, registerTaskLogRoutes } from './ops/task-log.mjs';
import { createOrgDirectory } from './orgs/resolve.mjs';
import { createReaderPool, defaultReaderCount } from './readers/pool.mjs';
import { createRbac } from './rbac/rbac.mjs';
import { syncRbac } from './rbac/sync.mjs';
import { createRegistry } from './registry/index.mjs';
import { registerGrantedRoutes } from './registry/resources/granted.mjs';
import { registerRelationRoutes } from './registry/relations.mjs';
import { registerResourceRoutes } from './registry/routes.mjs';
import { createStore } from './registry/store.mjs';
import { applyDemoPassword, demoAccountsFor, seedIfEmpty } from './seed/index.mjs';
import { createSettings } from './settings/store.mjs';
import { registerReplayFileRoutes } from './terminal/replays.mjs';
import { createLdapChannel } from './ws/ldap.mjs';
import { createSiteMsgChannel } from './ws/site-msg.mjs';
import { createSockets } from './ws/sockets.mjs';
import { createToolsChannel } from './ws/tools.mjs';

/**
 * @param {{dataDir?: string, seedSize?: 'demo'|'large', edition?: 'extended'|'community', license?: 'valid'|'expired'|'expiring'|'none', demoPassword?: string, debugSql?: boolean, readers?: number, allowedOrigins?: string[], trustedProxies?: string[], jumpserver?: '3.8'|'3.10', deliverVerifyCode?: (sent: {username: string, phone: string, code: string}) => void}} [options]
 *   jumpserver: the version whose shapes the answers take where v3.8.2 and v3.10 differ (default 3.8)
 *   deliverVerifyCode: receives each SMS code of the MFA step instead of the console (default: logged there)
 *   readers: how many threads read lists and objects beside the server's thread (default: one per further core, up to four; 0: none)
 */
export async function createBackend(options = {}) {
  const config = resolveConfig(options);
  const readers = options.readers ?? defaultReaderCount();
  if (!Number.isInteger(readers) || readers < 0) throw new Error('readers must be a whole number, 0 or more');
  const db = openDatabase(config);
  const registry = createRegistry(undefined, config);
  createSchema(db, registry);
  const keyPair = loadKeyPair(db);

  const services = /** @type {any} */ ({
    config,
    db,
    registry,
    bus: new EventEmitter(),
    sessions: createSessions(db),
    tokens: createTokens(db),
    settings: createSettings(db),
    resourceCache: createResourceCache(),
    decryptSecret: createSecretDecrypter(keyPair.privateKey),
    publicKeyCookie: publicKeyCookieValue(keyPair),
    loginFailures: new Map(),
    /** The identity confirmations of token and access-key clients, by credential (a browser's are in its session). */
    confirmations: new Map(),
    /** Signatures of signed writes still within their Date's window, against replays. */
    seenSignatures: new Map(),
    timers: new Set(),
    ldapUsers: [],
    /** The SMS codes sent for the MFA step and not yet used, by phone number (JumpServer keeps them in its cache). */
    verifyCodes: new Map(),
    /** Where such a code goes instead of an SMS: the console, or the caller's function (a test reads the code there). */
    deliverVerifyCode: options.deliverVerifyCode ?? logVerifyCode,
    audit: recordOperations,
    demoAccounts: demoAccountsFor(config.demoPassword),
  });
  services.bus.setMaxListeners(0);
  services.store = createStore(services);
  services.rbac = createRbac(services);
  services.orgs = createOrgDirectory(services);
  syncRbac(db, services.rbac);
  seedIfEmpty(services);
  applyDemoPassword(services);
  db.optimize();
  // Started once the data is in place: a reader opens the file as it is now.
  services.readers = createReaderPool({
    options: { dataDir: config.dataDir, seedSize: config.seedSize, edition: config.edition, license: config.license.state, jumpserver: config.jumpserver },
    size: readers,
  });

  const router = createRouter();
  registerWebAuthRoutes(router);
  registerOtpPages(router);
  registerProfileKeyAndImRoutes(router);
  registerStaticRoutes(router);
  registerReplayFileRoutes(router);
  registerProfileRoutes(router);
  registerPreferenceRoutes(router);
  registerSettingsRoutes(router);
  registerSettingsTestRoutes(router);
  registerAssetMetaRoutes(router);
  registerResourceCacheRoutes(router);
  registerConfirmRoutes(router);
  registerTokenRoutes(router);
  registerMfaCodeRoutes(router);
  registerTaskLogRoutes(router);
  registerDashboardRoutes(router);
  registerGrantedRoutes(router);
  registerAutomationTargetRoutes(router, registry);
  registerCatalogueRoutes(router, config);
  registerPlaybookFileRoutes(router);
  registerSubscriptionRoutes(router);
  registerRelationRoutes(router, registry);
  if (config.xpack) {
    registerLicenseRoutes(router);
    registerInterfaceRoutes(router);
  }
  registerResourceRoutes(router, registry, { xpack: config.xpack, exporter: exportList, importer: renderToJson });

  const app = createApp(router, services);
  const sockets = createSockets(
    services,
    {
      '/ws/notifications/site-msg/': createSiteMsgChannel(services),
      '/ws/ops/tasks/log/': createTaskLogChannel(services),
      '/ws/ldap/': createLdapChannel(services),
      '/ws/setting/tools/': createToolsChannel(),
    },
    {
      // The system tools reach out from the server (ping, telnet, nmap): the settings page's permission, which only system roles hold.
      '/ws/setting/tools/': 'settings.view_setting',
    },
  );

  return {
    handle: app.handle,
    upgrade: sockets.upgrade,
    demoAccounts: services.demoAccounts,
    readers: services.readers,
    /** Accepts websockets from pages of one more origin. */
    allowOrigin(origin) {
      if (!config.allowedOrigins.includes(origin)) config.allowedOrigins.push(origin);
    },
    async close() {
      for (const timer of services.timers) clearInterval(timer);
      await services.readers.close();
      await sockets.close();
      services.bus.removeAllListeners();
      db.close();
    },
  };
}
