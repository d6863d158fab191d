import { makeDiffRows } from '../../blocks/detail-page/activity';
import * as detailStyles from '../../blocks/detail-page/detail-page.css';
import { DiffTable } from '../../blocks/detail-page/diff-table';
import * as controls from '../../blocks/controls/controls.css';
import { objectText } from '../../blocks/list-table/cell-value';
import { ListTable } from '../../blocks/list-table/list-table';
import { ERROR_FLASH_MS } from '../../core/constants';
import { feedback, http } from '../../core/http';
import { detailScreen, type DetailScreenConfig } from '../common/detail-screen';
import { READ_ONLY_LOG } from '../common/list-screen';
import { AUDIT_URLS, KILL_SESSION_URL } from './audit-urls';

/** A log is read, never changed here, and has no activity of its own. */
const LOG: Pick<DetailScreenConfig, 'actions' | 'activity'> = { actions: { update: false, delete: false }, activity: false };

/** A session: who reached what, when and how; its commands; terminated from here while it runs. */
export const SessionDetail = detailScreen(({ t, can }) => ({
  ...LOG,
  url: AUDIT_URLS.sessions,
  routeName: 'SessionDetail',
  perms: { app: 'terminal', resource: 'session' },
  title: (row) => `${objectText(row['user'])} → ${objectText(row['asset'])}`,
  fields: ['user', 'asset', 'account', 'protocol', 'login_from', 'remote_addr', 'terminal', 'is_success', 'is_finished', 'command_amount', 'date_start', 'date_end', 'duration', 'comment'],
  actions: {
    ...LOG.actions,
    extra: [
      {
        name: 'terminate',
        title: t('audit.terminate'),
        icon: 'circle-x',
        variant: 'danger',
        has: ({ row }) => Boolean(row?.['can_terminate']) && can('terminal.terminate_session'),
        confirm: { message: ({ row }) => t('audit.terminateConfirm', { user: objectText(row?.['user']), asset: objectText(row?.['asset']) }) },
        onClick: async ({ row, reload }) => {
          if (!row) return;
          await http.post(KILL_SESSION_URL, [row.id]);
          feedback().flash(t('audit.terminated'), 'success', ERROR_FLASH_MS);
          reload();
        },
      },
    ],
  },
  tabs: [
    {
      name: 'commands',
      title: t('audit.commands'),
      render: (row) => (
        <div className={detailStyles.card}>
          <ListTable
            {...READ_ONLY_LOG}
            dateRange={false}
            name="session-commands"
            url={AUDIT_URLS.commands}
            routeName="CommandList"
            perms={{ app: 'terminal', resource: 'command' }}
            query={{ session_id: String(row.id) }}
            defaultColumns={['input', 'risk_level', 'account', 'timestamp_display']}
            minColumns={['input']}
          />
        </div>
      ),
    },
  ],
}));

/** A login attempt: who, from where, how, and why it failed. */
export const LoginLogDetail = detailScreen({
  ...LOG,
  url: AUDIT_URLS.logins,
  routeName: 'LoginLogDetail',
  perms: { app: 'audits', resource: 'userloginlog' },
  title: (row) => `${objectText(row['username'])} · ${objectText(row['status'])}`,
  fields: ['username', 'type', 'ip', 'city', 'user_agent', 'backend_display', 'mfa', 'status', 'reason_display', 'datetime'],
});

/** An operation: who did what to which object, and what it changed. */
export const OperateLogDetail = detailScreen(({ t }) => ({
  ...LOG,
  url: AUDIT_URLS.operations,
  routeName: 'OperateLogDetail',
  perms: { app: 'audits', resource: 'operatelog' },
  title: (row) => `${objectText(row['action'])} ${objectText(row['resource_type'])} ${objectText(row['resource'])}`,
  fields: ['user', 'action', 'resource_type', 'resource', 'remote_addr', 'org_name', 'datetime'],
  tabs: [
    {
      name: 'changes',
      title: t('detail.changes'),
      render: (row) => {
        const rows = makeDiffRows(row['diff']);
        return <div className={detailStyles.card}>{rows.length ? <DiffTable rows={rows} /> : <p className={controls.muted}>{t('detail.noChanges')}</p>}</div>;
      },
    },
  ],
}));
