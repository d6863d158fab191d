import { activeRouter } from '../router';
import { parseHash, type HashLocation } from './hash';

export { parseHash, type HashLocation } from './hash';

/** Where the page's console is now, whichever way it routes. */
export function currentLocation(): HashLocation {
  return parseHash(activeRouter().current());
}

/** The path and query as one string, `/console/users/users?activeTab=x`. */
export function fullPath({ path, search }: HashLocation): string {
  return search ? `${path}?${search}` : path;
}
