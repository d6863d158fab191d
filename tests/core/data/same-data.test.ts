import { expect } from 'chai';
import { sameData } from '../../../src/core/data/same-data';

describe('telling a new answer equal to the cached one', () => {
  it('finds equal JSON equal, whatever the order of its members', () => {
    expect(sameData({ rows: [{ id: 'a', name: 'web-01' }], count: 1 }, { count: 1, rows: [{ name: 'web-01', id: 'a' }] })).to.equal(true);
    expect(sameData([1, 'two', null, true], [1, 'two', null, true])).to.equal(true);
  });

  it('tells apart a changed value, a missing or extra member, another length, an array from an object', () => {
    expect(sameData({ count: 1 }, { count: 2 })).to.equal(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1, c: undefined })).to.equal(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).to.equal(false);
    expect(sameData([1, 2], [1, 2, 3])).to.equal(false);
    expect(sameData({ 0: 'a' }, ['a'])).to.equal(false);
    expect(sameData(0, '0')).to.equal(false);
  });

  it('finds any other object (a recording, a date) equal only to itself', () => {
    const when = new Date(0);
    expect(sameData(when, when)).to.equal(true);
    expect(sameData(new Date(0), new Date(0))).to.equal(false);
    expect(sameData(new ArrayBuffer(1), new ArrayBuffer(1))).to.equal(false);
  });
});
