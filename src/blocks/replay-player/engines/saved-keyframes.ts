import type { ClientState } from 'guacamole-common-js';
import type { GraphicalRecording } from '../../../core/replay/graphical-recording';
import { keyframes } from '../../../core/replay/keyframes';
import { recordedClient, yieldToPage } from './recorded-client';

/**
 * The screen's state at each keyframe of the recording, saved once, in the
 * background, by a client of its own that replays the recording a slice at a
 * time: each slice drawn in an animation frame of its own, the page let go on
 * between two, and nothing done while the screen on show draws (`drawing`).
 */
export function saveKeyframes(recording: GraphicalRecording, drawing: () => Promise<void>) {
  const saved: number[] = [];
  const states = new Map<number, ClientState>();
  const client = recordedClient(recording);
  let stopped = false;
  const between = async () => {
    await client.drawn();
    await yieldToPage();
    await drawing();
  };

  void (async () => {
    let next = 0;
    for (const frame of keyframes(recording)) {
      await between();
      if (stopped) return;
      await client.replay(next, frame, between);
      // Once guacamole-common-js fails to export (it cannot copy a layer of no size), no later keyframe is saved: seeks replay from the last one.
      const state = await client.save();
      if (stopped) return;
      states.set(frame, state);
      saved.push(frame);
      next = frame + 1;
    }
    client.dispose();
  })();

  return {
    /** The keyframes saved so far, ascending. */
    saved: saved as readonly number[],
    state: (frame: number) => states.get(frame),
    dispose() {
      stopped = true;
      client.dispose();
      states.clear();
    },
  };
}
