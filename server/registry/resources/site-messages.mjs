// Site messages (api-contract 4.6): every user sees only their own.
import { permissionDenied, validationError } from '../../http/errors.mjs';
import { markRead, sendSiteMessage, unreadCount } from '../../notifications/site-messages.mjs';
import { isSuperuser } from '../../rbac/superuser.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { MSG } from '../messages.mjs';

const noPerm = { view: null, add: null, change: null, delete: null };

export const sitemessagecontent = defineResource({
  name: 'sitemessagecontent',
  app: 'notifications',
  model: 'sitemessage',
  url: null,
  label: 'Site message',
  table: 'site_messages',
  perms: noPerm,
  ordering: ['-date_created'],
  fields: {
    subject: f.string('Subject', { required: true, maxLength: 1024 }),
    message: f.text('Message'),
    sender: f.string('Sender', { readOnly: true }),
    sender_id: f.hidden(),
    display_mode: f.string('Display mode', { allowBlank: true }),
    is_broadcast: f.bool('Broadcast', { default: false }),
    date_created: f.dateCreated(),
    date_updated: f.dateUpdated(),
  },
});

export const sitemessage = defineResource({
  name: 'sitemessage',
  app: 'notifications',
  url: 'notifications/site-messages',
  label: 'Site message',
  table: 'site_message_users',
  methods: ['GET'],
  perms: noPerm,
  ordering: ['has_read', '-date_created'],
  where: (ctx) => ({ sql: 't.user_id = ?', args: [ctx.user.id] }),
  fields: {
    content: f.fk('Content', 'sitemessagecontent', {
      readOnly: true,
      display: ['id', 'subject', 'message', 'date_created', 'date_updated', 'sender', 'is_broadcast', 'display_mode'],
      onDelete: 'cascade',
    }),
    user_id: f.hidden(),
    has_read: f.bool('Has read', { readOnly: true, filter: true, order: true }),
    read_at: f.datetime('Read at', { readOnly: true }),
    date_created: f.dateCreated(),
  },
  actions: [
    { method: 'GET', path: 'unread-total/', perm: null, handler: (ctx) => ({ total: unreadCount(ctx.services.db, ctx.user.id) }) },
    {
      method: 'PATCH',
      path: 'mark-as-read/',
      perm: null,
      async handler(ctx) {
        const body = (await ctx.body()) ?? {};
        if (!Array.isArray(body.ids)) throw validationError({ ids: [MSG.notAList(body.ids ?? null)] });
        markRead(ctx.services, ctx.user.id, body.ids.map(String));
        return { detail: 'ok' };
      },
    },
    {
      method: 'PATCH',
      path: 'mark-as-read-all/',
      perm: null,
      handler(ctx) {
        markRead(ctx.services, ctx.user.id);
        return { detail: 'ok' };
      },
    },
    {
      method: 'POST',
      path: 'send/',
      perm: null,
      async handler(ctx) {
        if (!isSuperuser(ctx.services.db, ctx.user.id)) throw permissionDenied();
        const body = (await ctx.body()) ?? {};
        const errors = {};
        if (typeof body.subject !== 'string' || !body.subject.trim()) errors.subject = [MSG.required];
        if (body.message !== undefined && typeof body.message !== 'string') errors.message = [MSG.string];
        if (Object.keys(errors).length) throw validationError(errors);
        const { db } = ctx.services;
        const ids = (key) => (Array.isArray(body[key]) ? body[key].map(String) : []);
        const groupMembers = db.all('SELECT src AS id FROM users__groups WHERE dst IN (SELECT value FROM json_each(?))', JSON.stringify(ids('group_ids'))).map((row) => row.id);
        const broadcast = body.is_broadcast === true;
        const userIds = broadcast ? db.all('SELECT id FROM users').map((row) => row.id) : [...ids('user_ids'), ...groupMembers];
        const siteMsgId = sendSiteMessage(ctx.services, {
          subject: body.subject.trim(),
          message: body.message ?? '',
          userIds,
          sender: { id: ctx.user.id, name: ctx.user.name },
          displayMode: body.display_mode === 'popup' ? 'popup' : '',
          isBroadcast: broadcast,
        });
        return { detail: 'ok', site_msg_id: siteMsgId };
      },
    },
  ],
});

export default [sitemessagecontent, sitemessage];
