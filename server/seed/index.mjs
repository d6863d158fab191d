// The demo a fresh data directory starts with; seeded once, in one transaction.
import { nowIso } from '../util/time.mjs';
import { seedAuditLogs, seedMessages } from './activity.mjs';
import { DEMO_USERS, seedIdentity } from './identity.mjs';
import { createRandom } from './random.mjs';

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
    const context = { random, now, ...identity };
    seedMessages(db, context);
    seedAuditLogs(db, context);
    db.run("INSERT INTO meta (key, value) VALUES ('seeded', ?)", JSON.stringify({ at: now, size: config.seedSize }));
  });
}
