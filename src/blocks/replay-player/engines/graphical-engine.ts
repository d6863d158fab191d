// Loaded only when a graphical recording is played: guacamole-common-js, the
// library JumpServer's own player draws RDP and VNC recordings with.
import Guacamole from 'guacamole-common-js';
import type { GraphicalRecording } from '../../../core/replay/graphical-recording';
import type { ReplayEngine } from '../../../core/replay/playback';
import { RecordingError } from '../../../core/replay/recording-file';

/**
 * The remote desktop drawn on canvases, scaled to fit its container. Resolves
 * once the recording is indexed (its frames and their times); a seek draws
 * from the nearest frame it kept whole, then the frames up to the moment.
 */
export function graphicalEngine(container: HTMLElement, recording: GraphicalRecording): Promise<ReplayEngine> {
  const session = new Guacamole.SessionRecording(new Blob([recording.bytes]));
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
  });
}
