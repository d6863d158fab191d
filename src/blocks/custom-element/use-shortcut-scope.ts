import { useCallback } from 'react';
import { useElementOptions, useHost } from './host-context';

/**
 * Whether a key press is the element's to answer: any on a page that is the
 * element (the console at /ui/), only those made while focus is inside it
 * when it is embedded in another page, whose own keys are left alone.
 */
export function useShortcutScope(): (event: KeyboardEvent) => boolean {
  const host = useHost();
  const { page } = useElementOptions();
  return useCallback((event: KeyboardEvent) => page || !host || event.composedPath().includes(host), [host, page]);
}
