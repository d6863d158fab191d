// What the server records as it works: login logs, operate logs and password
// changes, as JumpServer's signal handlers would.
import { isIP } from 'node:net';
import { uuid } from '../util/ids.mjs';
import { ipInGroup } from '../util/ip.mjs';
import { nowIso } from '../util/time.mjs';
import { SESSION_AGE_SECONDS } from '../auth/sessions.mjs';

/**
 * The caller's address. X-Forwarded-For is anyone's to write, so it is believed only
 * when the peer is a proxy named with --trusted-proxy (none by default), and then read
 * from the right: the last hop that is not itself a trusted proxy is the client.
 */
export function clientAddress(ctx) {
  const peer = ctx.req.socket?.remoteAddress?.replace(/^::ffff:/, '') || '127.0.0.1';
  const trusted = ctx.services.config.trustedProxies ?? [];
  if (!trusted.length || !ipInGroup(peer, trusted)) return peer;
  const hops = String(ctx.req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => isIP(hop));
  return hops.findLast((hop) => !ipInGroup(hop, trusted)) ?? hops[0] ?? peer;
}

/** @param {any} ctx @param {{username: string, success: boolean, reason: string, type?: string, backend?: string}} entry */
export function recordLogin(ctx, { username, success, reason, type = 'W', backend = 'Password' }) {
  ctx.services.db.run(
    `INSERT INTO login_logs (id, username, type, ip, city, user_agent, mfa, reason, backend, status, datetime)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    uuid(),
    username.slice(0, 128),
    type,
    clientAddress(ctx),
    'LAN',
    String(ctx.req.headers['user-agent'] ?? '').slice(0, 254),
    2,
    reason,
    backend,
    success ? 1 : 0,
    nowIso(),
  );
}

/** A browser login's row among the online users (UserSession): taken offline, its session ends; signing out removes it. */
export function recordUserSession(ctx, { id, key, userId }) {
  const now = Date.now();
  ctx.services.db.run(
    `INSERT INTO user_sessions (id, user_id, ip, city, user_agent, type, backend, is_active, date_created, date_expired, key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    userId,
    clientAddress(ctx),
    'LAN',
    String(ctx.req.headers['user-agent'] ?? '').slice(0, 254),
    'W',
    'Password',
    1,
    new Date(now).toISOString(),
    new Date(now + SESSION_AGE_SECONDS * 1000).toISOString(),
    key,
  );
}

const ACTIONS = { create: 'create', update: 'update', delete: 'delete' };

const UNTRACKED = new Set(['id', 'org_id', 'date_created', 'date_updated', 'created_by', 'updated_by']);

/** What an update changed, field by field, with the field's label; secrets never appear. */
export function diffOf(resource, before, after) {
  const shown = (value) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  const rows = [];
  for (const [name, field] of Object.entries(resource.fields)) {
    if (UNTRACKED.has(name) || field.writeOnly || field.secret || !(name in after)) continue;
    if (shown(before?.[name]) === shown(after[name])) continue;
    rows.push({ field: field.label ?? name, before: shown(before?.[name]), after: shown(after[name]) });
  }
  return rows;
}

/**
 * The audit hook of registry writes: one operate log per object, in the object's
 * org; an update keeps what it changed (the `action_detail` diff).
 * @param {any} ctx @param {'create'|'update'|'delete'} action
 * @param {import('../registry/define.mjs').Resource} resource @param {any[]} rows @param {any[]} [befores]
 */
export function recordOperations(ctx, action, resource, rows, befores = []) {
  if (!ctx.user || resource.audit === false) return;
  const { db } = ctx.services;
  const user = `${ctx.user.name}(${ctx.user.username})`;
  const now = nowIso();
  db.transaction(() => {
    rows.forEach((row, index) => {
      const diff = action === 'update' ? JSON.stringify(diffOf(resource, befores[index], row)) : null;
      db.run(
        `INSERT INTO operate_logs (id, user, action, resource_type, resource, resource_id, remote_addr, datetime, org_id, diff)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        uuid(),
        user,
        ACTIONS[action],
        resource.label,
        String(row[resource.slug] ?? row.name ?? row.id),
        String(row.id),
        clientAddress(ctx),
        now,
        row.org_id ?? ctx.org.id,
        diff,
      );
    });
  });
}
