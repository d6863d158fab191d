import { useEffect, useState, type RefObject } from 'react';
import type { PlayableRecording } from '../../core/replay/load-recording';
import { createPlayback, type Playback, type ReplayEngine } from '../../core/replay/playback';
import { RecordingError, type RecordingProblem } from '../../core/replay/recording-file';

/** Each engine's code is fetched the first time a recording of its kind opens, never with the element. */
const ENGINES = {
  terminal: () => import('./engines/terminal-engine'),
  graphical: () => import('./engines/graphical-engine'),
  video: () => import('./engines/video-engine'),
} satisfies Record<PlayableRecording['kind'], () => Promise<unknown>>;

/** Fetches a player's code while its recording downloads (a failure shows when the player mounts). */
export function preloadEngine(kind: PlayableRecording['kind']): void {
  ENGINES[kind]().catch(() => undefined);
}

function mountEngine(container: HTMLElement, recording: PlayableRecording, label: string): Promise<ReplayEngine> {
  switch (recording.kind) {
    case 'terminal':
      return ENGINES.terminal().then(({ terminalEngine }) => terminalEngine(container, recording.recording));
    case 'graphical':
      return ENGINES.graphical().then(({ graphicalEngine }) => graphicalEngine(container, recording.recording));
    case 'video':
      return ENGINES.video().then(({ videoEngine }) => videoEngine(container, recording.answer.src, label));
  }
}

export type EngineState = { status: 'loading' } | { status: 'ready'; playback: Playback } | { status: 'failed'; problem: RecordingProblem };

/** The recording's engine in the container, with the playback that drives it; its first moment shows once ready. */
export function useReplayEngine(screen: RefObject<HTMLDivElement | null>, recording: PlayableRecording, label: string, attempt: number): EngineState {
  const [state, setState] = useState<EngineState>({ status: 'loading' });
  useEffect(() => {
    const container = screen.current;
    if (!container) return;
    let live = true;
    let playback: Playback | undefined;
    setState({ status: 'loading' });
    mountEngine(container, recording, label).then(
      async (engine) => {
        if (!live) return engine.dispose();
        playback = createPlayback(engine);
        // Its first output or frame shows until it plays: not the blank moment before it.
        await playback.seek(engine.activity[0] ?? 0);
        if (live) setState({ status: 'ready', playback });
      },
      (error: unknown) => live && setState({ status: 'failed', problem: error instanceof RecordingError ? error.problem : 'failed' }),
    );
    return () => {
      live = false;
      playback?.dispose();
    };
  }, [screen, recording, label, attempt]);
  return state;
}
