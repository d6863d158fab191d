import { keyId, type DataKey } from './data-key';
import { onPageReturn, pageActive } from './page-activity';
import { sameData } from './same-data';

/** Reads a key's data; it gets the key as given (an array key whole). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each reader types its own key
export type Fetcher<T = unknown> = (key: any) => T | Promise<T>;

/** One key's answer: its data (kept while it is read again), the error of the last read, and whether a read is under way (unset before the first). */
export interface DataEntry<T = unknown> {
  readonly data?: T | undefined;
  readonly error?: unknown;
  readonly validating?: boolean;
}

/** How a mounted reader of a key reads it again: its fetcher and what it asked for. */
export interface DataReader {
  fetcher: Fetcher;
  revalidateOnFocus: boolean;
  revalidateOnReconnect: boolean;
  retryOnError: boolean;
}

export interface MutateOptions {
  /** Read the key again afterwards (default): false when the new data is the server's own answer. */
  revalidate?: boolean;
}

/** New data, or how to make it from the cached one. */
export type DataUpdate<T> = T | undefined | ((current: T | undefined) => T | undefined);

/** A change of data: none (read again), or the new data with its options. */
export type DataChange<T> = [] | [update: DataUpdate<T>, options?: MutateOptions];

export interface DataCacheOptions {
  /** How long after a read's answer a new reader takes that answer rather than asking again (ms). */
  dedupingInterval?: number;
  /** The least time between two reads on focus of one reader (ms). */
  focusThrottleInterval?: number;
  /** The first wait before reading again after an error; each retry waits about twice as long (ms). */
  errorRetryInterval?: number;
}

interface Request {
  id: number;
  answer: Promise<unknown>;
  done: Promise<void>;
}

interface Slot {
  key: DataKey;
  entry: DataEntry;
  listeners: Set<() => void>;
  /** Mounted readers, first mounted first: that one reads again when the data changes elsewhere. */
  readers: (() => DataReader)[];
  request?: Request | undefined;
  /** When its data was last set from outside: an answer to a read started before is stale. */
  changedAt: number;
}

const NOTHING: DataEntry = {};

/**
 * The answers the page has read, by key, with their readers (the SWR model:
 * stale data shows while it is read again): one read per key at a time, an
 * answer reused for `dedupingInterval` after it came, data kept as the same
 * object when a new read brings equal data, reads again on focus and on
 * reconnection for the readers that ask, retries after an error with an
 * exponential backoff while the page is seen.
 */
export function createDataCache({ dedupingInterval = 2000, focusThrottleInterval = 5000, errorRetryInterval = 5000 }: DataCacheOptions = {}) {
  const slots = new Map<string, Slot>();
  // Orders reads and changes: an answer is kept only when no change came after its read started.
  let clock = 0;

  const slotOf = (key: DataKey) => {
    const id = keyId(key);
    let slot = slots.get(id);
    if (!slot) slots.set(id, (slot = { key, entry: NOTHING, listeners: new Set(), readers: [], changedAt: 0 }));
    return slot;
  };

  const set = (slot: Slot, change: DataEntry) => {
    if ((Object.keys(change) as (keyof DataEntry)[]).every((name) => slot.entry[name] === change[name] && name in slot.entry)) return;
    slot.entry = { ...slot.entry, ...change };
    slot.listeners.forEach((listener) => listener());
  };

  const retryDelay = (count: number) => Math.floor((Math.random() + 0.5) * (1 << Math.min(count, 8))) * errorRetryInterval;

  /** Reads a key: `dedupe` takes the read under way (or the answer just come) rather than asking again. */
  function load(slot: Slot, reader: DataReader | undefined, fetcher: Fetcher, dedupe: boolean, retries = 0): Request {
    if (dedupe && slot.request) return slot.request;
    const id = ++clock;
    const answer = new Promise((resolve) => resolve(fetcher(slot.key)));
    const current = () => slot.request?.id === id;
    const done = answer.then(
      (data) => {
        if (!current()) return;
        if (slot.changedAt > id) {
          slot.request = undefined;
          return set(slot, { validating: false });
        }
        setTimeout(() => current() && (slot.request = undefined), dedupingInterval);
        set(slot, { data: sameData(slot.entry.data, data) ? slot.entry.data : data, error: undefined, validating: false });
      },
      (error: unknown) => {
        if (!current()) return;
        slot.request = undefined;
        set(slot, { error, validating: false });
        // A reader that reads again on the user's return leaves the retry to it while the page is away.
        if (reader?.retryOnError && (!reader.revalidateOnFocus || !reader.revalidateOnReconnect || pageActive())) {
          setTimeout(
            () => {
              const first = slot.readers[0]?.();
              if (first) load(slot, first, first.fetcher, true, retries + 1);
            },
            retryDelay(retries + 1),
          );
        }
      },
    );
    slot.request = { id, answer, done };
    set(slot, { validating: true });
    return slot.request;
  }

  /** Reads a key again, through its first reader (none mounted: its data stays, read when one mounts). */
  function refresh(slot: Slot): Promise<unknown> {
    slot.request = undefined;
    const reader = slot.readers[0]?.();
    if (reader) return load(slot, reader, reader.fetcher, false).done.then(() => slot.entry.data);
    // The read dropped above has no answer to end it.
    if (slot.entry.validating) set(slot, { validating: false });
    return Promise.resolve(slot.entry.data);
  }

  function change<T>(slot: Slot, given: DataChange<T>): Promise<unknown> {
    if (given.length === 0) return refresh(slot);
    const [update, options] = given;
    slot.changedAt = ++clock;
    const data = typeof update === 'function' ? (update as (current: T | undefined) => T | undefined)(slot.entry.data as T | undefined) : update;
    set(slot, { data, error: undefined });
    if (options?.revalidate !== false) void refresh(slot);
    return Promise.resolve(data);
  }

  return {
    /** A key's answer as it stands (the same object until it changes). */
    read: (id: string): DataEntry => slots.get(id)?.entry ?? NOTHING,

    /** Calls back on every change of a key's answer; returns the unsubscribe. */
    subscribe(key: DataKey, listener: () => void): () => void {
      const { listeners } = slotOf(key);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /** Whether a key's answer has a mounted reader. */
    watched: (id: string) => (slots.get(id)?.readers.length ?? 0) > 0,

    /** A reader mounted on a key: it reads again on focus and reconnection as it asks; returns its unmount. */
    watch(key: DataKey, reader: () => DataReader): () => void {
      const slot = slotOf(key);
      slot.readers.push(reader);
      let nextFocus = Date.now() + focusThrottleInterval;
      const stop = onPageReturn((event) => {
        const options = reader();
        if (!pageActive() || !(event === 'online' ? options.revalidateOnReconnect : options.revalidateOnFocus && Date.now() >= nextFocus)) return;
        if (event === 'focus') nextFocus = Date.now() + focusThrottleInterval;
        load(slot, options, options.fetcher, true);
      });
      return () => {
        slot.readers.splice(slot.readers.indexOf(reader), 1);
        stop();
      };
    },

    /** Reads a key for a reader (`dedupe`: the read under way serves). */
    load: (key: DataKey, reader: DataReader, dedupe: boolean) => load(slotOf(key), reader, reader.fetcher, dedupe).done,

    /**
     * Changes the data of a key, or of every cached key a filter accepts (it
     * gets each key as it was given): no data reads them again (their first
     * mounted reader does); data (or an updater of the cached data) shows at
     * once, then reads again unless `revalidate` is false. An answer to a read
     * started before the change is dropped.
     */
    mutate<T = unknown>(target: DataKey | ((key: DataKey) => boolean), ...given: DataChange<T>): Promise<unknown> {
      if (typeof target === 'function') return Promise.all([...slots.values()].filter((slot) => target(slot.key)).map((slot) => change(slot, given)));
      return keyId(target) ? change(slotOf(target), given) : Promise.resolve(undefined);
    },

    /** Asks for a key's data ahead of its reader, which takes this read (or its answer) as its own; the answer, or its error. */
    preload<T>(key: DataKey, fetcher: Fetcher<T>): Promise<T> {
      return load(slotOf(key), undefined, fetcher, true).answer as Promise<T>;
    },
  };
}

export type DataCache = ReturnType<typeof createDataCache>;
