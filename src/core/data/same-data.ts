/**
 * Whether a new answer equals the cached one in value, so a read that brings
 * the same data keeps the object the screens hold (nothing renders or runs
 * again). Answers are JSON (plain objects, arrays, text, numbers); any other
 * object (a recording, a date) equals only itself.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const names = Object.keys(a);
  return (
    names.length === Object.keys(b).length && names.every((name) => Object.hasOwn(b, name) && sameData((a as Record<string, unknown>)[name], (b as Record<string, unknown>)[name]))
  );
}
