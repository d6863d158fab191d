import { serverUrl } from '../../core/http';

/**
 * Another application of the platform (Luna's web terminal, the file manager)
 * in a new tab, with a timestamp so the browser never shows a cached page.
 */
export function openApplication(href: string): void {
  window.open(`${serverUrl(href)}?_=${Date.now()}`, '_blank', 'noopener');
}
