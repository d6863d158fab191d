/** Sets some keys of the route's query, leaving the others (the list's search and order) as they are. */
export function withQuery(query: URLSearchParams, changes: Record<string, string | undefined>) {
  const next = Object.fromEntries(query);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  delete next['page'];
  return next;
}
