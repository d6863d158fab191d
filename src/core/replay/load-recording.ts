import { http as appHttp, isHttpError, type HttpClient } from '../http';
import { graphicalRecording, type GraphicalRecording } from './graphical-recording';
import { fetchRecording, RecordingError } from './recording-file';
import { castFromLegacyJson, terminalRecording, type TerminalRecording } from './terminal-recording';

/** JumpServer's replay answer: where the recording is and what kind it is (asciicast, guacamole, json, mp4). */
export interface ReplayAnswer {
  type: string;
  src: string;
  download_url?: string;
  date_start?: string;
}

export type Recording =
  | { kind: 'terminal'; answer: ReplayAnswer; recording: TerminalRecording }
  | { kind: 'graphical'; answer: ReplayAnswer; recording: GraphicalRecording }
  /** A video: the browser reads it itself, from its address. */
  | { kind: 'video'; answer: ReplayAnswer }
  /** The server has no file for the session (it answers 404 `{error}`). */
  | { kind: 'none' };

export type PlayableRecording = Exclude<Recording, { kind: 'none' }>;

/** The first ask again comes soon (the server usually has the answer within milliseconds), the next ones ever later, up to a second apart. */
const REPLAY_POLL_FIRST_MS = 100;
const REPLAY_POLL_MAX_MS = 1000;
/** How long the server is given in all. */
const REPLAY_POLL_LIMIT_MS = 30_000;

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Where a session's recording is: answered asynchronously (`{status: "running"}` until it is known). */
export const replayUrl = (sessionId: string) => `/api/v1/terminal/sessions/${encodeURIComponent(sessionId)}/replay/`;

/**
 * The replay answer. JumpServer works it out in the background (AsyncApiMixin):
 * until then it answers `{"status": "running"}`, and luna asks again; so do we,
 * soon at first: a second's wait would be most of the time to the first frame.
 */
export async function findReplay(
  sessionId: string,
  { http = appHttp, wait = pause }: { http?: HttpClient; wait?: (ms: number) => Promise<void> } = {},
): Promise<ReplayAnswer | null> {
  for (let waited = 0, delay = REPLAY_POLL_FIRST_MS; waited < REPLAY_POLL_LIMIT_MS; waited += delay, delay = Math.min(delay * 2, REPLAY_POLL_MAX_MS)) {
    let answer: Partial<ReplayAnswer> & { status?: string; error?: string };
    try {
      answer = await http.get(replayUrl(sessionId), { silent: true });
    } catch (error) {
      if (isHttpError(error) && error.status === 404) return null;
      throw error;
    }
    if (answer.type && answer.src) return answer as ReplayAnswer;
    if (answer.error) throw new Error(answer.error);
    await wait(delay);
  }
  throw new Error('The server did not find the recording in time');
}

const text = (bytes: ArrayBuffer) => new TextDecoder().decode(bytes);

/** The player each type of recording needs. */
const KIND_OF_TYPE: Record<string, PlayableRecording['kind']> = { asciicast: 'terminal', json: 'terminal', guacamole: 'graphical', mp4: 'video' };

/**
 * A session's recording, ready for its player, or why there is none to play (a
 * RecordingError says why it cannot be read). `onKind` hears which player it
 * needs as soon as the server says, so the player's code loads while the file does.
 */
export async function loadRecording(
  sessionId: string,
  { http = appHttp, onKind }: { http?: HttpClient; onKind?: (kind: PlayableRecording['kind']) => void } = {},
): Promise<Recording> {
  const answer = await findReplay(sessionId, { http });
  if (!answer) return { kind: 'none' };
  const kind = KIND_OF_TYPE[answer.type];
  if (kind) onKind?.(kind);
  switch (answer.type) {
    case 'asciicast':
      return { kind: 'terminal', answer, recording: terminalRecording(text(await fetchRecording(answer.src))) };
    case 'json':
      return { kind: 'terminal', answer, recording: terminalRecording(castFromLegacyJson(text(await fetchRecording(answer.src)))) };
    case 'guacamole':
      return { kind: 'graphical', answer, recording: graphicalRecording(await fetchRecording(answer.src)) };
    case 'mp4':
      return { kind: 'video', answer };
    default:
      throw new RecordingError('unsupported', answer.type);
  }
}
