import { lazy, Suspense } from 'react';
import * as detailStyles from '../../../blocks/detail-page/detail-page.css';
import { DetailSection } from '../../../blocks/detail-page/detail-section';
import { objectText } from '../../../blocks/list-table/cell-value';
import { ListTable } from '../../../blocks/list-table/list-table';
import { refreshResource } from '../../../blocks/list-table/refresh-resource';
import type { ActionButton, ActionContext, Row } from '../../../blocks/list-table/types';
import { ERROR_FLASH_MS } from '../../../core/constants';
import { feedback, http } from '../../../core/http';
import type { DetailScreenConfig } from '../../common/detail-screen';
import type { DetailScreenEnv } from '../../common/detail-screen-env';
import { READ_ONLY_LOG } from '../../common/list-screen';
import { AUDIT_URLS, KILL_SESSION_URL, TOGGLE_LOCK_SESSION_URL } from '../audit-urls';
import { RiskLevel } from './risk-level';

const SessionReplay = lazy(() => import('./replay/session-replay').then((module) => ({ default: module.SessionReplay })));

/** The components that pause the sessions they run (lina's IsSupportPauseSessionType). */
const PAUSING_COMPONENTS = ['koko', 'lion', 'chen', 'kael'];

export const REPLAY_TAB = 'replay';

/** What an embedding view does besides the server's work. */
export interface SessionHooks {
  /** After the server took a session's termination. */
  onTerminated?: (row: Row) => void;
  /** The Replay row action: opens the session where its recording plays. Without it there is no such action. */
  onReplay?: (row: Row) => void;
}

/** A labelled choice's value (`{value, label}`), or the bare value a related object carries. */
const choiceValue = (value: unknown): unknown => (value && typeof value === 'object' && 'value' in value ? (value as { value: unknown }).value : value);

/**
 * A running, normal session on a component that pauses sessions. A session's
 * own answer (not the list's) names its terminal without the component's type:
 * then the action is offered and the server decides.
 */
export function pausable(row: Row): boolean {
  if (row['is_finished'] || choiceValue(row['type']) !== 'normal') return false;
  const component = choiceValue((row['terminal'] as { type?: unknown } | null | undefined)?.type);
  return component === undefined || PAUSING_COMPONENTS.includes(String(component));
}

/** Terminate, pause, resume and replay: the same buttons on a session's row and on its detail. */
export function sessionActions({ t, can }: DetailScreenEnv, hooks: SessionHooks = {}): ActionButton[] {
  const mayTerminate = can('terminal.terminate_session');
  const toggle = (task: 'lock_session' | 'unlock_session', sent: string) => async ({ row }: ActionContext) => {
    if (!row) return;
    await http.post(TOGGLE_LOCK_SESSION_URL, { session_id: row.id, task_name: task });
    feedback().flash(sent, 'success', ERROR_FLASH_MS);
    void refreshResource(AUDIT_URLS.sessions);
  };
  return [
    {
      name: 'terminate',
      title: t('audit.terminate'),
      icon: 'circle-x',
      variant: 'danger',
      order: 10,
      has: ({ row }) => Boolean(row?.['can_terminate']) && mayTerminate,
      confirm: { message: ({ row }) => t('audit.terminateConfirm', { user: objectText(row?.['user']), asset: objectText(row?.['asset']) }) },
      onClick: async ({ row }) => {
        if (!row) return;
        const { ok } = await http.post<{ ok?: string[] }>(KILL_SESSION_URL, [row.id]);
        if (ok?.includes(row.id)) {
          feedback().flash(t('audit.terminated'), 'success', ERROR_FLASH_MS);
          hooks.onTerminated?.(row);
        }
        void refreshResource(AUDIT_URLS.sessions);
      },
    },
    {
      name: 'pause',
      title: t('audit.pause'),
      icon: 'lock',
      order: 20,
      has: ({ row }) => Boolean(row && !row['is_locked'] && pausable(row)) && mayTerminate,
      onClick: toggle('lock_session', t('audit.pauseSent')),
    },
    {
      name: 'resume',
      title: t('audit.resume'),
      icon: 'unlock',
      order: 20,
      has: ({ row }) => Boolean(row?.['is_locked'] && pausable(row)) && mayTerminate,
      onClick: toggle('unlock_session', t('audit.resumeSent')),
    },
    {
      name: 'replay',
      title: t('audit.replay'),
      icon: 'play',
      variant: 'primary',
      order: 30,
      has: ({ row }) => Boolean(hooks.onReplay && row?.['can_replay']) && can('terminal.view_sessionreplay'),
      onClick: ({ row }) => row && hooks.onReplay?.(row),
    },
  ];
}

/** A list of what happened in a session, read there. */
const sessionLog = (sessionId: string, list: { url: string; routeName: string; app: string; resource: string; query: string; columns: readonly string[] }) => (
  <div className={detailStyles.card}>
    <ListTable
      {...READ_ONLY_LOG}
      dateRange={false}
      name={`session-${list.resource}s`}
      url={list.url}
      routeName={list.routeName}
      perms={{ app: list.app, resource: list.resource }}
      query={{ [list.query]: sessionId }}
      defaultColumns={list.columns}
      minColumns={list.columns.slice(0, 1)}
      columns={{ risk_level: { render: (row) => <RiskLevel value={row['risk_level']} /> } }}
    />
  </div>
);

/**
 * A session: who reached what, when and how; its commands with their risk, its
 * file transfers and its recording; terminated, paused and resumed from here
 * while it runs.
 */
export function sessionDetail(env: DetailScreenEnv, hooks: SessionHooks = {}): DetailScreenConfig {
  const { t, can } = env;
  return {
    url: AUDIT_URLS.sessions,
    routeName: 'SessionDetail',
    perms: { app: 'terminal', resource: 'session' },
    activity: false,
    title: (row) => `${objectText(row['user'])} → ${objectText(row['asset'])}`,
    fields: ['user', 'asset', 'account', 'protocol', 'login_from', 'remote_addr', 'terminal', 'is_success', 'is_finished', 'is_locked', 'command_amount', 'date_start', 'date_end', 'duration', 'comment'],
    actions: { update: false, delete: false, extra: sessionActions(env, { onTerminated: hooks.onTerminated }) },
    tabs: [
      {
        name: 'commands',
        title: t('audit.commands'),
        has: can('terminal.view_command'),
        render: (row) =>
          sessionLog(row.id, { url: AUDIT_URLS.commands, routeName: 'CommandList', app: 'terminal', resource: 'command', query: 'session_id', columns: ['input', 'risk_level', 'timestamp_display'] }),
      },
      {
        name: 'transfers',
        title: t('audit.transfers'),
        has: can('audits.view_ftplog'),
        render: (row) =>
          sessionLog(row.id, { url: AUDIT_URLS.ftp, routeName: 'FtpLog', app: 'audits', resource: 'ftplog', query: 'session', columns: ['filename', 'operate', 'is_success', 'date_start'] }),
      },
      {
        name: REPLAY_TAB,
        title: t('audit.replay'),
        has: can('terminal.view_sessionreplay'),
        render: (row) => (
          <DetailSection wide padded>
            <Suspense fallback={null}>
              <SessionReplay session={row} />
            </Suspense>
          </DetailSection>
        ),
      },
    ],
  };
}
