import { lazy, Suspense, type HTMLAttributes, type ReactNode } from 'react';
import type { PopupState } from './use-popup';

export interface PopupSurfaceProps extends HTMLAttributes<HTMLDivElement> {
  popup: PopupState;
  gutter?: number;
  /** Once open and in the page (its code may load first): where a menu or panel moves focus in. */
  onShown?: (surface: HTMLDivElement) => void;
  children: ReactNode;
}

// Placing, keeping in place and dismissing load with the first popup opened,
// not with every first page that only shows the buttons.
const FloatingSurface = lazy(() => import('./floating-surface'));

/**
 * The floating box of a menu or popover: rendered only while open, placed
 * with fixed coordinates before the first paint, kept in place on scroll and
 * resize, closed by a press or focus outside and by Escape. It stays inside
 * the element's shadow root, where the styles are.
 */
export function PopupSurface(props: PopupSurfaceProps) {
  if (!props.popup.open) return null;
  return (
    <Suspense fallback={null}>
      <FloatingSurface {...props} />
    </Suspense>
  );
}
