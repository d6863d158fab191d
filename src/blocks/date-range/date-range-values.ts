import { DATE_RANGE_SHORTCUT_DAYS } from '../../core/constants';

export interface DateRange {
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;

/** The same time of day, a number of days later (earlier when negative). */
export function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** A range starts at 00:00:01 of its first day. */
function startOfRange(date: Date): Date {
  const start = new Date(date);
  start.setHours(0, 0, 1, 0);
  return start;
}

/** A range ends at 23:59:59 of its last day. */
function endOfRange(date: Date): Date {
  const end = new Date(date);
  end.setHours(23, 59, 59, 0);
  return end;
}

/** 7 days back to 1 day ahead. */
export function defaultRange(now: Date = new Date()): DateRange {
  return { from: startOfRange(daysAfter(now, -7)), to: endOfRange(daysAfter(now, 1)) };
}

export const SHORTCUT_DAYS = DATE_RANGE_SHORTCUT_DAYS;

/** The last N days, up to the end of today. */
export function shortcutRange(days: number, now: Date = new Date()): DateRange {
  return { from: startOfRange(daysAfter(now, -days)), to: endOfRange(now) };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The value of a `datetime-local` input, to the second, in local time. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A typed date; undefined (ignored) when it is not a whole, valid date. */
export function fromLocalInput(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds));
  if (date.getMonth() !== Number(month) - 1 || date.getDate() !== Number(day)) return undefined;
  return date;
}

/** Replaces one end; a change that would make the range run backwards is ignored. */
export function changeRange(range: DateRange, end: 'from' | 'to', text: string): DateRange {
  const date = fromLocalInput(text);
  if (!date) return range;
  const next = { ...range, [end]: date };
  return next.from.getTime() <= next.to.getTime() ? next : range;
}

/** As the list query sends them. */
export function rangeQuery(range: DateRange): { dateFrom: string; dateTo: string } {
  return { dateFrom: range.from.toISOString(), dateTo: range.to.toISOString() };
}
