import { serverUrl } from '../http';

/** Why a recording could not be read: the reasons a person can act on. */
export type RecordingProblem = 'network' | 'cors' | 'missing' | 'unsupported' | 'failed';

export class RecordingError extends Error {
  constructor(
    readonly problem: RecordingProblem,
    detail = '',
  ) {
    super(`${problem}${detail ? `: ${detail}` : ''}`);
    this.name = 'RecordingError';
  }
}

/** The recording's address: a `/media/...` path on the connected server, or an object store's presigned link as it is. */
export const recordingUrl = (src: string): string => serverUrl(src);

/**
 * A browser says nothing of why a cross-origin fetch failed. Asked again in
 * `no-cors` mode, a server that answers (opaquely) was reached: it only
 * withheld the CORS header; one that does not answer is out of reach.
 */
async function whyUnreadable(url: string): Promise<RecordingProblem> {
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
    return 'cors';
  } catch {
    return 'network';
  }
}

/**
 * The recording's bytes, fetched as JumpServer's own player fetches them: a
 * plain GET without credentials or custom headers, so that from another origin
 * it is a CORS simple request (no preflight, which neither nginx's `/media/`
 * nor an object store answers), and a presigned link carries its own signature.
 */
export async function fetchRecording(src: string): Promise<ArrayBuffer> {
  const url = recordingUrl(src);
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'omit' });
  } catch (error) {
    throw new RecordingError(await whyUnreadable(url), String(error));
  }
  if (response.status === 404 || response.status === 403) throw new RecordingError('missing', String(response.status));
  if (!response.ok) throw new RecordingError('failed', String(response.status));
  return inflate(await response.arrayBuffer());
}

/** Why a recording the browser reads itself (a video) did not load: asked again with a HEAD, which is a simple request too. */
export async function probeRecording(src: string): Promise<RecordingProblem> {
  const url = recordingUrl(src);
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'omit' });
    return response.status === 404 || response.status === 403 ? 'missing' : response.ok ? 'unsupported' : 'failed';
  } catch {
    return whyUnreadable(url);
  }
}

/** Undoes gzip where the server did not (a file handed over as stored: an object store, a web server without `Content-Encoding`). */
export async function inflate(bytes: ArrayBuffer): Promise<ArrayBuffer> {
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (head[0] !== 0x1f || head[1] !== 0x8b) return bytes;
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
}
