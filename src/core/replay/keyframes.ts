import { frameStart, type GraphicalRecording } from './graphical-recording';
import { nextIndex } from './playback';

/**
 * Instructions between two keyframes, at least: what a seek replays at most
 * past the one it restores. Replaying costs by the instruction, not by the
 * second (an idle minute is a few bytes): 64 KB of the bench's desktop, half a
 * minute of typing, replayed and drew in about 0.1 s under load.
 */
const MIN_SPACING = 64 * 1024;
/** However long the recording, no more keyframes than this: each holds the screen's layers as PNG images. */
const MAX_KEYFRAMES = 256;
/** Restoring a keyframe costs about what replaying this much does (14 ms against 0.1 s for 64 KB, same load). */
const RESTORE_COST = 8 * 1024;

/** The frames whose screen is kept: each the first to end a spacing of instructions past the one before. */
export function keyframes(recording: GraphicalRecording): number[] {
  const spacing = Math.max(MIN_SPACING, recording.text.length / MAX_KEYFRAMES);
  const kept: number[] = [];
  let since = 0;
  recording.frameEnds.forEach((end, frame) => {
    if (end - since < spacing) return;
    kept.push(frame);
    since = end;
  });
  return kept;
}

/**
 * Which frame a seek from frame `at` (-1: nothing drawn) to `target` starts
 * from, replaying the frames after it: `at` itself going forward, unless a
 * keyframe already saved (`saved`, ascending) spares more than its restoring
 * costs; going back, the last keyframe saved by the target, or -1 (a blank screen).
 */
export function seekBase(recording: GraphicalRecording, at: number, target: number, saved: readonly number[]): number {
  const keyframe = saved[nextIndex(saved, target) - 1] ?? -1;
  if (at > target) return keyframe;
  const spared = frameStart(recording, keyframe + 1) - frameStart(recording, at + 1);
  return spared > RESTORE_COST ? keyframe : at;
}
