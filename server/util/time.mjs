// Server datetimes go out as JumpServer's DATETIME_FORMAT "%Y/%m/%d %H:%M:%S %z";
// they are stored as ISO-8601 UTC strings so that SQL can compare and sort them as text.

const formatters = new Map();
const SERVER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function formatterFor(zone) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The X-TZ header names the zone to render in; an unknown or absent zone falls back to the server's. */
export function resolveZone(candidate) {
  if (!candidate || candidate === 'undefined') return SERVER_ZONE;
  if (formatters.has(candidate)) return candidate;
  try {
    formatterFor(candidate);
    return candidate;
  } catch {
    return SERVER_ZONE;
  }
}

/**
 * UTC offset (minutes) of a zone at a time; zones change offset at most on the hour, so it is cached per
 * zone and hour (a list page formats dozens of datetimes).
 * @type {Map<string, Map<number, number>>}
 */
const offsets = new Map();
function offsetMinutes(zone, time) {
  let byHour = offsets.get(zone);
  if (!byHour) offsets.set(zone, (byHour = new Map()));
  const hour = Math.floor(time / 3600000);
  let offset = byHour.get(hour);
  if (offset === undefined) {
    const parts = Object.fromEntries(formatterFor(zone).formatToParts(new Date(time)).map((part) => [part.type, part.value]));
    const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
    offset = Math.round((wall - Math.floor(time / 1000) * 1000) / 60000);
    if (byHour.size > 10000) byHour.clear();
    byHour.set(hour, offset);
  }
  return offset;
}

/** "00" to "59". */
const TWO_DIGITS = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, '0'));

/** @param {string|null|undefined} iso @param {string} [zone] */
export function formatDateTime(iso, zone = SERVER_ZONE) {
  if (!iso) return null;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const offset = offsetMinutes(zone, time);
  const wall = new Date(time + offset * 60000);
  const zoneText = `${offset < 0 ? '-' : '+'}${TWO_DIGITS[Math.floor(Math.abs(offset) / 60)]}${TWO_DIGITS[Math.abs(offset) % 60]}`;
  return `${wall.getUTCFullYear()}/${TWO_DIGITS[wall.getUTCMonth() + 1]}/${TWO_DIGITS[wall.getUTCDate()]} ${TWO_DIGITS[wall.getUTCHours()]}:${TWO_DIGITS[wall.getUTCMinutes()]}:${TWO_DIGITS[wall.getUTCSeconds()]} ${zoneText}`;
}

/** "YYYY-mm-dd HH:MM:SS" in the given zone, the timestamp format of the activity list. */
export function formatPlainDateTime(iso, zone = SERVER_ZONE) {
  const full = formatDateTime(iso, zone);
  return full ? full.slice(0, 19).replaceAll('/', '-') : null;
}

// Accepted inputs: the server's own format, ISO-8601, "%Y-%m-%d %H:%M:%S %z", and a bare date.
const SERVER_FORMAT = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/** Parses a client datetime into an ISO UTC string, or returns null when it is not one. */
export function parseDateTime(value) {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'string') return null;
  const match = SERVER_FORMAT.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone] = match;
  const millis = Number(fraction.slice(0, 3).padEnd(3, '0'));
  let time = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second, millis);
  const check = new Date(time);
  if (check.getUTCMonth() !== +month - 1 || check.getUTCDate() !== +day || +hour > 23) return null;
  if (zone && zone !== 'Z') {
    const digits = zone.replace(':', '');
    const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
    time -= (digits[0] === '-' ? -1 : 1) * minutes * 60000;
  } else if (!zone) {
    time -= offsetMinutes(SERVER_ZONE, time) * 60000;
  }
  return new Date(time).toISOString();
}


/** Python's str(datetime) of an aware UTC value, as JumpServer writes process-map dates: `2026-11-22 12:25:36.123000+00:00`. */
export function pythonDateString(iso) {
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}000+00:00`;
}

export function nowIso() {
  return new Date().toISOString();
}

/** An ISO string shifted by a number of days from now (negative = past). */
export function daysFromNow(days) {
  return new Date(Date.now() + days * 86400000).toISOString();
}
