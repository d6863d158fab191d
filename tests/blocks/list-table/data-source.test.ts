import { expect } from 'chai';
import { createHttpClient } from '../../../src/core/http';
import { pageSizeSource } from '../../../src/blocks/list-table/data-source';
import { readTablePreferences, writeTablePreferences } from '../../../src/blocks/list-table/table-preferences';
import { readPageSize, writePageSize } from '../../../src/core/page-size';

/** A real HTTP client that writes down the URLs it asks for. */
function recordingClient() {
  const urls: string[] = [];
  const client = createHttpClient({
    fetch: (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    },
  });
  return { urls, client };
}

const answering = (body: unknown) => `/__test/status/200?body=${encodeURIComponent(JSON.stringify(body))}`;

describe('the page/size data source (an adapter, not a second table)', () => {
  it('asks with page, size, the search fields and the sort direction, and reads payload.content and totalElements', async () => {
    const { urls, client } = recordingClient();
    const source = pageSizeSource(answering({ payload: { content: [{ id: 7, name: 'a' }], totalElements: 42 } }), { searchFields: ['name', 'ip'], http: client });
    expect(source.pageSizes).to.deep.equal([10, 20, 30, 40, 50]);
    expect(source.defaultPageSize).to.equal(10);
    const page = await source.fetchPage({ offset: 20, limit: 10, order: '-name', search: 'web', filters: { type: 'linux' } });
    expect(page).to.deep.equal({ rows: [{ id: '7', name: 'a' }], count: 42 });
    const query = new URL(urls[0]!, location.origin).searchParams;
    expect(Object.fromEntries(query)).to.deep.include({ type: 'linux', page: '2', size: '10', name: 'web', ip: 'web', sort: 'name', direction: 'desc' });
  });

  it('reads a plain list, and asks for 999 rows when not paged', async () => {
    const { urls, client } = recordingClient();
    const source = pageSizeSource('/__test/list-array/', { paged: false, http: client });
    expect(source.paged).to.equal(false);
    expect(await source.fetchPage({ offset: 0, limit: 10, filters: {} })).to.deep.equal({ rows: [{ id: '1' }, { id: '2' }, { id: '3' }], count: 3 });
    expect(new URL(urls[0]!, location.origin).searchParams.get('size')).to.equal('999');
  });

  it('deletes several rows with one DELETE of the ids joined by commas', async () => {
    const { urls, client } = recordingClient();
    // The test API has no such resource and answers 404; what matters is the request.
    await pageSizeSource('/__test/things', { http: client })
      .remove(['a', 'b'])
      .catch(() => undefined);
    expect(urls).to.deep.equal(['/__test/things/a,b/']);
  });
});

describe('table preferences', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each table’s columns and widths under tableConfig, and the page size under paginationSize', () => {
    writeTablePreferences('/console/users/users', { showColumns: ['id', 'name'] });
    writeTablePreferences('/console/users/users', { columnWidths: { name: 220 } });
    writeTablePreferences('/console/assets/hosts', { showColumns: ['name'] });
    expect(JSON.parse(localStorage.getItem('tableConfig') ?? '')).to.deep.equal({
      '/console/users/users': { showColumns: ['id', 'name'], columnWidths: { name: 220 } },
      '/console/assets/hosts': { showColumns: ['name'] },
    });
    expect(readTablePreferences('/console/users/users').columnWidths).to.deep.equal({ name: 220 });
    writePageSize(50);
    expect(localStorage.getItem('paginationSize')).to.equal('50');
    expect(readPageSize([15, 30, 50, 100], 15)).to.equal(50);
    expect(readPageSize([10, 20], 10)).to.equal(10);
    localStorage.setItem('tableConfig', 'not json');
    expect(readTablePreferences('/console/users/users')).to.deep.equal({});
  });
});
