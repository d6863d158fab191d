// The demo a fresh data directory starts with; seeded once, in one transaction.
import { createHash } from 'node:crypto';
import { hashPassword } from '../auth/passwords.mjs';
import { saveReplay } from '../terminal/replays.mjs';
import { nowIso } from '../util/time.mjs';
import { seedAuditLogs, seedMessages } from './activity.mjs';
import { DEMO_USERS, seedIdentity } from './identity.mjs';
import { seedAccess } from './access.mjs';
import { seedInventory, seedPlatforms } from './inventory.mjs';
import { createRandom } from './random.mjs';
import { seedTerminal } from './terminal.mjs';
import { seedWorkflows } from './workflows.mjs';

/** The large seed is for performance work: 20,000 assets and 5,000 asset permissions. */
const SIZES = {
  demo: { assetCount: 380, permissionCount: 60 },
  large: { assetCount: 20000, permissionCount: 5000 },
};

/**
 * --demo-password on an existing data directory: when it differs from the one last
 * applied, the demo accounts take it (other users keep theirs).
 */
export function applyDemoPassword({ db, config }) {
  const fingerprint = createHash('sha256').update(config.demoPassword).digest('hex');
  const applied = db.get("SELECT value FROM meta WHERE key = 'demo_password'")?.value;
  if (applied === fingerprint) return;
  if (applied) {
    const hash = hashPassword(config.demoPassword);
    for (const { username } of DEMO_USERS) db.run('UPDATE users SET password = ? WHERE username = ?', hash, username);
  }
  db.run("INSERT INTO meta (key, value) VALUES ('demo_password', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", fingerprint);
}

export function demoAccountsFor(password) {
  return DEMO_USERS.map(({ username, role }) => ({ username, password, role }));
}

/** @param {any} services */
export function seedIfEmpty(services) {
  const { db, config } = services;
  if (db.get("SELECT value FROM meta WHERE key = 'seeded'")) return;
  const random = createRandom();
  const now = nowIso();
  db.transaction(() => {
    const identity = seedIdentity(db, { random, demoPassword: config.demoPassword, now });
    const platforms = seedPlatforms(db, { now });
    const inventory = seedInventory(db, { random, now, platforms, ...SIZES[config.seedSize] });
    const context = { random, now, platforms, inventory, ...identity, ...SIZES[config.seedSize] };
    seedAccess(db, context);
    seedTerminal(db, { ...context, saveRecording: (session, data, suffix) => saveReplay(config.dataDir, session, data, suffix) });
    seedWorkflows(db, context);
    seedMessages(db, context);
    seedAuditLogs(db, context);
    db.run("INSERT INTO meta (key, value) VALUES ('seeded', ?)", JSON.stringify({ at: now, size: config.seedSize }));
  });
}
