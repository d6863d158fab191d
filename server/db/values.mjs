// A list of values for `x IN (…)`: bound one by one, which SQLite reads faster
// than one JSON argument through json_each (its parse costs ~10 us per page of 15
// here). The list is padded to a power of two with its last value (which changes
// nothing), so a handful of prepared statements serve every page size; a long list
// stays one JSON argument, well below SQLite's limit on bound parameters.
const LONGEST = 256;

/** `(?, ?, …)` and its arguments for a non-empty list. @param {any[]} values */
export function valueList(values) {
  if (values.length > LONGEST) return { sql: '(SELECT value FROM json_each(?))', args: [JSON.stringify(values)] };
  let size = 1;
  while (size < values.length) size *= 2;
  const args = values.slice();
  while (args.length < size) args.push(values[values.length - 1]);
  return { sql: `(${args.map(() => '?').join(', ')})`, args };
}
