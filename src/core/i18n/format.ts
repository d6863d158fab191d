import { t } from './catalogue';

/** `2024/05/01 10:20:30 +0800`, the format of JumpServer's serializers. */
const SERVER_DATE = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}:\d{2}:\d{2})(?: ([+-]\d{2})(\d{2}))?$/;
/** ISO 8601, and Python's `str(datetime)` (`2024-05-01 10:20:30.651000+00:00`, in a ticket's approval steps). */
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.(\d{1,3})\d*)?(Z|[+-]\d{2}:?\d{2})?$/;
const DAY_ONLY = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;

/**
 * Server dates look like `2024/05/01 10:20:30 +0800`; ISO strings, Python's
 * datetime text and epoch seconds also occur. Anything unreadable gives undefined.
 */
export function parseServerDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return new Date(value < 1e12 ? value * 1000 : value);
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const trimmed = value.trim();
  const server = SERVER_DATE.exec(trimmed);
  const iso = ISO_DATE.exec(trimmed);
  const text = server
    ? `${server[1]}-${server[2]}-${server[3]}T${server[4]}${server[5] ? `${server[5]}:${server[6]}` : ''}`
    : iso
      ? `${iso[1]}T${iso[2]}${iso[3] ? `.${iso[3].padEnd(3, '0')}` : ''}${(iso[4] ?? '').replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')}`
      : trimmed;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The one way a date and time is shown: local, `YYYY-MM-DD HH:mm:ss`. */
export function formatDateTime(value: unknown): string {
  const date = parseServerDate(value);
  if (!date) return '';
  const day = `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A calendar day (a date field, a license's expiry) as `YYYY-MM-DD`; a date and time gives its local day. */
export function formatDate(value: unknown): string {
  const day = typeof value === 'string' ? DAY_ONLY.exec(value.trim()) : null;
  if (day) return `${day[1]}-${day[2]}-${day[3]}`;
  return formatDateTime(value).slice(0, 10);
}

/** Seconds as days, hours, minutes and seconds in the interface language; zero units left out. */
export function formatDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds < 0) return '';
  let rest = Math.round(totalSeconds);
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3_600);
  rest -= hours * 3_600;
  const minutes = Math.floor(rest / 60);
  const seconds = rest - minutes * 60;
  const parts: string[] = [];
  if (days) parts.push(t('duration.days', { n: days }));
  if (hours) parts.push(t('duration.hours', { n: hours }));
  if (minutes) parts.push(t('duration.minutes', { n: minutes }));
  if (seconds || !parts.length) parts.push(t('duration.seconds', { n: seconds }));
  return parts.join(t('duration.separator'));
}
