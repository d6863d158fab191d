/** A graphical (RDP, VNC) session's recording: Guacamole instructions, each frame closed by `sync`. */
export interface GraphicalRecording {
  bytes: ArrayBuffer;
  /** Seconds from the first frame to the last. */
  duration: number;
  /** When each frame starts, in seconds from the first, ascending. */
  activity: number[];
}

/** `4.sync,13.1714000000000;` and its timestamp: the frame's time in milliseconds. */
const SYNC = /4\.sync,\d+\.(\d+)[;,]/g;

export function graphicalRecording(bytes: ArrayBuffer): GraphicalRecording {
  const text = new TextDecoder().decode(bytes);
  const times = Array.from(text.matchAll(SYNC), (match) => Number(match[1]));
  const first = times[0] ?? 0;
  const activity = times.map((time) => (time - first) / 1000);
  return { bytes, duration: activity.at(-1) ?? 0, activity };
}
