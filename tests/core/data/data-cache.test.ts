import { expect } from 'chai';
import { createDataCache, keyId, type DataKey, type DataReader, type Fetcher } from '../../../src/core/data';

/** Waits until a condition holds (the cache answers on later turns of the event loop). */
async function until(check: () => boolean, timeoutMs = 4000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('the condition never held');
    await new Promise((done) => setTimeout(done, 5));
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A fetcher that counts its reads and answers `answer(count)`. */
function counted<T>(answer: (count: number, key: DataKey) => T | Promise<T>) {
  const fetcher = Object.assign((key: DataKey) => answer(++fetcher.count, key), { count: 0 });
  return fetcher;
}

const readerOf = (fetcher: Fetcher, asked: Partial<DataReader> = {}): DataReader => ({
  fetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  retryOnError: false,
  ...asked,
});

describe('the data cache', () => {
  it('names equal keys alike: equal arrays one entry, a number and its text two, members in any order one', () => {
    expect(keyId(['list', '/api/v1/users/', 1])).to.equal(keyId(['list', '/api/v1/users/', 1]));
    expect(keyId(['page', 1])).to.not.equal(keyId(['page', '1']));
    expect(keyId(['q', { a: 1, b: 2 }])).to.equal(keyId(['q', { b: 2, a: 1 }]));
    expect(keyId('/api/v1/users/')).to.equal('/api/v1/users/');
    expect([keyId(null), keyId(undefined), keyId(false), keyId([])]).to.deep.equal(['', '', '', '']);
  });

  it('reads a key once while a read is under way, and reuses the answer within the deduping interval', async () => {
    const cache = createDataCache({ dedupingInterval: 200 });
    const users = counted(async () => ['admin']);
    const reader = readerOf(users);
    await Promise.all([cache.load(['users'], reader, true), cache.load(['users'], reader, true)]);
    expect(users.count).to.equal(1);
    await cache.load(['users'], reader, true);
    expect(users.count).to.equal(1);
    expect(cache.read(keyId(['users'])).data).to.deep.equal(['admin']);
    // After the interval, the next reader asks again.
    await until(() => (cache.load(['users'], reader, true), users.count === 2));
  });

  it('reads again without dedupe (a reload), and keeps only the answer of the last read started', async () => {
    const cache = createDataCache();
    let answers = 0;
    const slowFirst = counted(async (count) => {
      await pause(count === 1 ? 60 : 0);
      answers += 1;
      return `answer ${count}`;
    });
    const first = cache.load('/api/', readerOf(slowFirst), true);
    await cache.load('/api/', readerOf(slowFirst), false);
    await first;
    expect(answers).to.equal(2);
    expect(cache.read('/api/').data).to.equal('answer 2');
  });

  it('keeps the same data object when a new read brings equal data', async () => {
    const cache = createDataCache({ dedupingInterval: 0 });
    const rows = counted(async () => ({ rows: [{ id: 'a' }], count: 1 }));
    await cache.load(['rows'], readerOf(rows), false);
    const before = cache.read(keyId(['rows'])).data;
    await cache.load(['rows'], readerOf(rows), false);
    expect(rows.count).to.equal(2);
    expect(cache.read(keyId(['rows'])).data).to.equal(before);
  });

  it('hands a filter each cached key as given, and reads again only the watched keys it accepts', async () => {
    const cache = createDataCache({ dedupingInterval: 0 });
    const read = counted((_count, key) => String(key));
    const keys: DataKey[] = [['list', '/api/v1/users/', '{}'], ['list', '/api/v1/assets/', '{}'], 'count'];
    const unwatch = keys.map((key) => cache.watch(key, () => readerOf(read)));
    await Promise.all(keys.map((key) => cache.load(key, readerOf(read), true)));
    const seen: DataKey[] = [];
    await cache.mutate((key) => (seen.push(key), Array.isArray(key) && key[1] === '/api/v1/users/'));
    expect(seen).to.deep.equal(keys);
    expect(read.count).to.equal(4);
    unwatch.forEach((stop) => stop());
  });

  it('sets data at once without reading again when told not to, and drops the answer of a read started before', async () => {
    const cache = createDataCache();
    const slow = counted(async () => {
      await pause(40);
      return 'from the server';
    });
    const reading = cache.load('/api/profile/', readerOf(slow), true);
    const stop = cache.watch('/api/profile/', () => readerOf(slow));
    expect(await cache.mutate('/api/profile/', 'saved here', { revalidate: false })).to.equal('saved here');
    await reading;
    expect(slow.count).to.equal(1);
    expect(cache.read('/api/profile/')).to.deep.equal({ data: 'saved here', error: undefined, validating: false });
    stop();
  });

  it('makes new data from the cached one with an updater (rows dropped from a page), then reads again when watched', async () => {
    const cache = createDataCache({ dedupingInterval: 0 });
    const page = counted(async (count) => ({ rows: count === 1 ? ['a', 'b'] : ['b'] }));
    const stop = cache.watch(['page'], () => readerOf(page));
    await cache.load(['page'], readerOf(page), true);
    const updated = await cache.mutate<{ rows: string[] }>(['page'], (current) => current && { rows: current.rows.filter((row) => row !== 'a') });
    expect(updated).to.deep.equal({ rows: ['b'] });
    await until(() => page.count === 2 && cache.read(keyId(['page'])).validating === false);
    expect(cache.read(keyId(['page'])).data).to.deep.equal({ rows: ['b'] });
    stop();
  });

  it('gives a preloaded read to the next reader of the key', async () => {
    const cache = createDataCache();
    const recording = counted(async () => ({ kind: 'asciicast' }));
    const preloaded = cache.preload(['session-replay', 's1'], recording);
    await cache.load(['session-replay', 's1'], readerOf(counted(() => 'never asked')), true);
    expect(await preloaded).to.deep.equal({ kind: 'asciicast' });
    expect(recording.count).to.equal(1);
    expect(cache.read(keyId(['session-replay', 's1'])).data).to.deep.equal({ kind: 'asciicast' });
  });

  it('reads again when the window gains focus only for the readers that ask', async () => {
    const cache = createDataCache({ dedupingInterval: 0, focusThrottleInterval: 0 });
    const asking = counted(() => 'badge');
    const quiet = counted(() => 'list');
    const stops = [cache.watch('badge', () => readerOf(asking, { revalidateOnFocus: true })), cache.watch('list', () => readerOf(quiet))];
    await Promise.all([cache.load('badge', readerOf(asking), true), cache.load('list', readerOf(quiet), true)]);
    await pause(5);
    window.dispatchEvent(new Event('focus'));
    await until(() => asking.count === 2);
    await pause(30);
    expect(quiet.count).to.equal(1);
    stops.forEach((stop) => stop());
  });

  it('keeps the error of a failed read, then retries and clears it when the read succeeds', async () => {
    const cache = createDataCache({ errorRetryInterval: 10 });
    const flaky = counted(async (count) => {
      if (count === 1) throw new Error('502');
      return 'answered';
    });
    const reader = () => readerOf(flaky, { retryOnError: true });
    const stop = cache.watch('/api/flaky/', reader);
    await cache.load('/api/flaky/', reader(), true);
    expect((cache.read('/api/flaky/').error as Error).message).to.equal('502');
    await until(() => cache.read('/api/flaky/').data === 'answered');
    expect(cache.read('/api/flaky/').error).to.equal(undefined);
    stop();
  });

  it('does not retry a reader that asked not to', async () => {
    const cache = createDataCache({ errorRetryInterval: 1 });
    const failing = counted(async () => {
      throw new Error('404');
    });
    const stop = cache.watch('/api/gone/', () => readerOf(failing));
    await cache.load('/api/gone/', readerOf(failing), true);
    await pause(50);
    expect(failing.count).to.equal(1);
    stop();
  });
});
