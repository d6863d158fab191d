import { useCallback, useLayoutEffect, useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { placePopup } from './position';
import { useDismiss } from './use-dismiss';
import type { PopupState } from './use-popup';

export interface PopupSurfaceProps extends HTMLAttributes<HTMLDivElement> {
  popup: PopupState;
  gutter?: number;
  children: ReactNode;
}

/**
 * The floating box of a menu or popover: rendered only while open, placed
 * with fixed coordinates before the first paint, kept in place on scroll and
 * resize, closed by a press or focus outside and by Escape. It stays inside
 * the element's shadow root, where the styles are.
 */
export function PopupSurface({ popup, gutter = 6, children, style, ...rest }: PopupSurfaceProps) {
  const [position, setPosition] = useState<{ x: number; y: number } | null>(null);
  const parts = useMemo(() => [popup.popupRef, popup.buttonRef], [popup.popupRef, popup.buttonRef]);
  const dismiss = useCallback((reason: 'outside' | 'escape') => popup.hide(reason === 'escape'), [popup]);
  useDismiss(popup.open, parts, dismiss);

  useLayoutEffect(() => {
    if (!popup.open) {
      setPosition(null);
      return;
    }
    const place = () => {
      const surface = popup.popupRef.current;
      const box = popup.anchorRect ?? popup.buttonRef.current?.getBoundingClientRect();
      if (!surface || !box) return;
      setPosition(placePopup(box, { width: surface.offsetWidth, height: surface.offsetHeight }, popup.placement, gutter));
    };
    place();
    addEventListener('resize', place);
    addEventListener('scroll', place, true);
    return () => {
      removeEventListener('resize', place);
      removeEventListener('scroll', place, true);
    };
  }, [popup.open, popup.anchorRect, popup.placement, popup.popupRef, popup.buttonRef, gutter]);

  if (!popup.open) return null;
  return (
    <div
      ref={popup.popupRef}
      data-open=""
      {...rest}
      // Until it is placed it is transparent, not hidden: hidden content could not take focus.
      style={{ ...style, position: 'fixed', left: position?.x ?? 0, top: position?.y ?? 0, opacity: position ? 1 : 0 }}
    >
      {children}
    </div>
  );
}
