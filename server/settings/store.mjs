// Stored settings: only keys someone changed are saved; the rest are the
// declared defaults.
import { SETTING_FIELDS } from './definitions.mjs';

export function createSettings(db) {
  /** @type {Map<string, any>} */
  const stored = new Map(db.all('SELECT name, value FROM settings').map((row) => [row.name, JSON.parse(row.value)]));

  function get(name) {
    if (stored.has(name)) return stored.get(name);
    const fallback = SETTING_FIELDS[name]?.default;
    return typeof fallback === 'function' ? fallback() : fallback;
  }

  /** A category's values as the GET answers them: write-only secrets left out. */
  function categoryValues(definition) {
    return Object.fromEntries(
      Object.entries(definition.fields)
        .filter(([, field]) => !field.writeOnly)
        .map(([key]) => [key, get(key)]),
    );
  }

  /** @param {Record<string, any>} changes */
  function update(changes) {
    db.transaction(() => {
      for (const [name, value] of Object.entries(changes)) {
        db.run('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value', name, JSON.stringify(value));
        stored.set(name, value);
      }
    });
  }

  return { get, values: categoryValues, update };
}

/** @typedef {ReturnType<typeof createSettings>} Settings */
