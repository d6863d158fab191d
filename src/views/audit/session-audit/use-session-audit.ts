import { useState } from 'react';
import { useJmsEvent } from '../../../blocks/custom-element/host-context';
import { objectText } from '../../../blocks/display/object-text';
import type { Row } from '../../../blocks/resource/row';
import { useDetailScreenEnv } from '../../common/detail-screen-env';
import { REPLAY_TAB, sessionActions, type SessionHooks } from './session-actions';
import { useMessagePart } from '../../../blocks/i18n/use-message-part';

export type SessionListMode = 'online' | 'history';

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
  // Every state speaks the audits' messages (the element asks for them with its language): they come first.
  const { status: startup, retry } = useMessagePart('audit');
  const [mode, setMode] = useState<SessionListMode>('online');
  const [opened, setOpened] = useState<OpenedSession | null>(null);
  const announceOpen = useJmsEvent('jms-session-open');
  const announceTerminated = useJmsEvent('jms-session-terminated');

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
    retry,
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
