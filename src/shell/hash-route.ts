/** The route in the page's hash (`/ui/#/console/users/users?x=1` → `/console/users/users`). */
export function hashRoutePath(hash: string = window.location.hash): string {
  const route = hash.replace(/^#/, '') || '/';
  return route.split('?')[0] || '/';
}
