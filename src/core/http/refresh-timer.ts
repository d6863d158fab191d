import { REFRESH_TIMER_MS } from '../constants';

/**
 * A timer that restarts on every call to `reset` and runs `action` once it is
 * left alone for the whole delay.
 */
export function createRefreshTimer(action: () => void, delayMs: number = REFRESH_TIMER_MS) {
  let handle: ReturnType<typeof setTimeout> | undefined;
  return {
    reset() {
      if (handle !== undefined) clearTimeout(handle);
      handle = setTimeout(() => {
        handle = undefined;
        action();
      }, delayMs);
    },
    stop() {
      if (handle !== undefined) clearTimeout(handle);
      handle = undefined;
    },
    get pending() {
      return handle !== undefined;
    },
  };
}
