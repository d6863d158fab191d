import { expect } from 'chai';
import { frameAt, graphicalRecording } from '../../../src/core/replay/graphical-recording';
import { IDLE_LIMIT, nextIndex, skipIdle } from '../../../src/core/replay/playback';
import { castFromLegacyJson, terminalRecording } from '../../../src/core/replay/terminal-recording';

const lines = (cast: string) =>
  cast
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);

describe('recordings for the player', () => {
  it('makes an older JSON terminal recording asciicast v2: its outputs in time order, the old terminal’s size', () => {
    const legacy = JSON.stringify({ '2.5': 'uptime\r\n', '0.1': 'Welcome\r\n$ ', '10': '$ ', note: 'not an output' });
    expect(lines(castFromLegacyJson(legacy))).to.deep.equal([{ version: 2, width: 100, height: 30 }, [0.1, 'o', 'Welcome\r\n$ '], [2.5, 'o', 'uptime\r\n'], [10, 'o', '$ ']]);
  });

  it('reads an asciicast’s output times and length without parsing its events', () => {
    const cast = [JSON.stringify({ version: 2, width: 80, height: 24 }), '[0.35, "o", "a"]', '[1.5, "o", "b\\nc"]', '[61.25, "o", "exit"]', ''].join('\n');
    expect(terminalRecording(cast)).to.deep.equal({ cast, duration: 61.25, activity: [0.35, 1.5, 61.25] });
    expect(terminalRecording(JSON.stringify({ version: 2 }))).to.include({ duration: 0 });
  });

  it('reads a Guacamole recording’s frames: each sync’s time from the first, in seconds, and where its instructions end', () => {
    const instructions = '4.size,1.0,4.1024,3.768;4.sync,13.1714000000000;4.rect,1.0,1.0,1.0,2.10,2.10;4.sync,13.1714000001500,1.2;4.sync,13.1714000062250;';
    const recording = graphicalRecording(new TextEncoder().encode(instructions).buffer);
    expect(recording.activity).to.deep.equal([0, 1.5, 62.25]);
    expect(recording.duration).to.equal(62.25);
    expect(recording.frameEnds.map((end) => instructions.slice(0, end).split(';').at(-2))).to.deep.equal([
      '4.sync,13.1714000000000',
      '4.sync,13.1714000001500,1.2',
      '4.sync,13.1714000062250',
    ]);
    expect(recording.frameEnds.at(-1)).to.equal(instructions.length);
    expect([0, 1.4, 1.5, 70].map((time) => frameAt(recording, time))).to.deep.equal([0, 0, 1, 2]);
    expect(graphicalRecording(new ArrayBuffer(0))).to.include({ duration: 0 });
  });

  it('takes a sync only at an instruction’s start, not one quoted inside another’s value', () => {
    const instructions = '4.name,24.4.sync,13.1714000000000;;4.sync,13.1714000000000;';
    expect(graphicalRecording(new TextEncoder().encode(instructions).buffer).frameEnds).to.deep.equal([instructions.length]);
  });

  it('finds the next moment the screen changes by binary search', () => {
    const times = [0, 1, 1, 5, 60];
    expect([-1, 0, 1, 4.9, 5, 60, 61].map((time) => nextIndex(times, time))).to.deep.equal([0, 1, 3, 3, 4, 5, 5]);
  });

  it('skips an idle spell to just before the screen changes again, and nothing shorter', () => {
    const activity = [0, 1, 30, 31];
    expect(skipIdle(activity, 1.2)).to.be.closeTo(29.7, 1e-9);
    expect(skipIdle(activity, 30 - IDLE_LIMIT), 'a pause no longer than the limit plays').to.equal(30 - IDLE_LIMIT);
    expect(skipIdle(activity, 29.8), 'never back').to.equal(29.8);
    expect(skipIdle(activity, 40), 'after the last change').to.equal(40);
  });
});
