import { Button } from '../../../../blocks/controls/button';
import * as controls from '../../../../blocks/controls/controls.css';
import { useT } from '../../../../blocks/i18n/use-t';
import { objectText } from '../../../../blocks/display/object-text';
import type { Row } from '../../../../blocks/resource/row';
import * as styles from '../session-audit.css';
import { TerminalPlayer } from './terminal-player';
import { useSessionReplay, type SessionReplayModel } from './use-session-replay';

/** A session's recording, played in place. */
export function SessionReplay({ session }: { session: Row }) {
  return <ReplayView {...useSessionReplay(session)} label={`${objectText(session['user'])} → ${objectText(session['asset'])}`} />;
}

/** Every state of a replay: the player, or why there is nothing to play. */
export function ReplayView({ state, canDownload, retry, label }: SessionReplayModel & { label: string }) {
  const t = useT();
  const download = (url: string | undefined) =>
    canDownload && url ? (
      <a className={`${controls.button.default} ${controls.small}`} href={url} download>
        {t('audit.replayDownload')}
      </a>
    ) : null;
  switch (state.kind) {
    case 'loading':
      return (
        <div className={styles.replay} aria-busy="true">
          <p className={styles.note}>{t('audit.replayLoading')}</p>
          <span className={controls.skeleton} style={{ width: '100%', height: '240px' }} />
        </div>
      );
    case 'running':
      return <p className={styles.note}>{t('audit.replayRunning')}</p>;
    case 'none':
      return <p className={styles.note}>{t('audit.replayNone')}</p>;
    case 'failed':
      return (
        <div className={controls.state} role="alert">
          {t('audit.replayFailed')}
          <Button icon="refresh" onClick={retry}>
            {t('common.retry')}
          </Button>
        </div>
      );
    case 'unsupported':
      return (
        <div className={styles.replay}>
          <p className={styles.note}>{t('audit.replayUnsupported', { type: state.answer.type })}</p>
          {download(state.answer.download_url)}
        </div>
      );
    case 'asciicast':
      return (
        <div className={styles.replay}>
          <TerminalPlayer cast={state.cast} label={t('audit.replayOf', { session: label })} />
          <div className={styles.replayBar}>
            <span>{t('audit.replayKeys')}</span>
            {download(state.answer.download_url)}
          </div>
        </div>
      );
  }
}
