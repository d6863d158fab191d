// Datetimes go out in JumpServer's "%Y/%m/%d %H:%M:%S %z", in the request's zone;
// checked here against Intl's own wall clock for the zone.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatDateTime } from '../../server/util/time.mjs';

const ZONES = ['UTC', 'Asia/Shanghai', 'Asia/Kolkata', 'America/St_Johns', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Chatham'];

/** The expected text, from Intl.DateTimeFormat's parts in the zone. */
function expected(iso, zone) {
  const time = Date.parse(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(time))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  const offset = Math.round((wall - Math.floor(time / 1000) * 1000) / 60000);
  const sign = offset < 0 ? '-' : '+';
  const pad = (value) => String(value).padStart(2, '0');
  return `${parts.year.padStart(4, '0')}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${sign}${pad(Math.floor(Math.abs(offset) / 60))}${pad(Math.abs(offset) % 60)}`;
}

describe('formatDateTime', () => {
  test('stored datetimes in every kind of zone: whole, half and quarter hours, summer time, both hemispheres', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let index = 0; index < 3000; index += 1) {
      const iso = new Date(Math.floor(random() * 4_102_444_800_000)).toISOString();
      const zone = ZONES[index % ZONES.length];
      assert.equal(formatDateTime(iso, zone), expected(iso, zone), `${iso} in ${zone}`);
    }
  });

  test('day, month and year boundaries, leap days', () => {
    for (const iso of [
      '2024-02-29T23:59:59.999Z',
      '2024-12-31T23:30:00.000Z',
      '2025-01-01T00:00:00.000Z',
      '2000-02-29T12:00:00.000Z',
      '1970-01-01T00:00:00.000Z',
      '2100-03-01T00:00:00.000Z',
    ]) {
      for (const zone of ZONES) assert.equal(formatDateTime(iso, zone), expected(iso, zone), `${iso} in ${zone}`);
    }
  });

  test('other ISO shapes are read as Date.parse reads them; what is not a datetime is null', () => {
    assert.equal(formatDateTime('2026-11-24T10:00:00+08:00', 'UTC'), '2026/11/24 02:00:00 +0000');
    assert.equal(formatDateTime('2026-11-24', 'UTC'), '2026/11/24 00:00:00 +0000');
    assert.equal(formatDateTime('2024-13-01T00:00:00.000Z', 'UTC'), null);
    assert.equal(formatDateTime('2024-1x-01T00:00:00.000Z', 'UTC'), null);
    assert.equal(formatDateTime('not a date', 'UTC'), null);
    assert.equal(formatDateTime('', 'UTC'), null);
    assert.equal(formatDateTime(null, 'UTC'), null);
  });
});
