import { useCallback, useMemo } from 'react';
import { useData } from '../../../../blocks/data/use-data';
import { useStore } from 'zustand';
import { useJmsEvent } from '../../../../blocks/custom-element/host-context';
import { preloadEngine } from '../../../../blocks/replay-player/use-replay-engine';
import type { Row } from '../../../../blocks/resource/row';
import { preloadData } from '../../../../core/data';
import { http, readPage } from '../../../../core/http';
import { hasPermission } from '../../../../core/perms';
import { loadRecording, type Recording } from '../../../../core/replay/load-recording';
import { RecordingError, type RecordingProblem } from '../../../../core/replay/recording-file';
import { timelineEntries } from '../../../../core/replay/timeline';
import { sessionStore } from '../../../../core/session/store';
import { AUDIT_URLS } from '../../audit-urls';

type ReplayState = Recording | { kind: 'running' } | { kind: 'loading' } | { kind: 'failed'; problem: RecordingProblem; type: string };

const ONCE = { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false } as const;

/** A log of the session (its commands, its transfers), whole and in order, when the user may read it. */
function useSessionLog(url: string, query: string, sessionId: string, allowed: boolean) {
  const log = useData(
    allowed ? ['session-log', url, sessionId] : null,
    async () => readPage<Record<string, unknown>>(await http.get(url, { params: { [query]: sessionId }, silent: true })).results,
    ONCE,
  );
  return log.data ?? [];
}

const replayKey = (sessionId: string) => ['session-replay', sessionId];
const loadReplay = (sessionId: string) => loadRecording(sessionId, { onKind: preloadEngine });

/** Asks for a recording as Replay is clicked, while the panel that plays it opens. */
export function prefetchReplay(session: Row): void {
  if (session['is_finished'] && session['has_replay']) void preloadData(replayKey(session.id), () => loadReplay(session.id)).catch(() => undefined);
}

/**
 * A session's recording (asked for only when the session has ended with one,
 * kept once loaded), its commands and transfers on the time line, and
 * `jms-error` when the recording cannot be read.
 */
export function useSessionReplay(session: Row) {
  const perms = useStore(sessionStore, (state) => state.perms);
  const finished = Boolean(session['is_finished']);
  const recorded = finished && Boolean(session['has_replay']);
  const replay = useData(recorded ? replayKey(session.id) : null, () => loadReplay(session.id), ONCE);
  const commands = useSessionLog(AUDIT_URLS.commands, 'session_id', session.id, recorded && hasPermission(perms, 'terminal.view_command'));
  const transfers = useSessionLog(AUDIT_URLS.ftp, 'session', session.id, recorded && hasPermission(perms, 'audits.view_ftplog'));
  const entries = useMemo(() => timelineEntries(String(session['date_start'] ?? ''), commands, transfers), [session, commands, transfers]);
  const failed = useJmsEvent('jms-error');
  const error: unknown = replay.error;

  const state: ReplayState = !finished
    ? { kind: 'running' }
    : !recorded
      ? { kind: 'none' }
      : error
        ? {
            kind: 'failed',
            problem: error instanceof RecordingError ? error.problem : 'failed',
            type: error instanceof RecordingError && error.problem === 'unsupported' ? error.message.replace(/^unsupported: /, '') : '',
          }
        : (replay.data ?? { kind: 'loading' });

  return {
    state,
    entries,
    canDownload: hasPermission(perms, 'terminal.download_sessionreplay'),
    retry: (): void => void replay.mutate(),
    /** Tells the page: a SOC dashboard learns that its analyst could not watch the session, and why. */
    announceProblem: useCallback((message: string) => failed({ code: 'replay-failed', message }), [failed]),
  };
}

export type SessionReplayModel = ReturnType<typeof useSessionReplay>;
