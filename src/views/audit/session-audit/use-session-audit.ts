import { useEffect, useState } from 'react';
import { useJmsEvent } from '../../../blocks/custom-element/host-context';
import { objectText } from '../../../blocks/display/object-text';
import type { Row } from '../../../blocks/resource/row';
import { loadMessages } from '../../../core/i18n';
import { useDetailScreenEnv } from '../../common/detail-screen-env';
import { REPLAY_TAB, sessionActions, type SessionHooks } from './session-actions';

export type SessionListMode = 'online' | 'history';
type StartupState = 'loading' | 'ready' | 'error';

/** The session shown in place, and the tab it opened on (its replay, from the Replay action). */
export interface OpenedSession {
  row: Row;
  tab?: string | undefined;
}

/**
 * What the session-audit element does once the page's session is established:
 * online or past sessions, the session opened in place, and the
 * `jms-session-open` and `jms-session-terminated` events.
 */
export function useSessionAudit() {
  const env = useDetailScreenEnv();
  const [startup, setStartup] = useState<StartupState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [mode, setMode] = useState<SessionListMode>('online');
  const [opened, setOpened] = useState<OpenedSession | null>(null);
  const announceOpen = useJmsEvent('jms-session-open');
  const announceTerminated = useJmsEvent('jms-session-terminated');

  useEffect(() => {
    let live = true;
    setStartup('loading');
    // Every state speaks the audits' messages (the element asks for them with its language): they come first.
    loadMessages('audit').then(
      () => live && setStartup('ready'),
      () => live && setStartup('error'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const open = (row: Row, tab?: string) => {
    setOpened({ row, tab });
    announceOpen({ id: row.id, user: objectText(row['user']), asset: objectText(row['asset']) });
  };
  const hooks: SessionHooks = {
    onTerminated: (row) => announceTerminated({ id: row.id }),
    onReplay: (row) => open(row, REPLAY_TAB),
  };

  return {
    startup,
    retry: () => setAttempt((count) => count + 1),
    canView: env.can('terminal.view_session'),
    mode,
    setMode,
    opened,
    open: (row: Row) => open(row),
    close: () => setOpened(null),
    rowActions: sessionActions(env, hooks),
    hooks,
  };
}

export type SessionAuditModel = ReturnType<typeof useSessionAudit>;
