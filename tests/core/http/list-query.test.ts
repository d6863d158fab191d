import { expect } from 'chai';
import { createHttpClient, listParams, readPage } from '../../../src/core/http';

describe('list queries', () => {
  it('sends offset, limit, order, search, dates, flags and filters', () => {
    expect(
      listParams({
        offset: 30,
        limit: 15,
        order: '-date_created',
        search: '  web  ',
        date_from: '2024-05-01T00:00:01',
        date_to: '2024-05-08T23:59:59',
        display: true,
        draw: true,
        filters: { is_active: true, platform: 3 },
      }),
    ).to.deep.equal({
      is_active: true,
      platform: 3,
      offset: 30,
      limit: 15,
      order: '-date_created',
      search: 'web',
      date_from: '2024-05-01T00:00:01',
      date_to: '2024-05-08T23:59:59',
      display: 1,
      draw: 1,
    });
  });

  it('leaves out what is empty', () => {
    expect(listParams({ search: '   ', order: '' })).to.deep.equal({});
  });

  it('reads a paged answer and a plain array alike', async () => {
    const http = createHttpClient();
    const paged = readPage(await http.get('/__test/list-paged/'));
    expect(paged).to.deep.equal({ results: [{ id: 1 }], count: 42, next: 'http://test.local/__test/list-paged/?offset=15' });
    const plain = readPage(await http.get('/__test/list-array/'));
    expect(plain).to.deep.equal({ results: [{ id: 1 }, { id: 2 }, { id: 3 }], count: 3, next: null });
    expect(readPage('nonsense')).to.deep.equal({ results: [], count: 0, next: null });
  });
});
