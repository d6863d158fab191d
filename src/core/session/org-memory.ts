import { STORAGE_KEYS } from '../constants';
import { readJson, writeJson } from '../storage';
import type { Org } from './types';

/**
 * The current and previous organization, kept per user in local storage, so
 * two people sharing a browser each come back to their own organization.
 */
type OrgsByUser = Record<string, Org | null>;

const LAST_USER_KEY = 'lastUsername';

function read(key: string, username: string): Org | null {
  const value = readJson<OrgsByUser>(key, {})[username];
  return value ?? null;
}

function write(key: string, username: string, org: Org | null): void {
  const all = readJson<OrgsByUser>(key, {});
  all[username] = org;
  writeJson(key, all);
}

export const orgMemory = {
  current: (username: string) => read(STORAGE_KEYS.currentOrg, username),
  previous: (username: string) => read(STORAGE_KEYS.preOrg, username),
  saveCurrent: (username: string, org: Org | null) => write(STORAGE_KEYS.currentOrg, username, org),
  savePrevious: (username: string, org: Org | null) => write(STORAGE_KEYS.preOrg, username, org),
  /** Who used this browser last: their organization scopes the first profile request. */
  lastUser: () => readJson<string | null>(LAST_USER_KEY, null),
  saveLastUser: (username: string) => writeJson(LAST_USER_KEY, username),
  /**
   * An organization a route entered by itself does not outlive the page: as
   * the page starts, the one the user chose is put back.
   */
  forgetAutoEntered(): void {
    const username = orgMemory.lastUser();
    if (!username) return;
    const current = orgMemory.current(username);
    const previous = orgMemory.previous(username);
    if (current?.autoEnter && previous) orgMemory.saveCurrent(username, previous);
  },
};
