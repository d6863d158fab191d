// The session a ticket let through (TicketSession): what the ticket's session/ answers.
import { uuid } from '../util/ids.mjs';
import { nowIso } from '../util/time.mjs';

/**
 * An approved login to an asset lets the connection that waited on it through
 * (JumpServer's component then records the TicketSession): the applicant's
 * session on the asset starts, and the ticket's session/ answers it.
 * @param {import('../db/database.mjs').Db} db
 */
export function startTicketSession(db, ticket, remoteAddr) {
  const meta = typeof ticket.meta === 'string' ? JSON.parse(ticket.meta) : (ticket.meta ?? {});
  const user = db.get('SELECT id, name, username FROM users WHERE id = ?', ticket.applicant_id);
  const asset = db.get('SELECT id, name, address, org_id FROM assets WHERE id = ?', meta.apply_login_asset?.id ?? '');
  const terminal = db.get("SELECT id FROM terminals WHERE type = 'koko' ORDER BY name LIMIT 1");
  if (!user || !asset) return;
  const id = uuid();
  db.run(
    `INSERT INTO sessions_terminal (id, user, asset, account, user_id, asset_id, protocol, type, login_from, remote_addr, is_success, is_finished,
       has_replay, has_command, is_locked, terminal_id, error_reason, replay_size, date_start, comment, org_id)
     VALUES (?, ?, ?, ?, ?, ?, 'ssh', 'normal', 'WT', ?, 1, 0, 0, 1, 0, ?, '', 0, ?, '', ?)`,
    id,
    `${user.name}(${user.username})`,
    `${asset.name}(${asset.address})`,
    String(meta.apply_login_account ?? ''),
    user.id,
    asset.id,
    remoteAddr,
    terminal?.id ?? null,
    nowIso(),
    asset.org_id,
  );
  db.run('INSERT OR REPLACE INTO ticket_sessions (ticket_id, session_id) VALUES (?, ?)', ticket.id, id);
}
