// Apart from focus-trap.ts, which every list loads: only an open dialog needs this.
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
