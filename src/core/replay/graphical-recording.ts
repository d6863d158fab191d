import { nextIndex } from './playback';

/** A graphical (RDP, VNC) session's recording: Guacamole instructions, each frame closed by `sync`. */
export interface GraphicalRecording {
  /** The instructions. */
  text: string;
  /** Where each frame's instructions end in `text` (past its `sync`); a frame begins where the one before ends. */
  frameEnds: number[];
  /** Seconds from the first frame to the last. */
  duration: number;
  /** When each frame starts, in seconds from the first, ascending. */
  activity: number[];
}

/**
 * `4.sync,13.1714000000000;` at the start of an instruction, its timestamp (the
 * frame's time in milliseconds) and the optional count of frames it closes.
 * Read without parsing the rest: an hour's recording is megabytes of instructions.
 */
const SYNC = /(?<=^|;)4\.sync,\d+\.(\d+)(?:,\d+\.\d+)?;/g;

export function graphicalRecording(bytes: ArrayBuffer): GraphicalRecording {
  const text = new TextDecoder().decode(bytes);
  const syncs = Array.from(text.matchAll(SYNC), (match) => ({ time: Number(match[1]), end: match.index + match[0].length }));
  const first = syncs[0]?.time ?? 0;
  const activity = syncs.map(({ time }) => (time - first) / 1000);
  return { text, frameEnds: syncs.map(({ end }) => end), duration: activity.at(-1) ?? 0, activity };
}

/** The frame on screen at `time` (seconds): the last one started by then, the first before it starts. */
export const frameAt = (recording: GraphicalRecording, time: number): number => Math.max(0, nextIndex(recording.activity, time) - 1);

/** Where frame `frame`'s instructions begin. */
export const frameStart = (recording: GraphicalRecording, frame: number): number => (frame > 0 ? (recording.frameEnds[frame - 1] ?? 0) : 0);
