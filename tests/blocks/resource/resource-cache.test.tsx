import { expect } from 'chai';
import { DataCacheProvider, useDataCache } from '../../../src/blocks/data/data-cache-context';
import { useData } from '../../../src/blocks/data/use-data';
import { createDataCache, type DataCache } from '../../../src/core/data';
import { detailKey, listKey } from '../../../src/blocks/resource/cache-keys';
import { refreshResource } from '../../../src/blocks/resource/resource-cache';
import { act, render } from '../../helpers/render';
import { waitFor } from '../helpers/signed-in';

/** Reads one cached key, counting the reads; hands out its cache's mutate. */
function Reader({ cacheKey, reads, onMutate }: { cacheKey: readonly unknown[]; reads: { count: number }; onMutate: (mutate: DataCache['mutate']) => void }) {
  onMutate(useDataCache().mutate);
  const { data } = useData(cacheKey, () => ++reads.count, { revalidateOnFocus: false });
  return <span>{data}</span>;
}

describe('refreshing a resource', () => {
  async function cached(cacheKey: readonly unknown[]) {
    const reads = { count: 0 };
    let mutate: DataCache['mutate'] | undefined;
    const view = await render(
      <DataCacheProvider cache={createDataCache({ dedupingInterval: 0 })}>
        <Reader cacheKey={cacheKey} reads={reads} onMutate={(given) => (mutate = given)} />
      </DataCacheProvider>,
    );
    await waitFor(() => reads.count === 1);
    return { reads, refresh: (url: string) => act(async () => void (await refreshResource(url, mutate))), unmount: view.unmount };
  }

  it('reloads an asset read through assets/ when a host is saved through hosts/', async () => {
    const asset = await cached(detailKey('/api/v1/assets/assets/', 'a1'));
    await asset.refresh('/api/v1/assets/hosts/');
    await waitFor(() => asset.reads.count === 2);
    await asset.unmount();
  });

  it('reloads the lists of a ticket type when the generic ticket list changed', async () => {
    const list = await cached(listKey('/api/v1/tickets/apply-asset-tickets/', { filters: {} }));
    await list.refresh('/api/v1/tickets/tickets/');
    await waitFor(() => list.reads.count === 2);
    await list.unmount();
  });

  it("leaves other objects alone: users are not assets, nor an asset's accounts the asset", async () => {
    const users = await cached(listKey('/api/v1/users/users/', { filters: {} }));
    const accounts = await cached(listKey('/api/v1/assets/assets/a1/accounts/', { filters: {} }));
    await users.refresh('/api/v1/assets/hosts/');
    await accounts.refresh('/api/v1/assets/hosts/');
    await act(() => new Promise<void>((done) => setTimeout(done, 50)));
    expect([users.reads.count, accounts.reads.count]).to.deep.equal([1, 1]);
    await users.unmount();
    await accounts.unmount();
  });
});
