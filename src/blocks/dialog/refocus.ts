import { deepActiveElement } from './focus-trap';

// Not beside deepActiveElement, which every element's first screen loads: only an action, loaded on first use, watches its control.

/** How long after an action its control is watched: the reload that removes it may take a moment. */
const WATCH_AFTER_ACTION_MS = 3000;

/**
 * After an action that may remove or disable the control that ran it (an
 * approved ticket loses its Approve button, a deleted row its actions), the
 * focus goes to a control beside it, or else to the page's heading, rather
 * than to the page's body. The control is watched while it keeps the focus.
 */
export function refocusIfLost(control: HTMLElement): void {
  const started = performance.now();
  const parent = control.parentElement;
  const root = control.getRootNode() as Document | ShadowRoot;
  const check = () => {
    const active = deepActiveElement();
    if (!active || active === document.body || active.shadowRoot) {
      const beside = parent?.isConnected ? parent.querySelector<HTMLElement>('button:not([disabled])') : null;
      // The page on show: other open tabs' pages stay in the DOM, hidden.
      const heading = root.querySelector<HTMLElement>('[data-screen]:not([hidden]) h1[tabindex]') ?? root.querySelector<HTMLElement>('h1[tabindex]');
      (beside ?? heading)?.focus();
      return;
    }
    if (active === control && performance.now() - started < WATCH_AFTER_ACTION_MS) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
