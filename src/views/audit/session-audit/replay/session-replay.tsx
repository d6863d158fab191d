import { useEffect } from 'react';
import * as controls from '../../../../blocks/controls/controls.css';
import { objectText } from '../../../../blocks/display/object-text';
import { useT } from '../../../../blocks/i18n/use-t';
import { ReplayPlayer } from '../../../../blocks/replay-player/replay-player';
import { ReplayProblem, useProblemText } from '../../../../blocks/replay-player/replay-problem';
import type { Row } from '../../../../blocks/resource/row';
import { http } from '../../../../core/http';
import * as styles from '../session-audit.css';
import { useSessionReplay, type SessionReplayModel } from './use-session-replay';

/** A session's recording, played in place beside its commands. */
export function SessionReplay({ session }: { session: Row }) {
  return <ReplayView {...useSessionReplay(session)} session={session} />;
}

/** Saves the recording's archive (a tar of the file and the session) with the request's own credentials: a token works from another origin. */
async function download(url: string, sessionId: string): Promise<void> {
  const bytes = await http.get<ArrayBuffer>(url, { responseType: 'arrayBuffer' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([bytes], { type: 'application/x-tar' }));
  link.download = `${sessionId}.tar`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

/** Every state of a replay: the player, or why there is nothing to play. */
export function ReplayView({ state, entries, canDownload, retry, announceProblem, session }: SessionReplayModel & { session: Row }) {
  const t = useT();
  const problemText = useProblemText();
  const failure = state.kind === 'failed' ? problemText(state.problem, state.type) : '';
  useEffect(() => {
    if (failure) announceProblem(failure);
  }, [failure, announceProblem]);

  switch (state.kind) {
    case 'loading':
      return (
        <div className={styles.replay} aria-busy="true">
          <p className={styles.note}>{t('replay.loading')}</p>
          <span className={controls.skeleton} style={{ width: '100%', height: '240px' }} />
        </div>
      );
    case 'running':
      return <p className={styles.note}>{t('replay.running')}</p>;
    case 'none':
      return <p className={styles.note}>{t('replay.none')}</p>;
    case 'failed':
      return <ReplayProblem problem={state.problem} type={state.type} onRetry={retry} />;
    default: {
      const downloadUrl = state.answer.download_url;
      return (
        <ReplayPlayer
          recording={state}
          label={`${objectText(session['user'])} → ${objectText(session['asset'])}`}
          entries={entries}
          onDownload={canDownload && downloadUrl ? () => void download(downloadUrl, session.id) : undefined}
          onProblem={(problem) => announceProblem(problemText(problem, state.answer.type))}
        />
      );
    }
  }
}
