import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { sessionStore } from '../core/session/store';
import { runStartupGuard, StartupAborted } from '../core/startup/guard';
import { useT } from '../blocks/i18n/use-t';
import { SiteMessages } from '../blocks/site-messages/site-messages';
import * as styles from './console-app.css';
import { hashRoutePath } from './hash-route';

type Phase = 'starting' | 'ready' | 'failed';

/** The console frame: runs the startup guard, then shows the signed-in user's console. */
export function ConsoleApp() {
  const t = useT();
  const [phase, setPhase] = useState<Phase>('starting');
  const profile = useStore(sessionStore, (state) => state.profile);
  const org = useStore(sessionStore, (state) => state.currentOrg);

  const start = () => {
    setPhase('starting');
    runStartupGuard({ requestedPath: hashRoutePath() }).then(
      ({ redirect }) => {
        if (redirect) window.location.hash = `#${redirect}`;
        setPhase('ready');
      },
      (error: unknown) => {
        if (!(error instanceof StartupAborted)) setPhase('failed');
      },
    );
  };
  useEffect(start, []);

  if (phase === 'starting') return <p className={styles.status} role="status">{t('console.loading')}</p>;
  if (phase === 'failed') {
    return (
      <div className={styles.status} role="alert">
        <p>{t('console.loadFailed')}</p>
        <button type="button" onClick={start}>
          {t('console.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      <header className={styles.topBar}>
        <span className={styles.brand}>JumpServer</span>
        <SiteMessages />
        <span>{profile ? t('console.signedInAs', { name: profile.name }) : null}</span>
      </header>
      <main className={styles.main}>
        <div className={styles.card}>{org ? t('console.organization', { name: org.name }) : null}</div>
      </main>
    </div>
  );
}
