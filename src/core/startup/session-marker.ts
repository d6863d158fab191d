import { COOKIES, SESSION_MARKER_LIFE_S, SESSION_MARKER_REFRESH_MS } from '../constants';
import { readCookie, writeCookie } from '../cookies';

type SessionMarker = 'close' | 'age' | undefined;

/** The `jms_session_expire` marker of v3.x servers; later servers set none. */
export function readSessionMarker(): SessionMarker {
  const value = readCookie(COOKIES.sessionExpire);
  return value === 'close' || value === 'age' ? value : undefined;
}

let keepAlive: ReturnType<typeof setInterval> | undefined;

/**
 * A `close` session ends with the browser: the marker is rewritten every 10 s
 * with a 2-minute life, so it lapses soon after the last tab closes.
 */
export function keepSessionMarkerAlive(): void {
  if (keepAlive !== undefined) return;
  const refresh = () => writeCookie(COOKIES.sessionExpire, 'close', { maxAgeSeconds: SESSION_MARKER_LIFE_S });
  refresh();
  keepAlive = setInterval(refresh, SESSION_MARKER_REFRESH_MS);
}

export function stopSessionMarker(): void {
  if (keepAlive !== undefined) clearInterval(keepAlive);
  keepAlive = undefined;
}
