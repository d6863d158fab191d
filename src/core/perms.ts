/**
 * Permission strings are `app.action_resource` (spec section 6). A check
 * passes when nothing is required or every entry is held; an entry may offer
 * alternatives separated by `|`, any one of which will do.
 */
export type RouteAction = 'create' | 'update' | 'list' | 'retrieve' | 'destroy';

const PERMISSION_ACTIONS: Record<RouteAction, string> = {
  create: 'add',
  update: 'change',
  list: 'view',
  retrieve: 'view',
  // The spec's (and lina's) route mapping. No route path contains "delete", so
  // no route derives it; the list table asks for the server's `delete_` codename.
  destroy: 'del',
};

/** The derived name of a route's permission, e.g. (users, create, user) → users.add_user. */
export function derivePermission(app: string, action: RouteAction, resource: string): string {
  return `${app}.${PERMISSION_ACTIONS[action]}_${resource}`;
}

export function hasPermission(held: ReadonlySet<string>, required: string | readonly string[] | undefined | null): boolean {
  if (!required) return true;
  const entries = typeof required === 'string' ? [required] : required;
  return entries.every((entry) =>
    entry
      .split('|')
      .map((alternative) => alternative.trim())
      .some((alternative) => alternative === '' || held.has(alternative)),
  );
}
