import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../blocks/controls/button';
import * as controls from '../../../../blocks/controls/controls.css';
import { useT } from '../../../../blocks/i18n/use-t';
import * as styles from '../session-audit.css';

type Mounted = { dispose(): void };

/**
 * asciinema's player on a recording. Its code (and its terminal, WebAssembly)
 * is fetched the first time a recording is played, never with the page.
 */
export function TerminalPlayer({ cast, label }: { cast: string; label: string }) {
  const t = useT();
  const screen = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    let player: Mounted | undefined;
    setState('loading');
    import('./asciinema').then(
      ({ mountPlayer }) => {
        if (!live || !screen.current) return;
        player = mountPlayer(screen.current, cast);
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      player?.dispose();
    };
  }, [cast, attempt]);

  return (
    <>
      {state === 'failed' && (
        <div className={controls.state} role="alert">
          {t('audit.playerFailed')}
          <Button icon="refresh" onClick={() => setAttempt((count) => count + 1)}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      <div
        ref={screen}
        className={styles.player}
        role="region"
        aria-label={label}
        aria-busy={state === 'loading'}
        hidden={state === 'failed'}
        part="player"
        onKeyDownCapture={(event) => {
          // The player takes Escape for its help overlay even when none shows: then Escape closes the dialog around it.
          if (event.key === 'Escape' && !screen.current?.querySelector('.ap-overlay-help')) event.stopPropagation();
        }}
      />
    </>
  );
}
