// One setting's value wherever a request is served: the server's thread has the
// settings service; a reader thread reads the stored value (else the default).
import { SETTING_FIELDS } from './definitions.mjs';

export function settingValue(services, name) {
  if (services.settings) return services.settings.get(name);
  const stored = services.db.cache('settings read', { limit: 64 }).get(name, () => services.db.get('SELECT value FROM settings WHERE name = ?', name) ?? null);
  if (stored) return JSON.parse(stored.value);
  const fallback = SETTING_FIELDS[name]?.default;
  return typeof fallback === 'function' ? fallback() : fallback;
}
