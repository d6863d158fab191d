// A Guacamole client fed a recording's frames as a session would feed it, for
// the screen on show and for the keyframes saved in the background.
import Guacamole, { type ClientState } from 'guacamole-common-js';
import { frameStart, type GraphicalRecording } from '../../../core/replay/graphical-recording';

/** Work done between two yields to the page, so that it stays responsive while an hour is replayed. */
const SLICE_MS = 12;

/** Lets the page handle what waits (input, drawing) before going on; a message is not throttled as nested timers are. */
export const yieldToPage = () =>
  new Promise<void>((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resume();
    channel.port2.postMessage(null);
  });

export type RecordedClient = ReturnType<typeof recordedClient>;

export function recordedClient(recording: GraphicalRecording) {
  const tunnel = new Guacamole.Tunnel();
  const client = new Guacamole.Client(tunnel);
  const display = client.getDisplay();
  // As guacamole-common-js's own recording player: no pointer until the recording moves it.
  display.showCursor(false);

  /**
   * Hands frame `frame`'s instructions to the client, its `sync` left out: the
   * display draws one frame per animation frame, so frames replayed together
   * are drawn together. A damaged frame is left out; the next starts clean.
   */
  const feed = (frame: number) => {
    const parser = new Guacamole.Parser();
    parser.oninstruction = (opcode, args) => {
      if (opcode !== 'sync') tunnel.oninstruction?.(opcode, args);
    };
    try {
      parser.receive(recording.text.slice(frameStart(recording, frame), recording.frameEnds[frame]));
    } catch {
      // The parser's error says only which character it did not expect.
    }
  };

  return {
    display,
    /** Replays frames `from` to `to`, calling `between` every slice of work (a yield, or a wait for something more urgent). */
    async replay(from: number, to: number, between: () => Promise<void> = yieldToPage): Promise<void> {
      let slice = performance.now();
      for (let frame = from; frame <= to; frame += 1) {
        feed(frame);
        if (frame < to && performance.now() - slice > SLICE_MS) {
          await between();
          slice = performance.now();
        }
      }
    },
    /** Resolves once all that was replayed is drawn. */
    drawn: () => new Promise<void>((done) => display.flush(done)),
    save: () => new Promise<ClientState>((done) => client.exportState(done)),
    /** Puts a saved state back; frames replayed after it draw over it. */
    restore: (state: ClientState) => client.importState(state),
    dispose: () => client.disconnect(),
  };
}
