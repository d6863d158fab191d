import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { PlayableRecording } from '../../core/replay/load-recording';
import type { PlaybackState } from '../../core/replay/playback';
import type { RecordingProblem } from '../../core/replay/recording-file';
import type { TimelineEntry } from '../../core/replay/timeline';
import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import { CommandTimeline } from './command-timeline';
import { ReplayControls } from './replay-controls';
import * as styles from './replay-player.css';
import { ReplayProblem } from './replay-problem';
import { useReplayEngine } from './use-replay-engine';

export interface ReplayPlayerProps {
  recording: PlayableRecording;
  /** What the screen is, for assistive technology: whose session on what. */
  label: string;
  /** The session's commands and transfers, beside the player and (the risky ones) on its seek bar. */
  entries: readonly TimelineEntry[];
  onDownload?: (() => void) | undefined;
  /** The recording could not be played, and why (the page hears of it). */
  onProblem?: ((problem: RecordingProblem) => void) | undefined;
}

const STEP_SECONDS = 5;

/** Before the engine is ready nothing is sought. */
const NOT_SEEKING: StoreApi<Pick<PlaybackState, 'seeking'>> = createStore(() => ({ seeking: false }));

/**
 * A recording of any kind (terminal, remote desktop, video) with one set of
 * controls, the session's commands beside it. Space plays and pauses, the
 * arrows move 5 seconds, f goes full screen, with focus on the screen.
 */
export function ReplayPlayer({ recording, label, entries, onDownload, onProblem }: ReplayPlayerProps) {
  const t = useT();
  const screen = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const state = useReplayEngine(screen, recording, label, attempt);
  const playback = state.status === 'ready' ? state.playback : null;
  // Busy until the moment asked for shows: the first one, then each one sought.
  const seeking = useStore(playback?.store ?? NOT_SEEKING, (playing) => playing.seeking);

  // Told once a failure, whatever the page's handler is by then.
  const report = useRef(onProblem);
  useEffect(() => {
    report.current = onProblem;
  }, [onProblem]);
  useEffect(() => {
    if (state.status === 'failed') report.current?.(state.problem);
  }, [state]);

  const fullScreen = () => void stage.current?.requestFullscreen().catch(() => undefined);
  const keys = (event: KeyboardEvent) => {
    if (!playback) return;
    const { position, playing } = playback.store.getState();
    const action = {
      ' ': () => (playing ? playback.pause() : playback.play()),
      k: () => (playing ? playback.pause() : playback.play()),
      ArrowLeft: () => void playback.seek(position - STEP_SECONDS),
      ArrowRight: () => void playback.seek(position + STEP_SECONDS),
      Home: () => void playback.seek(0),
      End: () => void playback.seek(Infinity),
      f: fullScreen,
    }[event.key];
    if (!action) return;
    // Before the terminal inside, which has keys of its own.
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
    <div className={styles.layout}>
      <div ref={stage} className={styles.stage}>
        {state.status === 'failed' && <ReplayProblem problem={state.problem} type={recording.answer.type} onRetry={() => setAttempt((count) => count + 1)} />}
        <div
          ref={screen}
          className={styles.screen}
          role="region"
          aria-label={t('replay.of', { session: label })}
          aria-busy={state.status === 'loading' || seeking}
          tabIndex={0}
          hidden={state.status === 'failed'}
          data-kind={recording.kind}
          part="player"
          onKeyDownCapture={keys}
        />
        {playback ? (
          <ReplayControls playback={playback} entries={entries} onFullScreen={fullScreen} onDownload={onDownload} />
        ) : (
          state.status === 'loading' && <span className={controls.skeleton} style={{ width: '100%', height: '28px' }} />
        )}
        <p className={styles.note}>{t('replay.keys')}</p>
      </div>
      <CommandTimeline entries={entries} playback={playback} />
    </div>
  );
}
