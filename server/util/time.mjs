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
    const parts = Object.fromEntries(
      formatterFor(zone)
        .formatToParts(new Date(time))
        .map((part) => [part.type, part.value]),
    );
    const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
    offset = Math.round((wall - Math.floor(time / 1000) * 1000) / 60000);
    if (byHour.size > 10000) byHour.clear();
    byHour.set(hour, offset);
  }
  return offset;
}

/** "00" to "59". */
const TWO_DIGITS = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, '0'));

/** Days since 1970-01-01 of a proleptic Gregorian date (month 1-12; a day past the month's end rolls over, as in Date.UTC). */
function daysFromCivil(year, month, day) {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return era * 146097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719468;
}

/** The date of a day number since 1970-01-01 (the inverse of daysFromCivil()). */
function civilFromDays(days) {
  const shifted = days + 719468;
  const era = Math.floor(shifted / 146097);
  const dayOfEra = shifted - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day: dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1 };
}

/** The number in `length` digits of `text` from `start`, or -1 when one is not a digit. */
function digitsAt(text, start, length) {
  let value = 0;
  for (let index = start; index < start + length; index += 1) {
    const code = text.charCodeAt(index) - 48;
    if (code < 0 || code > 9) return -1;
    value = value * 10 + code;
  }
  return value;
}

/**
 * Milliseconds of a stored datetime. What this server stores ("YYYY-MM-DDTHH:MM:SS.sssZ",
 * toISOString()) is read here directly, at a quarter of Date.parse's cost (a list page
 * formats dozens); anything else goes to Date.parse.
 */
function timeOf(iso) {
  if (iso.length !== 24 || iso[4] !== '-' || iso[7] !== '-' || iso[10] !== 'T' || iso[13] !== ':' || iso[16] !== ':' || iso[19] !== '.' || iso[23] !== 'Z') return Date.parse(iso);
  const year = digitsAt(iso, 0, 4);
  const month = digitsAt(iso, 5, 2);
  const day = digitsAt(iso, 8, 2);
  const hour = digitsAt(iso, 11, 2);
  const minute = digitsAt(iso, 14, 2);
  const second = digitsAt(iso, 17, 2);
  const millis = digitsAt(iso, 20, 3);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59 || millis < 0)
    return Date.parse(iso);
  return ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute) * 60000 + second * 1000 + millis;
}

/** @param {string|null|undefined} iso @param {string} [zone] */
export function formatDateTime(iso, zone = SERVER_ZONE) {
  if (!iso) return null;
  const time = timeOf(iso);
  if (Number.isNaN(time)) return null;
  const offset = offsetMinutes(zone, time);
  // The zone's wall clock from its day number, not from a Date and six getters.
  const wall = Math.floor(time / 1000) + offset * 60;
  const days = Math.floor(wall / 86400);
  const seconds = wall - days * 86400;
  const { year, month, day } = civilFromDays(days);
  const zoneText = `${offset < 0 ? '-' : '+'}${TWO_DIGITS[Math.floor(Math.abs(offset) / 60)]}${TWO_DIGITS[Math.abs(offset) % 60]}`;
  return `${year}/${TWO_DIGITS[month]}/${TWO_DIGITS[day]} ${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]} ${zoneText}`;
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

/** "YYYY-MM-DD", the date a stored datetime falls on in a zone. */
export function zoneDate(iso, zone = SERVER_ZONE) {
  const time = timeOf(iso);
  const { year, month, day } = civilFromDays(Math.floor((time + offsetMinutes(zone, time) * 60000) / 86400000));
  return `${year}-${TWO_DIGITS[month] ?? month}-${TWO_DIGITS[day]}`;
}

/** The ISO instant a zone's day starts, `days` days after (or before, negative) the date of `iso` there. */
export function zoneDayStart(iso, zone = SERVER_ZONE, days = 0) {
  const [year, month, day] = zoneDate(iso, zone).split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day + days);
  // The offset at the wall time guessed, then at the instant it gives (a change of offset that night).
  const guess = wall - offsetMinutes(zone, wall) * 60000;
  return new Date(wall - offsetMinutes(zone, guess) * 60000).toISOString();
}
