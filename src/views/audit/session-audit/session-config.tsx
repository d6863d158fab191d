import replayMessages from 'jms:messages/replay';
import { lazy, Suspense } from 'react';
import { withMessages } from '../../../core/i18n';
import { DetailSection } from '../../../blocks/detail-page/detail-section';
import { objectText } from '../../../blocks/display/object-text';
import { ListTable } from '../../../blocks/list-table/list-table';
import type { DetailScreenConfig } from '../../common/detail-screen';
import type { DetailScreenEnv } from '../../common/detail-screen-env';
import { READ_ONLY_LOG } from '../../common/list-screen';
import { AUDIT_URLS } from '../audit-urls';
import { RiskLevel } from './risk-level';
import { REPLAY_TAB, sessionActions, type SessionHooks } from './session-actions';

const SessionReplay = lazy(withMessages(replayMessages, () => import('./replay/session-replay').then((module) => ({ default: module.SessionReplay }))));

/** A list of what happened in a session, read there. */
const sessionLog = (sessionId: string, list: { url: string; routeName: string; app: string; resource: string; query: string; columns: readonly string[] }) => (
  <DetailSection>
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
  </DetailSection>
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
    fields: [
      'user',
      'asset',
      'account',
      'protocol',
      'login_from',
      'remote_addr',
      'terminal',
      'is_success',
      'is_finished',
      'is_locked',
      'command_amount',
      'date_start',
      'date_end',
      'duration',
      'comment',
    ],
    actions: { update: false, delete: false, extra: sessionActions(env, { onTerminated: hooks.onTerminated }) },
    tabs: [
      {
        name: 'commands',
        title: t('audit.commands'),
        has: can('terminal.view_command'),
        render: (row) =>
          sessionLog(row.id, {
            url: AUDIT_URLS.commands,
            routeName: 'CommandList',
            app: 'terminal',
            resource: 'command',
            query: 'session_id',
            columns: ['input', 'risk_level', 'timestamp_display'],
          }),
      },
      {
        name: 'transfers',
        title: t('audit.transfers'),
        has: can('audits.view_ftplog'),
        render: (row) =>
          sessionLog(row.id, {
            url: AUDIT_URLS.ftp,
            routeName: 'FtpLog',
            app: 'audits',
            resource: 'ftplog',
            query: 'session',
            columns: ['filename', 'operate', 'is_success', 'date_start'],
          }),
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
