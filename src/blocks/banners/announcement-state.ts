import { parseServerDate } from '../../core/i18n';
import { readText, writeText } from '../../core/storage';

/** An announcement as the public settings give it (`ANNOUNCEMENT`), read for the banner. */
export interface Announcement {
  id: string;
  subject: string;
  content: string;
  link: string;
}

/** Where the id of the announcement last closed is kept (the official console's key). */
export const ANNOUNCEMENT_VIEWED_KEY = 'AnnouncementViewed';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The announcement to show: enabled, with a subject or a content, and now
 * within its dates (either may be left open).
 */
export function currentAnnouncement(enabled: unknown, raw: unknown, now: Date = new Date()): Announcement | null {
  if (!enabled || !raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  const announcement = { id: text(record['ID']), subject: text(record['SUBJECT']), content: text(record['CONTENT']), link: text(record['LINK']) };
  if (!announcement.subject && !announcement.content) return null;
  const start = parseServerDate(record['DATE_START']);
  const end = parseServerDate(record['DATE_END']);
  if ((start && now < start) || (end && now > end)) return null;
  return announcement;
}

/** Whether this announcement (by its id, so an edited one shows again) was closed here. */
export const wasDismissed = (announcement: Announcement) => readText(ANNOUNCEMENT_VIEWED_KEY) === announcement.id;
export const dismiss = (announcement: Announcement) => writeText(ANNOUNCEMENT_VIEWED_KEY, announcement.id);
