import { expect } from 'chai';
import { desktopRecording } from '../../../../server/seed/desktop-recording.mjs';
import { graphicalEngine } from '../../../../src/blocks/replay-player/engines/graphical-engine';
import { recordedClient } from '../../../../src/blocks/replay-player/engines/recorded-client';
import { frameAt, graphicalRecording } from '../../../../src/core/replay/graphical-recording';
import { keyframes } from '../../../../src/core/replay/keyframes';

// Four minutes at a Windows server's desktop, as the demo seed draws them: about 470 KB of instructions, keyframes every 64 KB.
const RECORDING = graphicalRecording(
  new TextEncoder().encode(desktopRecording({ host: 'win-test', address: '10.0.0.9', startMs: Date.parse('2024-05-07T09:00:00Z'), seed: 7, minutes: 4 })).buffer,
);
/** The desktop's blue, at the top of the screen (no window covers it). */
const DESKTOP = [0, 86, 138, 255];

const WIDTH = 1024;
const HEIGHT = 768;

/** The screen's pixels, as a display drew them (its default layer: the first canvas). */
function pixels(display: ParentNode): Uint8ClampedArray {
  return display.querySelector('canvas')!.getContext('2d')!.getImageData(0, 0, WIDTH, HEIGHT).data;
}

/** What playing the recording from its start draws by frame `frame`: the reference every seek is held to. */
async function playedTo(frame: number): Promise<Uint8ClampedArray> {
  const client = recordedClient(RECORDING);
  await client.replay(0, frame);
  await client.drawn();
  const drawn = pixels(client.display.getElement());
  client.dispose();
  return drawn;
}

/** How many bytes of two screens differ. */
function differences(one: Uint8ClampedArray, other: Uint8ClampedArray): number {
  if (one.length !== other.length) return Math.max(one.length, other.length);
  let count = 0;
  for (let index = 0; index < one.length; index += 1) if (one[index] !== other[index]) count += 1;
  return count;
}

async function until(check: () => boolean, timeoutMs: number) {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeoutMs) throw new Error('the condition never held');
    await new Promise((done) => setTimeout(done, 50));
  }
}

describe('the graphical replay’s keyframes', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
    container.style.cssText = 'width: 512px; height: 384px';
  });
  afterEach(() => container.remove());

  it('saves them in the background, and a seek restoring one draws what playing to that moment draws', async function () {
    this.timeout(120_000);
    const expected = keyframes(RECORDING);
    expect(expected.length, 'the recording has keyframes to restore').to.be.at.least(4);
    const engine = await graphicalEngine(container, RECORDING);
    await engine.show(0);
    await until(() => engine.keyframes.length === expected.length, 100_000);
    expect(engine.keyframes).to.deep.equal(expected);

    // Forward past three keyframes, back between two, back before the first, onto one, a frame on, to the end.
    const last = RECORDING.frameEnds.length - 1;
    const second = expected[1]!;
    const third = expected[2]!;
    const frames = [third + 2, second + 3, Math.max(0, expected[0]! - 4), third, third + 1, last];
    let before: Uint8ClampedArray = new Uint8ClampedArray();
    for (const frame of frames) {
      await engine.show(RECORDING.activity[frame]!);
      expect(frameAt(RECORDING, RECORDING.activity[frame]!)).to.equal(frame);
      const drawn = pixels(container);
      expect(differences(drawn, await playedTo(frame)), `frame ${frame} as played from the start`).to.equal(0);
      expect([...drawn.slice((10 * WIDTH + 300) * 4, (10 * WIDTH + 300) * 4 + 4)]).to.deep.equal(DESKTOP);
      expect(differences(drawn, before), `frame ${frame} is not the screen before it`).to.be.above(0);
      before = drawn;
    }
    engine.dispose();
    expect(container.childElementCount).to.equal(0);
  });
});
