import { useEffect, type RefObject } from 'react';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
const stack: RefObject<HTMLElement | null>[] = [];

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  const origin = event.composedPath()[0];
  if (origin instanceof HTMLElement && (TYPING.has(origin.tagName) || origin.isContentEditable)) return;
  const target = stack[stack.length - 1]?.current;
  if (!target || !target.isConnected) return;
  // Claimed: the shell's quick-jump palette also listens for "/" and leaves a handled key alone.
  event.preventDefault();
  target.focus();
}

/** `/` (outside text fields) focuses the search of the page; the newest search bar wins. */
export function useFocusShortcut(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    stack.push(ref);
    if (stack.length === 1) window.addEventListener('keydown', onKeyDown, true);
    return () => {
      stack.splice(stack.indexOf(ref), 1);
      if (stack.length === 0) window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [ref, enabled]);
}
