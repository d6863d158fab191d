import { useCallback, useMemo, useRef, useState } from 'react';
import type { Placement, Rect } from './position';

export interface ShowOptions {
  /** Open next to this rectangle (a pointer position, a tab) instead of the button. */
  anchorRect?: Rect;
  /** Move focus into the popup (keyboard opening); a pointer opening leaves it to the first key. */
  focus?: 'first' | 'last' | 'none';
}

export interface PopupState {
  open: boolean;
  placement: Placement;
  anchorRect: Rect | undefined;
  focus: NonNullable<ShowOptions['focus']>;
  buttonRef: React.RefObject<HTMLElement | null>;
  popupRef: React.RefObject<HTMLDivElement | null>;
  show(options?: ShowOptions): void;
  /** Closes; `returnFocus` puts focus back on the button (Escape, a chosen item). */
  hide(returnFocus?: boolean): void;
}

/** The state of a menu or popover: open or not, where, and what holds focus. */
export function usePopup({ placement = 'bottom-start' }: { placement?: Placement } = {}): PopupState {
  const [open, setOpen] = useState(false);
  const [anchorRect, setAnchorRect] = useState<Rect | undefined>();
  const [focus, setFocus] = useState<NonNullable<ShowOptions['focus']>>('first');
  const buttonRef = useRef<HTMLElement | null>(null);
  const popupRef = useRef<HTMLDivElement | null>(null);
  const show = useCallback((options: ShowOptions = {}) => {
    setAnchorRect(options.anchorRect);
    setFocus(options.focus ?? 'first');
    setOpen(true);
  }, []);
  const hide = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  return useMemo(() => ({ open, placement, anchorRect, focus, buttonRef, popupRef, show, hide }), [open, placement, anchorRect, focus, show, hide]);
}
