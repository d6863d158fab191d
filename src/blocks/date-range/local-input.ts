import type { DateRange } from './date-range-values';

// The typed ends of a date range and the forms' dates: apart from date-range-values, which every list with a
// date range loads at once, since only the range picker and the forms type dates.

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
