import { expect } from 'chai';
import type { ReactNode } from 'react';
import { DataCacheProvider } from '../../../src/blocks/data/data-cache-context';
import { useData, type DataAnswer, type DataOptions } from '../../../src/blocks/data/use-data';
import { createDataCache, mutateData, type DataKey, type MaybeDataKey } from '../../../src/core/data';
import { act, render } from '../../helpers/render';
import { waitFor } from '../helpers/signed-in';

type Seen = Pick<DataAnswer<string>, 'data' | 'isLoading' | 'isValidating'> & { error?: unknown };

/** A reader that records what it showed at each render and hands out its answer. */
function Reader(props: {
  dataKey: MaybeDataKey;
  fetcher: (key: DataKey) => Promise<string>;
  options?: DataOptions<string>;
  seen: Seen[];
  answer?: (answer: DataAnswer<string>) => void;
}) {
  const answer = useData(props.dataKey, props.fetcher, props.options);
  props.seen.push({ data: answer.data, isLoading: answer.isLoading, isValidating: answer.isValidating, ...(answer.error ? { error: answer.error } : {}) });
  props.answer?.(answer);
  return <output>{answer.data}</output>;
}

/** A fetcher whose answers the test gives, one per read, and which counts its reads. */
function controlled() {
  const pending: ((value: string) => void)[] = [];
  const fetcher = Object.assign((key: DataKey) => new Promise<string>((resolve) => pending.push(resolve)).then((value) => `${value} for ${String(key)}`), {
    reads: () => pending.length,
    answer: (value: string) => act(async () => pending.at(-1)?.(value)),
  });
  return fetcher;
}

/** Under a cache of its own (one per test: a rerender keeps it). */
const own = (node: ReactNode, cache = createDataCache({ dedupingInterval: 0 })) => <DataCacheProvider cache={cache}>{node}</DataCacheProvider>;

describe('reading data with useData', () => {
  it('is loading and validating from the first render until the answer, then shows it', async () => {
    const seen: Seen[] = [];
    const fetcher = controlled();
    const view = await render(own(<Reader dataKey="/api/v1/users/" fetcher={fetcher} seen={seen} />));
    expect(seen[0]).to.deep.equal({ data: undefined, isLoading: true, isValidating: true });
    await fetcher.answer('rows');
    expect(seen.at(-1)).to.deep.equal({ data: 'rows for /api/v1/users/', isLoading: false, isValidating: false });
    expect(fetcher.reads()).to.equal(1);
    await view.unmount();
  });

  it('reads again on mutate(), validating but no longer loading while the old data shows', async () => {
    const seen: Seen[] = [];
    const fetcher = controlled();
    let answer: DataAnswer<string> | undefined;
    const view = await render(own(<Reader dataKey={['detail', 'u1']} fetcher={fetcher} seen={seen} answer={(given) => (answer = given)} />));
    await fetcher.answer('first');
    let reloaded: Promise<unknown> | undefined;
    await act(async () => void (reloaded = answer?.mutate()));
    expect(seen.at(-1)).to.deep.equal({ data: 'first for detail,u1', isLoading: false, isValidating: true });
    await fetcher.answer('second');
    expect(await reloaded).to.equal('second for detail,u1');
    expect(seen.at(-1)).to.deep.equal({ data: 'second for detail,u1', isLoading: false, isValidating: false });
    await view.unmount();
  });

  it("keeps the previous key's data while the next key loads when asked (the next page of a list)", async () => {
    const seen: Seen[] = [];
    const fetcher = controlled();
    const cache = createDataCache();
    const reader = (page: number) => own(<Reader dataKey={['page', page]} fetcher={fetcher} options={{ keepPreviousData: true }} seen={seen} />, cache);
    const view = await render(reader(1));
    await fetcher.answer('one');
    await view.rerender(reader(2));
    expect(seen.at(-1)).to.deep.equal({ data: 'one for page,1', isLoading: true, isValidating: true });
    await fetcher.answer('two');
    expect(seen.at(-1)?.data).to.equal('two for page,2');
    await view.unmount();
  });

  it('shows nothing of the previous key without keepPreviousData', async () => {
    const seen: Seen[] = [];
    const fetcher = controlled();
    const cache = createDataCache();
    const reader = (page: number) => own(<Reader dataKey={['page', page]} fetcher={fetcher} seen={seen} />, cache);
    const view = await render(reader(1));
    await fetcher.answer('one');
    await view.rerender(reader(2));
    expect(seen.at(-1)).to.deep.equal({ data: undefined, isLoading: true, isValidating: true });
    await view.unmount();
  });

  it('shows fallbackData without reading when the first mount is told not to (the page asked ahead)', async () => {
    const seen: Seen[] = [];
    const fetcher = controlled();
    const view = await render(own(<Reader dataKey={['list', 'q']} fetcher={fetcher} options={{ fallbackData: 'asked ahead', revalidateOnMount: false }} seen={seen} />));
    await act(() => new Promise((done) => requestAnimationFrame(done)));
    expect(seen.every((state) => state.data === 'asked ahead' && !state.isLoading && !state.isValidating)).to.equal(true);
    expect(fetcher.reads()).to.equal(0);
    await view.unmount();
  });

  it('reads nothing without a key', async () => {
    const seen: Seen[] = [];
    const fetcher = controlled();
    const view = await render(own(<Reader dataKey={null} fetcher={fetcher} seen={seen} />));
    expect(seen.at(-1)).to.deep.equal({ data: undefined, isLoading: false, isValidating: false });
    expect(fetcher.reads()).to.equal(0);
    await view.unmount();
  });

  it('reads the same key once for two readers of one cache', async () => {
    const fetcher = controlled();
    const first: Seen[] = [];
    const second: Seen[] = [];
    const view = await render(
      own(
        <>
          <Reader dataKey="/api/v1/shared/" fetcher={fetcher} seen={first} />
          <Reader dataKey="/api/v1/shared/" fetcher={fetcher} seen={second} />
        </>,
      ),
    );
    await fetcher.answer('one read');
    expect(fetcher.reads()).to.equal(1);
    expect([first.at(-1)?.data, second.at(-1)?.data]).to.deep.equal(['one read for /api/v1/shared/', 'one read for /api/v1/shared/']);
    await view.unmount();
  });

  it("keeps a tree under its own cache apart from the page's: its own reads, untouched by the page cache's changes", async () => {
    const key = `/api/v1/apart-${Date.now().toString(36)}/`;
    const fetcher = controlled();
    const onPage: Seen[] = [];
    const apart: Seen[] = [];
    const view = await render(
      <>
        <Reader dataKey={key} fetcher={fetcher} seen={onPage} />
        {own(<Reader dataKey={key} fetcher={fetcher} seen={apart} />)}
      </>,
    );
    expect(fetcher.reads()).to.equal(2);
    await act(async () => void (await mutateData(key, 'set on the page', { revalidate: false })));
    expect(onPage.at(-1)?.data).to.equal('set on the page');
    expect(apart.at(-1)?.data).to.equal(undefined);
    await view.unmount();
  });

  it('shows the error of a failed read, and the data once a retry answers', async () => {
    const seen: Seen[] = [];
    let reads = 0;
    const flaky = async () => {
      reads += 1;
      if (reads === 1) throw new Error('503');
      return 'back';
    };
    const view = await render(
      <DataCacheProvider cache={createDataCache({ errorRetryInterval: 10 })}>
        <Reader dataKey="/api/v1/flaky/" fetcher={flaky} seen={seen} />
      </DataCacheProvider>,
    );
    await waitFor(() => seen.some((state) => (state.error as Error | undefined)?.message === '503'));
    await waitFor(() => seen.at(-1)?.data === 'back');
    expect(seen.at(-1)).to.deep.equal({ data: 'back', isLoading: false, isValidating: false });
    await view.unmount();
  });
});
