import { serverUrl } from './http/connection';

/**
 * Leaving the console for a server page (login, logout), on the connected
 * server. One place, so that tests and embedding pages can watch or redirect it.
 */
let leave: (url: string) => void = (url) => window.location.assign(serverUrl(url));

export function leavePage(url: string): void {
  leave(url);
}

/** Replaces how the page is left; returns the function that restores the previous way. */
export function setLeavePage(handler: (url: string) => void): () => void {
  const previous = leave;
  leave = handler;
  return () => {
    leave = previous;
  };
}
