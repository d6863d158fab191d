import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useState } from 'react';
import type { PopupSurfaceProps } from './popup-surface';
import { placePopup } from './position';
import { useDismiss } from './use-dismiss';

/** The working part of PopupSurface, loaded when a popup first opens. */
export default function FloatingSurface({ popup, gutter = 6, onShown, children, style, ...rest }: PopupSurfaceProps) {
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

  const shown = useEffectEvent(() => {
    const surface = popup.popupRef.current;
    if (surface) onShown?.(surface);
  });
  // On opening and when asked to move focus again (a key on the button of an open menu).
  useEffect(() => {
    if (popup.open) shown();
  }, [popup.open, popup.focus]);

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
