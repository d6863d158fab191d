import { useEffect, useRef, type RefObject } from 'react';
import { useShortcutScope } from '../custom-element/use-shortcut-scope';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

interface Entry {
  ref: RefObject<HTMLElement | null>;
  inScope: (event: KeyboardEvent) => boolean;
}

const stack: Entry[] = [];

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  const origin = event.composedPath()[0];
  if (origin instanceof HTMLElement && (TYPING.has(origin.tagName) || origin.isContentEditable)) return;
  const entry = [...stack].reverse().find((candidate) => candidate.inScope(event) && candidate.ref.current?.isConnected);
  const target = entry?.ref.current;
  if (!target) return;
  // Claimed: the shell's quick-jump palette also listens for "/" and leaves a handled key alone.
  event.preventDefault();
  target.focus();
}

/**
 * `/` (outside text fields) focuses the search of the page; the newest search
 * bar wins. Embedded in another page, only while focus is inside the element.
 */
export function useFocusShortcut(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  const inScope = useShortcutScope();
  const scope = useRef(inScope);
  scope.current = inScope;
  useEffect(() => {
    if (!enabled) return;
    const entry: Entry = { ref, inScope: (event) => scope.current(event) };
    stack.push(entry);
    if (stack.length === 1) window.addEventListener('keydown', onKeyDown, true);
    return () => {
      stack.splice(stack.indexOf(entry), 1);
      if (stack.length === 0) window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [ref, enabled]);
}
