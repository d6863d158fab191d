// Objects of one shape made from arrays of values, one object literal per list of
// keys: made in one allocation with its final shape, about a tenth of the cost of
// adding the keys one by one, and JSON.stringify walks such an object faster too.
// Rows (db/database.mjs) and serialized objects (registry/serialize.mjs) are made so.

/**
 * The keys are written as JSON strings; a repeated key keeps its last value. A key named
 * __proto__ is written as a computed key, which makes an own property instead of setting
 * the prototype.
 * @param {string[]} keys @returns {(values: any[]) => Record<string, any>}
 */
export function objectMaker(keys) {
  const entries = keys.map((key, index) => `${key === '__proto__' ? `[${JSON.stringify(key)}]` : JSON.stringify(key)}: values[${index}]`);
  // A literal with these keys, which the code or the schema names: the fastest way to make many rows.
  return /** @type {(values: any[]) => Record<string, any>} */ (new Function('values', `return {${entries.join(', ')}};`));
}

/** Makers by key list; the lists asked for are subsets of a resource's fields, so the cache starts over past this many. */
const MAKERS_KEPT = 1000;
const makers = new Map();

/** objectMaker() of these keys, compiled once for every caller that asks for the same list. */
export function sharedObjectMaker(keys) {
  const id = keys.join('\u0000');
  let maker = makers.get(id);
  if (!maker) {
    if (makers.size >= MAKERS_KEPT) makers.clear();
    maker = objectMaker(keys);
    makers.set(id, maker);
  }
  return maker;
}
