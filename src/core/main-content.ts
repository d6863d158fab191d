/**
 * The page's main content first: what only decorates the frame (badges, the
 * license detail, the favicon and logo, asset categories) waits until the
 * screen has shown its data, or at most two seconds. An element on its own
 * never declares main content, so nothing waits there.
 */
const MAX_WAIT_MS = 2_000;

let shown: Promise<void> = Promise.resolve();
let release: (() => void) | undefined;

/** Called once by the console as it starts: a screen is on its way. */
export function expectMainContent(maxWaitMs: number = MAX_WAIT_MS): void {
  if (release) return;
  shown = new Promise((resolve) => {
    release = resolve;
    setTimeout(resolve, maxWaitMs);
  });
}

/** The performance mark of the frame that first showed the main content: what measures a first screen reads it, not a poll that may see the frame late. */
export const MAIN_CONTENT_MARK = 'jms:main-content-shown';

/** A screen has its data on screen (a list's rows, a detail's object); decoration follows the next painted frame. */
export function markMainContentShown(): void {
  const done = release;
  if (!done) return;
  requestAnimationFrame(() => {
    if (performance.getEntriesByName(MAIN_CONTENT_MARK, 'mark').length === 0) performance.mark(MAIN_CONTENT_MARK);
    setTimeout(done);
  });
}

export function afterMainContent(): Promise<void> {
  return shown;
}
