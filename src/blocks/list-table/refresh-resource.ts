import { mutate } from 'swr';

/**
 * After a change made elsewhere (a form, an import, a detail page's delete),
 * every list and detail page of that URL reloads, the ones kept hidden in
 * other tabs included.
 */
export function refreshResource(url: string): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && (key[0] === 'list' || key[0] === 'detail') && key[1] === url);
}
