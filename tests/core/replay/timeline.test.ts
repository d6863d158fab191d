import { expect } from 'chai';
import { currentEntry, isRisky, timelineEntries } from '../../../src/core/replay/timeline';

const START = '2024-05-07T09:00:00Z';
const at = (seconds: number) => Date.parse(START) / 1000 + seconds;

describe('a session’s timeline', () => {
  const commands = [
    { id: 'c2', input: 'rm -rf /tmp/cache', timestamp: at(40), risk_level: { value: 5, label: 'Reject' } },
    { id: 'c1', input: 'ls -la', timestamp: at(3), risk_level: 0 },
    { id: 'c3', input: 'reboot', timestamp: at(95), risk_level: { value: 4, label: 'Warning' } },
  ];
  const transfers = [{ id: 't1', operate: { value: 'upload', label: 'Upload' }, filename: '/tmp/report.csv', date_start: '2024-05-07T09:00:20Z' }];

  it('places commands (epoch seconds) and transfers (dates) at their moment from the session’s start, in order', () => {
    expect(timelineEntries(START, commands, transfers)).to.deep.equal([
      { id: 'c1', at: 3, kind: 'command', text: 'ls -la', risk: 0, riskLabel: '0' },
      { id: 't1', at: 20, kind: 'transfer', text: 'Upload /tmp/report.csv', risk: 0, riskLabel: '' },
      { id: 'c2', at: 40, kind: 'command', text: 'rm -rf /tmp/cache', risk: 5, riskLabel: 'Reject' },
      { id: 'c3', at: 95, kind: 'command', text: 'reboot', risk: 4, riskLabel: 'Warning' },
    ]);
  });

  it('puts what was stamped before the start at the start, and leaves out what has no time', () => {
    const entries = timelineEntries(START, [
      { id: 'early', input: 'whoami', timestamp: at(-2), risk_level: 0 },
      { id: 'timeless', input: 'id', timestamp: 'not a time', risk_level: 0 },
    ]);
    expect(entries.map((entry) => [entry.id, entry.at])).to.deep.equal([['early', 0]]);
  });

  it('marks as risky what was warned about or stopped', () => {
    expect(
      timelineEntries(START, commands)
        .filter(isRisky)
        .map((entry) => entry.id),
    ).to.deep.equal(['c2', 'c3']);
  });

  it('finds the entry the recording has reached: the last at or before the position', () => {
    const entries = timelineEntries(START, commands);
    expect([0, 3, 39.9, 40, 200].map((position) => currentEntry(entries, position))).to.deep.equal([-1, 0, 0, 1, 2]);
  });
});
