import { expect } from 'chai';
import { graphicalRecording } from '../../../src/core/replay/graphical-recording';
import { keyframes, seekBase } from '../../../src/core/replay/keyframes';

const KB = 1024;

/** A recording of `sizes.length` frames a second apart, frame i about `sizes[i]` characters of instructions. */
function recordingOf(sizes: number[]) {
  const frames = sizes.map((size, index) => {
    const sync = `4.sync,13.${1714000000000 + index * 1000};`;
    const filler = 'x'.repeat(Math.max(0, size - sync.length - 12));
    return `3.nop,${filler.length}.${filler};${sync}`;
  });
  return graphicalRecording(new TextEncoder().encode(frames.join('')).buffer);
}

describe('keyframes of a graphical recording', () => {
  it('keeps a frame each time 64 KB of instructions have gone by since the last one kept', () => {
    const recording = recordingOf(Array.from({ length: 20 }, () => 17 * KB));
    expect(keyframes(recording)).to.deep.equal([3, 7, 11, 15, 19]);
  });

  it('spaces them further in a recording long enough for more than 256', () => {
    const recording = recordingOf(Array.from({ length: 1200 }, () => 17 * KB));
    const kept = keyframes(recording);
    expect(kept.length).to.be.at.most(256);
    expect(kept.length).to.be.above(200);
  });

  it('a frame alone larger than the spacing is a keyframe', () => {
    expect(keyframes(recordingOf([100, 200 * KB, 100, 100]))).to.deep.equal([1]);
  });
});

describe('where a seek starts replaying from', () => {
  // Frames of 17 KB: 0 to 19; keyframes saved at 3, 7 and 11.
  const recording = recordingOf(Array.from({ length: 20 }, () => 17 * KB));
  const saved = [3, 7, 11];

  it('goes on from the frame on screen when no keyframe spares anything', () => {
    expect(seekBase(recording, -1, 2, saved), 'nothing drawn, no keyframe before').to.equal(-1);
    expect(seekBase(recording, 12, 19, saved), 'past the last keyframe').to.equal(12);
    expect(seekBase(recording, 5, 5, saved), 'already there').to.equal(5);
  });

  it('restores the last keyframe before a moment further on', () => {
    expect(seekBase(recording, 0, 9, saved)).to.equal(7);
    expect(seekBase(recording, -1, 19, saved)).to.equal(11);
    expect(seekBase(recording, 2, 3, saved), 'the moment is a keyframe').to.equal(3);
  });

  it('replays the few instructions ahead rather than restoring a keyframe that would spare only them', () => {
    const small = recordingOf(Array.from({ length: 10 }, () => 100));
    expect(seekBase(small, 6, 8, [7])).to.equal(6);
  });

  it('going back, restores the last keyframe by then, or starts from a blank screen', () => {
    expect(seekBase(recording, 19, 8, saved)).to.equal(7);
    expect(seekBase(recording, 19, 7, saved)).to.equal(7);
    expect(seekBase(recording, 9, 2, saved)).to.equal(-1);
    expect(seekBase(recording, 19, 8, []), 'no keyframe saved yet').to.equal(-1);
  });
});
