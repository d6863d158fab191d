import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup on a press or focus outside it and on Escape. Inside a
 * shadow root events reach the document retargeted to the host, so the
 * composed path decides what is inside; focus moving within one shadow root
 * never reaches the document at all, so the root is listened to as well.
 */
export function useDismiss(open: boolean, parts: readonly RefObject<HTMLElement | null>[], onDismiss: (reason: 'outside' | 'escape') => void): void {
  useEffect(() => {
    if (!open) return;
    const inside = (event: Event) => event.composedPath().some((node) => parts.some((part) => part.current === node));
    const onOutside = (event: Event) => {
      if (!inside(event)) onDismiss('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onDismiss('escape');
      }
    };
    const root = parts[0]?.current?.getRootNode();
    const focusScopes: (Document | ShadowRoot)[] = root instanceof ShadowRoot ? [document, root] : [document];
    document.addEventListener('pointerdown', onOutside, true);
    document.addEventListener('keydown', onKey, true);
    for (const scope of focusScopes) scope.addEventListener('focusin', onOutside, true);
    return () => {
      document.removeEventListener('pointerdown', onOutside, true);
      document.removeEventListener('keydown', onKey, true);
      for (const scope of focusScopes) scope.removeEventListener('focusin', onOutside, true);
    };
  }, [open, parts, onDismiss]);
}
