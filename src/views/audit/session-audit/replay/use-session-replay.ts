import useSWR from 'swr';
import { useStore } from 'zustand';
import type { Row } from '../../../../blocks/resource/row';
import { hasPermission } from '../../../../core/perms';
import { sessionStore } from '../../../../core/session/store';
import { loadRecording, type Recording } from './replay-source';

type ReplayState = Recording | { kind: 'running' } | { kind: 'loading' } | { kind: 'failed' };

/** A session's recording: asked for only when the session has ended with one, kept once loaded. */
export function useSessionReplay(session: Row) {
  const perms = useStore(sessionStore, (state) => state.perms);
  const finished = Boolean(session['is_finished']);
  const recorded = finished && Boolean(session['has_replay']);
  const replay = useSWR(recorded ? ['session-replay', session.id] : null, () => loadRecording(session.id), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  const state: ReplayState = !finished ? { kind: 'running' } : !recorded ? { kind: 'none' } : replay.error ? { kind: 'failed' } : (replay.data ?? { kind: 'loading' });
  return {
    state,
    canDownload: hasPermission(perms, 'terminal.download_sessionreplay'),
    retry: (): void => void replay.mutate(),
  };
}

export type SessionReplayModel = ReturnType<typeof useSessionReplay>;
