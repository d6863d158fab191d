import { expect } from 'chai';
import { makeFieldMeta } from '../../../src/core/metadata';
import { mayFilter, readListState, writeListState } from '../../../src/blocks/list-table/list-query';
import { searchOptionsFromFields } from '../../../src/blocks/search-bar/search-tags';

const OPTIONS = searchOptionsFromFields(
  [makeFieldMeta('name', { type: 'string', filter: true, label: 'Name' }), makeFieldMeta('is_active', { type: 'boolean', filter: true, label: 'Active' })],
  { yes: 'Yes', no: 'No' },
);
const RANGE = { from: new Date('2024-05-01T00:00:01Z'), to: new Date('2024-05-09T23:59:59Z') };

describe("a list's state in its query", () => {
  it("reads tags, order, page and dates; the range the query does not name is the list's default", () => {
    const query = new URLSearchParams('search=web&is_active=true&order=-name&page=3&node=n1');
    const state = readListState(query, OPTIONS, 'Search', undefined);
    expect(state.tags.map((tag) => `${tag.label}: ${tag.valueLabel}`)).to.deep.equal(['Search: web', 'Active: Yes']);
    expect([state.order, state.page, state.range]).to.deep.equal(['-name', 3, undefined]);
    expect(readListState(new URLSearchParams('page=0'), OPTIONS, 'Search', RANGE)).to.deep.include({ page: 1, range: RANGE });
    const dated = writeListState(new URLSearchParams(), { range: { from: new Date('2024-01-01T00:00:00Z'), to: new Date('2024-01-02T00:00:00Z') } }, OPTIONS);
    expect(readListState(dated, OPTIONS, 'Search', RANGE).range?.from.toISOString()).to.equal('2024-01-01T00:00:00.000Z');
  });

  it("writes a change in place of the old one, keeps the screen's own keys, and starts a new filter or order on page 1", () => {
    const query = new URLSearchParams('search=web&name=a&page=3&node=n1&id=u1');
    const tags = [{ key: 'is_active', label: 'Active', value: 'false', valueLabel: 'No' }];
    expect(writeListState(query, { tags }, OPTIONS).toString()).to.equal('node=n1&id=u1&is_active=false');
    expect(writeListState(query, { page: 4 }, OPTIONS).get('page')).to.equal('4');
    expect(writeListState(query, { order: undefined }, OPTIONS).has('page')).to.equal(false);
    expect(writeListState(new URLSearchParams('order=name'), { order: undefined }, OPTIONS).toString()).to.equal('');
  });

  it("waits for the fields when the query may hold a filter only they can tell from the screen's keys", () => {
    expect(mayFilter(new URLSearchParams('search=x&order=name&page=2&id=u1'))).to.equal(false);
    expect(mayFilter(new URLSearchParams('is_active=true'))).to.equal(true);
  });
});
