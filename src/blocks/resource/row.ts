/** A row of a list answer, or one object: an id, and whatever the server sent. */
export interface Row {
  id: string;
  name?: unknown;
  hostname?: unknown;
  children?: Row[];
  [field: string]: unknown;
}

/** A row's name for messages: its name, else its hostname, else its id. */
export function rowLabel(row: Row): string {
  const name = row.name ?? row.hostname;
  return typeof name === 'string' || typeof name === 'number' ? String(name) : row.id;
}
