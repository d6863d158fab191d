// /ws/notifications/site-msg/: the unread count on connect and whenever the
// user's messages change.
import { SITE_MSG_EVENT, unreadCount } from '../notifications/site-messages.mjs';
import { sendJson } from './sockets.mjs';

export function createSiteMsgChannel({ db, bus }) {
  /** @type {Map<string, Set<any>>} */
  const listeners = new Map();

  bus.on(SITE_MSG_EVENT, (userIds) => {
    for (const userId of userIds) {
      const sockets = listeners.get(userId);
      if (!sockets?.size) continue;
      const message = { type: 'unread_count', unread_count: unreadCount(db, userId) };
      for (const ws of sockets) sendJson(ws, message);
    }
  });

  return function siteMsgChannel(ws, user) {
    const sockets = listeners.get(user.id) ?? new Set();
    sockets.add(ws);
    listeners.set(user.id, sockets);
    ws.on('close', () => sockets.delete(ws));
    // {"refresh_every_seconds": N} is accepted and, as on the real server, has no visible effect.
    ws.on('message', () => {});
    sendJson(ws, { type: 'unread_count', unread_count: unreadCount(db, user.id) });
  };
}
