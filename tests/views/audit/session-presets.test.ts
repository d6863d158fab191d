import { expect } from 'chai';
import { commandQuery, parseMode, presetRange, riskLevelOf, sessionQuery } from '../../../src/views/audit/session-audit/session-presets';

const USER_ID = 'fb9b2de3-9ca2-41f8-b557-a10d30ad332b';
const ASSET_ID = '0f6a6e1c-2a5b-4f1e-9b1a-3c8d5e7f9a01';

describe('session audit presets', () => {
  it('knows the three views and nothing else', () => {
    expect(['online', 'history', 'commands', 'sessions', null].map(parseMode)).to.deep.equal(['online', 'history', 'commands', undefined, undefined]);
  });

  it('reads a risk level by name or number', () => {
    expect(['low', 'Medium', 'high', 'reject', '4', 'severe', undefined].map(riskLevelOf)).to.deep.equal([0, 4, 5, 5, 4, undefined, undefined]);
  });

  it('filters sessions by user and asset ids when they are ids, by the names the server shows otherwise, and by protocol', () => {
    expect(sessionQuery({ user: USER_ID, asset: ASSET_ID, protocol: 'rdp' })).to.deep.equal({ user_id: USER_ID, asset_id: ASSET_ID, protocol: 'rdp' });
    expect(sessionQuery({ user: 'Bob(bob)', asset: 'web-01(10.0.0.5)' })).to.deep.equal({ user: 'Bob(bob)', asset: 'web-01(10.0.0.5)' });
    expect(sessionQuery({})).to.deep.equal({});
  });

  it('filters commands by their user’s name, asset and risk level; not by a user id or a protocol, which commands lack', () => {
    expect(commandQuery({ user: 'bob', asset: ASSET_ID, riskLevel: 'high', protocol: 'ssh' })).to.deep.equal({ user: 'bob', asset_id: ASSET_ID, risk_level: 5 });
    expect(commandQuery({ user: USER_ID, riskLevel: 'unknown' })).to.deep.equal({});
  });

  it('makes the preset dates a range: both as given, an end alone the week before it, none the lists’ own', () => {
    expect(presetRange({ dateFrom: '2024-05-01T00:00:00Z', dateTo: '2024-05-03T00:00:00Z' })).to.deep.equal({
      from: new Date('2024-05-01T00:00:00Z'),
      to: new Date('2024-05-03T00:00:00Z'),
    });
    expect(presetRange({ dateTo: '2024-05-08T00:00:00Z' })).to.deep.equal({ from: new Date('2024-05-01T00:00:00Z'), to: new Date('2024-05-08T00:00:00Z') });
    const open = presetRange({ dateFrom: '2024-05-01T00:00:00Z' })!;
    expect(open.from).to.deep.equal(new Date('2024-05-01T00:00:00Z'));
    expect(open.to.getTime()).to.be.greaterThan(Date.now(), 'up to tomorrow');
    expect(presetRange({ dateFrom: 'soon' })).to.equal(undefined);
    expect(presetRange({})).to.equal(undefined);
  });
});
