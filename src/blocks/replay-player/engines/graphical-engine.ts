// Loaded only when a graphical recording is played: guacamole-common-js, the
// library JumpServer's own player draws RDP and VNC recordings with.
import Guacamole from 'guacamole-common-js';
import type { GraphicalRecording } from '../../../core/replay/graphical-recording';
import type { ReplayEngine } from '../../../core/replay/playback';
import { RecordingError } from '../../../core/replay/recording-file';

/** Instructions read a slice at a time, the page kept responsive while an hour's recording is indexed. */
const SLICE_CHARS = 1 << 20;

/**
 * The recording's instructions handed to guacamole-common-js as a tunnel would
 * bring them (its Blob source is broken in the 1.5.0 package: it never keeps
 * the Blob it is given); closed once all are read, which completes the loading.
 */
function recordedTunnel(bytes: ArrayBuffer) {
  const text = new TextDecoder().decode(bytes);
  let stopped = false;
  const tunnel = {
    oninstruction: null as ((opcode: string, args: string[]) => void) | null,
    onstatechange: null as ((state: number) => void) | null,
    onerror: null as ((status: { message: string }) => void) | null,
    connect() {
      const parser = new Guacamole.Parser();
      parser.oninstruction = (opcode, args) => tunnel.oninstruction?.(opcode, args);
      const read = (offset: number) => {
        if (stopped) return;
        try {
          parser.receive(text.slice(offset, offset + SLICE_CHARS));
        } catch (error) {
          tunnel.onerror?.({ message: String(error) });
          return;
        }
        if (offset + SLICE_CHARS < text.length) setTimeout(() => read(offset + SLICE_CHARS), 0);
        else tunnel.onstatechange?.(Guacamole.Tunnel.State.CLOSED);
      };
      read(0);
    },
    disconnect() {
      stopped = true;
    },
  };
  return tunnel;
}

/**
 * The remote desktop drawn on canvases, scaled to fit its container. Resolves
 * once the recording is indexed (its frames and their times); a seek draws
 * from the nearest frame it kept whole, then the frames up to the moment.
 */
export function graphicalEngine(container: HTMLElement, recording: GraphicalRecording): Promise<ReplayEngine> {
  const session = new Guacamole.SessionRecording(recordedTunnel(recording.bytes));
  const display = session.getDisplay();
  const screen = display.getElement();
  container.append(screen);
  const fit = () => {
    const width = display.getWidth();
    const height = display.getHeight();
    if (width && height) display.scale(Math.min(container.clientWidth / width, container.clientHeight / height));
  };
  display.onresize = fit;
  const resized = new ResizeObserver(fit);
  resized.observe(container);
  const dispose = () => {
    resized.disconnect();
    session.abort();
    screen.remove();
  };
  return new Promise((ready, fail) => {
    session.onerror = (message) => {
      dispose();
      fail(new RecordingError('unsupported', message));
    };
    session.onload = () =>
      ready({
        duration: session.getDuration() / 1000,
        activity: recording.activity,
        show: (time) => new Promise((shown) => session.seek(time * 1000, shown)),
        dispose,
      });
    session.connect();
  });
}
