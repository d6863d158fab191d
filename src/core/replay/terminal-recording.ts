/** A terminal recording ready for the player: asciicast v2 text, how long it runs, when its screen changes. */
export interface TerminalRecording {
  cast: string;
  /** Seconds from the start to the last output. */
  duration: number;
  /** The time of each output, ascending, in seconds. */
  activity: number[];
}

/** The terminal of the older recordings, which did not note their size. */
const LEGACY_SIZE = { width: 100, height: 30 };

/**
 * JumpServer's `json` recordings (KoKo's format before asciicast): one object,
 * each output keyed by its time in seconds from the start. Made asciicast v2.
 */
export function castFromLegacyJson(text: string): string {
  const frames = JSON.parse(text) as Record<string, string>;
  const events = Object.entries(frames)
    .map(([time, output]) => [Number(time), output] as const)
    .filter(([time]) => Number.isFinite(time))
    .sort(([a], [b]) => a - b);
  const lines = [JSON.stringify({ version: 2, ...LEGACY_SIZE }), ...events.map(([time, output]) => JSON.stringify([time, 'o', output]))];
  return `${lines.join('\n')}\n`;
}

/**
 * The output times of an asciicast, read from each event's leading number
 * without parsing the event: an hour's recording (several MB) in a few
 * milliseconds, before the player has parsed it.
 */
export function terminalRecording(cast: string): TerminalRecording {
  const activity: number[] = [];
  let start = cast.indexOf('\n') + 1;
  while (start > 0 && start < cast.length) {
    const end = cast.indexOf('\n', start);
    if (cast.charCodeAt(start) === 0x5b /* [ */) {
      const time = parseFloat(cast.slice(start + 1, start + 24));
      if (Number.isFinite(time)) activity.push(time);
    }
    start = end < 0 ? cast.length : end + 1;
  }
  return { cast, duration: activity.at(-1) ?? 0, activity };
}
