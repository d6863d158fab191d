import { createStore } from 'zustand/vanilla';

/** What plays a recording: shows it at a time, or (a video) plays on its own clock. */
export interface ReplayEngine {
  /** Seconds. */
  readonly duration: number;
  /** When the screen changes, in seconds, ascending; empty when unknown (a video): then idle time cannot be skipped. */
  readonly activity: readonly number[];
  /** Shows the recording as it was at `time` (seconds). */
  show(time: number): Promise<void>;
  /** A video plays itself: the playback follows its clock rather than driving it. */
  readonly media?: HTMLMediaElement;
  dispose(): void;
}

export interface PlaybackState {
  position: number;
  duration: number;
  playing: boolean;
  speed: number;
  skipIdle: boolean;
  /** A moment sought is being drawn. */
  seeking: boolean;
}

export const SPEEDS = [0.5, 1, 2, 4, 8] as const;

/** A pause longer than this (seconds, at any speed) is skipped when idle time is skipped. */
export const IDLE_LIMIT = 2;
/** How much of an idle spell's end still shows: the moment before the screen changes. */
const IDLE_LEAD = 0.3;

/** The first index of `times` after `time` (binary search: an hour holds tens of thousands of frames). */
export function nextIndex(times: readonly number[], time: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((times[middle] ?? 0) <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where playback goes from `time` when idle time is skipped: over a long pause, to just before the screen changes. */
export function skipIdle(activity: readonly number[], time: number): number {
  const next = nextIndex(activity, time);
  const upcoming = activity[next];
  if (upcoming === undefined || upcoming - time <= IDLE_LIMIT) return time;
  return Math.max(time, upcoming - IDLE_LEAD);
}

/**
 * One clock for every kind of recording: play, pause, seek, speed, idle time
 * skipped. It drives an engine that shows a moment (a terminal, a remote
 * desktop), one frame at a time (a frame is drawn before the next is asked),
 * or follows one that plays itself (a video).
 */
export function createPlayback(engine: ReplayEngine) {
  const store = createStore<PlaybackState>(() => ({ position: 0, duration: engine.duration, playing: false, speed: 1, skipIdle: false, seeking: false }));
  const { media } = engine;
  let frame = 0;
  let last = 0;
  let drawing: Promise<void> = Promise.resolve();
  let pending = false;
  let wanted = 0;
  let seeks = 0;

  /** Draws the latest wanted moment once the frame being drawn is done; asks made meanwhile collapse into one. */
  const draw = (time: number): Promise<void> => {
    wanted = time;
    if (!pending) {
      pending = true;
      drawing = drawing.then(() => {
        pending = false;
        return engine.show(wanted);
      });
    }
    return drawing;
  };

  const tick = (now: number) => {
    const state = store.getState();
    if (!state.playing) return;
    if (media) {
      store.setState({ position: media.currentTime });
      if (media.ended) store.setState({ playing: false });
    } else {
      let position = state.position + ((now - last) / 1000) * state.speed;
      if (state.skipIdle) position = skipIdle(engine.activity, position);
      const ended = position >= state.duration;
      position = Math.min(position, state.duration);
      store.setState({ position, playing: !ended });
      if (!pending) void draw(position);
    }
    last = now;
    frame = requestAnimationFrame(tick);
  };

  const pause = () => {
    cancelAnimationFrame(frame);
    media?.pause();
    store.setState({ playing: false });
  };

  return {
    store,
    play() {
      const state = store.getState();
      if (state.playing) return;
      if (state.position >= state.duration) store.setState({ position: 0 });
      store.setState({ playing: true });
      if (media) void media.play().catch(pause);
      last = performance.now();
      frame = requestAnimationFrame(tick);
    },
    pause,
    /** Goes to `time` (seconds); resolves once that moment shows, when the last seek asked for is no longer `seeking`. */
    async seek(time: number): Promise<void> {
      const position = Math.min(Math.max(0, time), store.getState().duration);
      const seek = (seeks += 1);
      store.setState({ position, seeking: true });
      last = performance.now();
      await (media
        ? new Promise<void>((done) => {
            media.addEventListener('seeked', () => done(), { once: true });
            media.currentTime = position;
          })
        : draw(position));
      if (seek === seeks) store.setState({ seeking: false });
    },
    setSpeed(speed: number) {
      store.setState({ speed });
      if (media) media.playbackRate = speed;
    },
    setSkipIdle(skip: boolean) {
      store.setState({ skipIdle: skip });
    },
    /** Idle time can be skipped only where the engine knows when the screen changes. */
    canSkipIdle: engine.activity.length > 0,
    dispose() {
      pause();
      engine.dispose();
    },
  };
}

export type Playback = ReturnType<typeof createPlayback>;
