import type { ReplayEngine } from '../../../core/replay/playback';
import { probeRecording, RecordingError, recordingUrl } from '../../../core/replay/recording-file';

/**
 * A remote application's recording: JumpServer's video worker makes it an mp4,
 * which the browser plays itself (streamed, seekable) from its address.
 */
export function videoEngine(container: HTMLElement, src: string, label: string): Promise<ReplayEngine> {
  const video = document.createElement('video');
  video.preload = 'auto';
  video.playsInline = true;
  video.muted = true;
  video.setAttribute('aria-label', label);
  container.append(video);
  return new Promise((ready, fail) => {
    video.addEventListener(
      'loadeddata',
      () =>
        ready({
          duration: video.duration,
          activity: [],
          media: video,
          show: (time) => {
            video.currentTime = time;
            return Promise.resolve();
          },
          dispose: () => {
            video.removeAttribute('src');
            video.load();
            video.remove();
          },
        }),
      { once: true },
    );
    video.addEventListener(
      'error',
      () => {
        video.remove();
        // A video element hides why (a format the browser does not play, an address it could not read): the server is asked.
        void probeRecording(src).then((problem) => fail(new RecordingError(problem, video.error?.message)));
      },
      { once: true },
    );
    video.src = recordingUrl(src);
  });
}
