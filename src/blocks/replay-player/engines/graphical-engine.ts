// Loaded only when a graphical recording is played: guacamole-common-js, the
// library JumpServer's own player draws RDP and VNC recordings with.
import { frameAt, type GraphicalRecording } from '../../../core/replay/graphical-recording';
import { seekBase } from '../../../core/replay/keyframes';
import type { ReplayEngine } from '../../../core/replay/playback';
import { RecordingError } from '../../../core/replay/recording-file';
import { recordedClient } from './recorded-client';
import { saveKeyframes } from './saved-keyframes';

export interface GraphicalEngine extends ReplayEngine {
  /** The keyframes saved so far, ascending (frame indices): a seek restores the last one before its moment. */
  readonly keyframes: readonly number[];
}

/**
 * The remote desktop drawn on canvases, scaled to fit its container. A moment
 * is drawn by replaying the frames up to it: from the frame on screen going
 * forward, else from the nearest keyframe saved before it (its state restored),
 * else from a blank screen. guacamole-common-js's own player (`SessionRecording`)
 * is not used: its seeks replay one frame per animation frame, each read back
 * through a `FileReader`, and its keyframes are rarely kept (a seek cancels the
 * display's pending work, their export with it).
 */
export async function graphicalEngine(container: HTMLElement, recording: GraphicalRecording): Promise<GraphicalEngine> {
  if (!recording.frameEnds.length) throw new RecordingError('unsupported', 'no frame');
  /** The frame on screen; -1 before the first. */
  let at = -1;
  let drawing = Promise.resolve();
  const fit = () => {
    const { display } = screen;
    const width = display.getWidth();
    const height = display.getHeight();
    if (width && height) display.scale(Math.min(container.clientWidth / width, container.clientHeight / height));
  };
  const open = () => {
    const client = recordedClient(recording);
    client.display.onresize = fit;
    return client;
  };
  let screen = open();
  container.append(screen.display.getElement());
  const resized = new ResizeObserver(fit);
  resized.observe(container);
  const keyframes = saveKeyframes(recording, () => drawing);

  const draw = async (target: number) => {
    const base = seekBase(recording, at, target, keyframes.saved);
    const state = keyframes.state(base);
    if (base !== at && state) screen.restore(state);
    else if (base !== at) {
      // Back before the first keyframe: a client of its own is the blank screen.
      const old = screen;
      screen = open();
      old.display.getElement().replaceWith(screen.display.getElement());
      old.dispose();
    }
    await screen.replay(base + 1, target);
    at = target;
    await screen.drawn();
  };

  return {
    duration: recording.duration,
    activity: recording.activity,
    keyframes: keyframes.saved,
    show(time) {
      const shown = draw(frameAt(recording, time));
      // The keyframes wait for it, whatever its outcome.
      drawing = shown.catch(() => undefined);
      return shown;
    },
    dispose() {
      keyframes.dispose();
      resized.disconnect();
      screen.dispose();
      screen.display.getElement().remove();
    },
  };
}
