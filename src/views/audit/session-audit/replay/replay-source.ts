import { http as appHttp, isHttpError, type HttpClient } from '../../../../core/http';
import { replayUrl } from '../../audit-urls';

/** JumpServer's replay answer: where the recording is and what kind it is (asciicast, guacamole, json, mp4). */
interface ReplayAnswer {
  type: string;
  src: string;
  download_url?: string;
  user?: string;
  asset?: string;
  date_start?: string;
  date_end?: string;
}

export type Recording =
  | { kind: 'asciicast'; answer: ReplayAnswer; cast: string }
  /** The server has no file for the session (it answers 404 `{error}`). */
  | { kind: 'none' }
  /** A recording the terminal player cannot show (a graphical session's). */
  | { kind: 'unsupported'; answer: ReplayAnswer };

const REPLAY_POLL_MS = 1000;
const REPLAY_POLL_LIMIT = 30;

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

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

/**
 * The recording's text. JumpServer's web server sends the .cast.gz with
 * `Content-Encoding: gzip`, so the browser inflates it; a file handed over as it
 * is (an object store's link) is inflated here.
 */
async function loadCast(src: string, http: HttpClient = appHttp): Promise<string> {
  const bytes = new Uint8Array(await http.get<ArrayBuffer>(src, { responseType: 'arrayBuffer', silent: true }));
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const plain = gzipped ? await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer() : bytes;
  return new TextDecoder().decode(plain);
}

/** A session's recording, ready for the player, or why there is none to play. */
export async function loadRecording(sessionId: string, http: HttpClient = appHttp): Promise<Recording> {
  const answer = await findReplay(sessionId, { http });
  if (!answer) return { kind: 'none' };
  if (answer.type !== 'asciicast') return { kind: 'unsupported', answer };
  return { kind: 'asciicast', answer, cast: await loadCast(answer.src, http) };
}
