import { RELATIVE_TIME_DAYS } from '../constants';
import { currentLanguage } from './catalogue';
import { formatDateTime, parseServerDate } from './format';

// Apart from format.ts: only a few screens show recent dates, and none is on
// an element's first screen; imported directly, not through the i18n index,
// it loads with them.

/** Each unit of a relative date, its length in seconds, and the age from which it is used (rounded, as people say it). */
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  ['day', 86_400, 79_200],
  ['hour', 3_600, 2_700],
  ['minute', 60, 45],
];

/** Relative ("3 minutes ago") within 7 days of now, the full date beyond. */
export function formatRecentDate(value: unknown, now: Date = new Date()): string {
  const date = parseServerDate(value);
  if (!date) return '';
  const ageMs = Math.abs(now.getTime() - date.getTime());
  if (ageMs >= RELATIVE_TIME_DAYS * 86_400_000) return formatDateTime(date);
  const seconds = (date.getTime() - now.getTime()) / 1000;
  const [unit, size] = RELATIVE_UNITS.find(([, , from]) => Math.abs(seconds) >= from) ?? ['second', 1, 0];
  // The browser's own words for it: no date library and no catalogue of units in the bundle.
  return new Intl.RelativeTimeFormat(currentLanguage(), { numeric: 'auto' }).format(Math.round(seconds / size), unit);
}
