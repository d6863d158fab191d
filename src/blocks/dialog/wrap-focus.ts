const TABBABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Tab past a modal's last control comes back to its first, Shift+Tab past the
 * first to the last: a native modal dialog lets focus leave it for the page's
 * end and the browser, and the page behind is not for the keyboard while it
 * is open. True when it moved focus (the key's default is then prevented).
 */
export function wrapFocus(container: HTMLElement, backwards: boolean): boolean {
  const tabbable = [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => !element.matches(':disabled') && element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
  const active = (container.getRootNode() as Document | ShadowRoot).activeElement;
  const edge = backwards ? tabbable[0] : tabbable.at(-1);
  if (active && active !== edge && container.contains(active)) return false;
  const to = backwards ? tabbable.at(-1) : tabbable[0];
  to?.focus();
  return Boolean(to);
}
