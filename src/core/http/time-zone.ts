/** Temporal, where the browser has it (only what this module reads of it). */
type WithTemporal = typeof globalThis & { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The browser's time zone, sent as X-TZ. Temporal answers in well under a
 * millisecond; Intl's first answer in a page took 12-30 ms (its time-zone
 * data, in headless Chromium here), on the way to the page's first request.
 */
export function timeZone(): string | undefined {
  try {
    const temporal = (globalThis as WithTemporal).Temporal;
    return temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
