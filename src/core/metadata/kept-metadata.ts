import { KEPT_METADATA_MAX_CHARS, STORAGE_KEYS } from '../constants';
import { serverOrigin } from '../http/connection';
import { publicSettings } from '../public-settings';
import { sessionStore } from '../session/store';
import { readJson, writeJson, writeText } from '../storage';
import type { RawMetadata } from './types';

/*
 * OPTIONS answers kept between page loads, so that a list opened again need
 * not wait for them (they are revalidated in the background). They describe
 * fields, not data, and hold no secret; what they list depends on the server's
 * version, the language, the user and the organization, so they are kept for
 * one server, version and user at a time (another one's first answer drops
 * them) under the organization, language and URL: another user, language or
 * version never reads them. Forgotten on logout and when the server says
 * nobody is signed in.
 *
 * In local storage: read synchronously as the first screen's requests start.
 * IndexedDB would have to be opened first, which took 10-75 ms for an existing
 * database and about 50 ms to create one in this project's headless Chromium
 * (longer than the OPTIONS answer itself on a near server); the Cache API is
 * for secure contexts only, and JumpServer often runs on plain HTTP inside a
 * network. Bounded (KEPT_METADATA_MAX_CHARS, least recently used out first) so
 * the preferences keep their room.
 */

/** Whose answers are kept, and each one's key (oldest use first) with its length. */
interface KeptIndex {
  scope: string;
  entries: Record<string, number>;
}

const entryKey = (key: string) => `${STORAGE_KEYS.keptMetadata}:${key}`;

/** The server, version and user whose answers are read and written now; undefined until the session knows the user. */
function currentScope(): string | undefined {
  const user = sessionStore.getState().profile?.id;
  if (!user) return undefined;
  const version = publicSettings().INTERFACE?.['version'];
  return `${serverOrigin()}|${typeof version === 'string' ? version : ''}|${user}`;
}

function readIndex(): KeptIndex | undefined {
  const index = readJson<KeptIndex | null>(STORAGE_KEYS.keptMetadata, null);
  return index && typeof index.scope === 'string' && index.entries && typeof index.entries === 'object' ? index : undefined;
}

/** Marks an entry as just used: it is the last to go. */
function touch(index: KeptIndex, key: string, length: number): void {
  delete index.entries[key];
  index.entries[key] = length;
}

/** The answer kept for a metadata key (organization, language and URL) of the current server, version and user. */
export function readKeptMetadata(key: string): RawMetadata | undefined {
  const scope = currentScope();
  const index = readIndex();
  if (!scope || index?.scope !== scope || !Object.hasOwn(index.entries, key)) return undefined;
  const raw = readJson<RawMetadata | null>(entryKey(key), null);
  if (!raw || typeof raw !== 'object') return undefined;
  touch(index, key, index.entries[key] ?? 0);
  writeJson(STORAGE_KEYS.keptMetadata, index);
  return raw;
}

/** Keeps an answer, making room by forgetting the least recently used ones. */
export function keepMetadata(key: string, raw: RawMetadata): void {
  const scope = currentScope();
  if (!scope) return;
  let index = readIndex();
  if (index?.scope !== scope) {
    forgetKeptMetadata();
    index = { scope, entries: {} };
  }
  const text = JSON.stringify(raw);
  touch(index, key, text.length);
  let total = Object.values(index.entries).reduce((sum, length) => sum + length, 0);
  for (const old of Object.keys(index.entries)) {
    if (total <= KEPT_METADATA_MAX_CHARS || old === key) break;
    total -= index.entries[old] ?? 0;
    delete index.entries[old];
    localStorage.removeItem(entryKey(old));
  }
  if (text.length > KEPT_METADATA_MAX_CHARS || !writeText(entryKey(key), text)) delete index.entries[key];
  writeJson(STORAGE_KEYS.keptMetadata, index);
}

/** Forgets every kept answer (logout, a session the server ended). */
export function forgetKeptMetadata(): void {
  try {
    const kept = Object.keys(localStorage).filter((name) => name === STORAGE_KEYS.keptMetadata || name.startsWith(`${STORAGE_KEYS.keptMetadata}:`));
    for (const name of kept) localStorage.removeItem(name);
  } catch {
    // No local storage: nothing was kept.
  }
}
