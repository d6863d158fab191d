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

const REPLAY_POLL_MS = 1000;
const REPLAY_POLL_LIMIT = 30;

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Where a session's recording is: answered asynchronously (`{status: "running"}` until it is known). */
export const replayUrl = (sessionId: string) => `/api/v1/terminal/sessions/${encodeURIComponent(sessionId)}/replay/`;

/**
 * The replay answer. JumpServer works it out in the background (AsyncApiMixin):
 * until then it answers `{"status": "running"}`, and luna asks again; so do we.
 */
export async function findReplay(
  sessionId: string,
  { http = appHttp, wait = pause }: { http?: HttpClient; wait?: (ms: number) => Promise<void> } = {},
): Promise<ReplayAnswer | null> {
  for (let attempt = 0; attempt < REPLAY_POLL_LIMIT; attempt += 1) {
    let answer: Partial<ReplayAnswer> & { status?: string; error?: string };
    try {
      answer = await http.get(replayUrl(sessionId), { silent: true });
    } catch (error) {
      if (isHttpError(error) && error.status === 404) return null;
      throw error;
    }
    if (answer.type && answer.src) return answer as ReplayAnswer;
    if (answer.error) throw new Error(answer.error);
    await wait(REPLAY_POLL_MS);
  }
  throw new Error('The server did not find the recording in time');
}

const text = (bytes: ArrayBuffer) => new TextDecoder().decode(bytes);

/** A session's recording, ready for its player, or why there is none to play (a RecordingError says why it cannot be read). */
export async function loadRecording(sessionId: string, http: HttpClient = appHttp): Promise<Recording> {
  const answer = await findReplay(sessionId, { http });
  if (!answer) return { kind: 'none' };
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
