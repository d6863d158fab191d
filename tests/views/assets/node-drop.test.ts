import { expect } from 'chai';
import { nodeMoveRefused } from '../../../src/views/assets/node-drop';

describe('where a node may move', () => {
  it('goes under any node but itself, its own children and the parent it is under', () => {
    expect(nodeMoveRefused('1:2', '1:3')).to.equal(false);
    expect(nodeMoveRefused('1:2', '1:3:4')).to.equal(false);
    expect(nodeMoveRefused('1:2:5', '1')).to.equal(false);
    expect(nodeMoveRefused('1:2', '1:2'), 'itself').to.equal(true);
    expect(nodeMoveRefused('1:2', '1:2:7:1'), 'its own child').to.equal(true);
    expect(nodeMoveRefused('1:2', '1'), 'where it is').to.equal(true);
    expect(nodeMoveRefused('1:2', '1:22'), 'a sibling whose key starts alike').to.equal(false);
  });

  it('leaves the organization’s root where it is', () => {
    expect(nodeMoveRefused('1', '1:3')).to.equal(true);
  });
});
