const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focused element, looked for inside open shadow roots (the console's elements render in them). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Tab and Shift+Tab go round inside a modal dialog: a native modal keeps the
 * page inert but lets focus leave for the browser's own controls.
 */
export function keepTabInside(event: KeyboardEvent, dialog: HTMLElement): void {
  if (event.key !== 'Tab' || event.defaultPrevented || (event.target as Element | null)?.closest('dialog') !== dialog) return;
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.getClientRects().length > 0);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return;
  const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
  if (event.shiftKey ? active === first || active === dialog : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

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
