// Site messages: one content row, one delivery row per recipient. Every change
// to a user's unread count is announced on the bus for the websocket to push.
import { uuid } from '../util/ids.mjs';
import { nowIso } from '../util/time.mjs';

export const SITE_MSG_EVENT = 'site-msg';

/**
 * @param {{db: any, bus: import('node:events').EventEmitter}} services
 * @param {{subject: string, message: string, userIds: string[], sender?: {id: string, name: string} | null, displayMode?: string, isBroadcast?: boolean, date?: string}} message
 */
export function sendSiteMessage({ db, bus }, { subject, message, userIds, sender = null, displayMode = '', isBroadcast = false, date = nowIso() }) {
  const id = uuid();
  const recipients = [...new Set(userIds)];
  db.transaction(() => {
    db.run(
      `INSERT INTO site_messages (id, subject, message, sender, sender_id, display_mode, is_broadcast, date_created, date_updated)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      subject,
      message,
      sender?.name ?? '',
      sender?.id ?? null,
      displayMode,
      isBroadcast ? 1 : 0,
      date,
      date,
    );
    for (const userId of recipients) {
      db.run('INSERT INTO site_message_users (id, content_id, user_id, has_read, read_at, date_created) VALUES (?, ?, ?, 0, NULL, ?)', uuid(), id, userId, date);
    }
  });
  bus.emit(SITE_MSG_EVENT, recipients);
  return id;
}

export function unreadCount(db, userId) {
  return db.get('SELECT COUNT(*) AS n FROM site_message_users WHERE user_id = ? AND has_read = 0', userId).n;
}

/** Marks some (ids) or all of a user's messages read. */
export function markRead({ db, bus }, userId, ids = null) {
  const now = nowIso();
  if (ids) {
    db.run(
      'UPDATE site_message_users SET has_read = 1, read_at = ? WHERE user_id = ? AND has_read = 0 AND id IN (SELECT value FROM json_each(?))',
      now,
      userId,
      JSON.stringify(ids),
    );
  } else {
    db.run('UPDATE site_message_users SET has_read = 1, read_at = ? WHERE user_id = ? AND has_read = 0', now, userId);
  }
  bus.emit(SITE_MSG_EVENT, [userId]);
}
