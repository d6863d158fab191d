/** `users_amount` and the like: a count a list answer carries beside (or instead of) the list it counts. */
const COUNT = /^(.+)_amount$/;

/**
 * An object as the detail shows it: a real server answers a user group's
 * detail with its `users` but without the `users_amount` only its list has,
 * so a missing count is the length of the list it counts.
 */
export function withCounts<T extends Record<string, unknown>>(object: T, names: readonly string[]): T {
  const counted: Record<string, unknown> = {};
  for (const name of names) {
    const list = object[COUNT.exec(name)?.[1] ?? ''];
    if (object[name] === undefined && Array.isArray(list)) counted[name] = list.length;
  }
  return Object.keys(counted).length ? { ...object, ...counted } : object;
}

/** The label DRF gives a field declared without one (`users_amount`: "Users amount"), for a count the metadata does not list. */
export function countLabel(name: string): string {
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
