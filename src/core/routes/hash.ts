/**
 * The console's place lives in the page's hash, as in the official console:
 * `/ui/#/console/users/users?activeTab=x`. The path and query are both in the hash.
 */
export interface HashLocation {
  /** `/console/users/users` */
  path: string;
  /** `activeTab=x`, without the question mark */
  search: string;
}

export function parseHash(hash: string = window.location.hash): HashLocation {
  const route = hash.replace(/^#/, '');
  const mark = route.indexOf('?');
  const path = (mark < 0 ? route : route.slice(0, mark)) || '/';
  return { path: path.startsWith('/') ? path : `/${path}`, search: mark < 0 ? '' : route.slice(mark + 1) };
}
