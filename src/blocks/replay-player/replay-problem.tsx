import type { RecordingProblem } from '../../core/replay/recording-file';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';

const MESSAGES = {
  network: 'replay.network',
  cors: 'replay.cors',
  missing: 'replay.missing',
  unsupported: 'replay.unsupported',
  failed: 'replay.failed',
} as const;

/** Why a recording does not play, in words a person can act on. */
export function useProblemText(): (problem: RecordingProblem, type: string) => string {
  const t = useT();
  return (problem, type) => t(MESSAGES[problem], { type });
}

/** The reason, and a retry where trying again can help. */
export function ReplayProblem({ problem, type, onRetry }: { problem: RecordingProblem; type: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className={controls.state} role="alert">
      {useProblemText()(problem, type)}
      {problem !== 'unsupported' && (
        <Button icon="refresh" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
