import type { MessageKey } from '../../core/i18n';
import { COMMAND_STORAGES_URL, REPLAY_STORAGES_URL } from './terminal-urls';

/** A storage type a person creates (the local one comes with the system), by its product name. */
export interface StorageType {
  value: string;
  title: string;
}

/** Replay or command storages: their API, routes, tab on the components page and types. */
export interface StorageKind {
  url: string;
  resource: 'replaystorage' | 'commandstorage';
  create: string;
  update: string;
  /** The components page's tab that lists them (lina's name, so `?activeTab=` links carry over). */
  tab: string;
  /** The catalogue key of their list's title. */
  title: MessageKey;
  types: readonly StorageType[];
}

export const REPLAY_STORAGE: StorageKind = {
  url: REPLAY_STORAGES_URL,
  resource: 'replaystorage',
  create: 'CreateReplayStorage',
  update: 'ReplayStorageUpdate',
  tab: 'ReplayStorage',
  title: 'terminal.replayStorages',
  types: [
    { value: 's3', title: 'S3' },
    { value: 'ceph', title: 'Ceph' },
    { value: 'swift', title: 'Swift' },
    { value: 'oss', title: 'OSS' },
    { value: 'azure', title: 'Azure' },
    { value: 'obs', title: 'OBS' },
    { value: 'cos', title: 'COS' },
  ],
};

export const COMMAND_STORAGE: StorageKind = {
  url: COMMAND_STORAGES_URL,
  resource: 'commandstorage',
  create: 'CreateCommandStorage',
  update: 'CommandStorageUpdate',
  tab: 'CommandStorage',
  title: 'terminal.commandStorages',
  types: [{ value: 'es', title: 'Elasticsearch' }],
};

/** Storages that keep things on the JumpServer host itself: nobody changes or deletes them. */
export const isLocalStorage = (name: unknown) => name === 'default' || name === 'null';
