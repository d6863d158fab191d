import auditMessages from 'jms:messages/audit';
import { useEffect, useState } from 'react';
import { useJmsEvent } from '../../../blocks/custom-element/host-context';
import type { SessionEventDetail } from '../../../blocks/custom-element/events';
import { objectText } from '../../../blocks/display/object-text';
import type { ActionButton } from '../../../blocks/list-table/types';
import type { Row } from '../../../blocks/resource/row';
import { useMessagePart } from '../../../blocks/i18n/use-message-part';
import { http, serverUrl } from '../../../core/http';
import { useDetailScreenEnv } from '../../common/detail-screen-env';
import { AUDIT_URLS } from '../audit-urls';
import { REPLAY_TAB, sessionActions, type SessionHooks } from './session-actions';
import type { SessionAuditMode, SessionAuditPresets } from './session-presets';

/** The session shown in place, and the tab it opened on (its replay, from the Replay action). */
export interface OpenedSession {
  row: Row;
  tab?: string | undefined;
}

/** A session's page in the full console, and the official monitor of a running one. */
export const consoleSessionUrl = (id: string) => `${serverUrl('/ui/')}#/audit/sessions/sessions/${encodeURIComponent(id)}`;
export const monitorUrl = (id: string) => serverUrl(`/luna/monitor/${encodeURIComponent(id)}`);

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A session row as the session events name it: ids beside the names. */
export function sessionDetail(row: Row): SessionEventDetail {
  return {
    id: row.id,
    user: { id: text(row['user_id']), name: objectText(row['user']) },
    asset: { id: text(row['asset_id']), name: objectText(row['asset']) },
    account: objectText(row['account']),
    protocol: objectText(row['protocol']),
    isOnline: !row['is_finished'],
  };
}

/** A page's default, unless it cancelled the event. */
const openTab = (url: string) => void window.open(url, '_blank', 'noopener');

/**
 * What the session-audit element does once the page's session is established:
 * online sessions, past ones or commands as the page preset them, a session
 * opened in place, and the events that tell the page (with ids).
 */
export function useSessionAudit(presets: SessionAuditPresets = {}) {
  const env = useDetailScreenEnv();
  const { t, can } = env;
  // Every state speaks the audits' messages (the element asks for them with its language): they come first.
  const { status: startup, retry } = useMessagePart(auditMessages);
  const [mode, setMode] = useState<SessionAuditMode>(presets.view ?? 'online');
  const [opened, setOpened] = useState<OpenedSession | null>(null);
  // A page that changes `view` changes the list shown, as a click on the switch would.
  useEffect(() => {
    if (presets.view) setMode(presets.view);
  }, [presets.view]);
  const announceOpen = useJmsEvent('jms-session-open');
  const announceTerminated = useJmsEvent('jms-session-terminated');
  const announceMonitor = useJmsEvent('jms-session-monitor', { cancelable: true });
  const announceConsole = useJmsEvent('jms-open-in-console', { cancelable: true });

  const open = (row: Row, tab?: string) => {
    setOpened({ row, tab });
    announceOpen(sessionDetail(row));
  };
  const openInConsole = (id: string, kind: 'session' | 'command', session: string) => {
    const url = consoleSessionUrl(session);
    if (announceConsole({ id, kind, url })) openTab(url);
  };
  const hooks: SessionHooks = {
    onTerminated: (row) => announceTerminated({ id: row.id }),
    onReplay: (row) => {
      // The recording's request goes with the click, not after the panel's code and the session's details.
      void import('./replay/use-session-replay').then(({ prefetchReplay }) => prefetchReplay(row));
      open(row, REPLAY_TAB);
    },
  };
  const commandActions: ActionButton[] = [
    {
      name: 'session',
      title: t('audit.openSession'),
      icon: 'play',
      variant: 'primary',
      order: 10,
      has: ({ row }) => Boolean(row?.['session']) && can('terminal.view_session'),
      onClick: async ({ row }) => {
        if (row) open(await http.get<Row>(`${AUDIT_URLS.sessions}${encodeURIComponent(text(row['session']))}/`), REPLAY_TAB);
      },
    },
    { name: 'open-in-console', title: t('audit.openInConsole'), icon: 'external', order: 40, onClick: ({ row }) => row && openInConsole(row.id, 'command', text(row['session'])) },
  ];

  return {
    startup,
    retry,
    canView: can('terminal.view_session'),
    mode,
    setMode,
    presets,
    opened,
    open: (row: Row) => open(row),
    close: () => setOpened(null),
    /** The opened session's page in the full console (its panel's button). */
    openInConsole: (row: Row) => openInConsole(row.id, 'session', row.id),
    rowActions: sessionActions(env, hooks),
    /** Monitor, for a running session the user may watch (its panel's button); the page may cancel the default. */
    monitor: can('terminal.monitor_session')
      ? (row: Row) => {
          if (announceMonitor({ id: row.id, url: monitorUrl(row.id) })) openTab(monitorUrl(row.id));
        }
      : undefined,
    commandActions,
    hooks,
  };
}

export type SessionAuditModel = ReturnType<typeof useSessionAudit>;
