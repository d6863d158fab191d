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

/** As the list query sends them. */
export function rangeQuery(range: DateRange): { dateFrom: string; dateTo: string } {
  return { dateFrom: range.from.toISOString(), dateTo: range.to.toISOString() };
}
