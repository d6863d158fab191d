import { useState } from 'react';
import { useStore } from 'zustand';
import { DetailCard, itemsFromMetadata } from '../../blocks/detail-page/detail-card';
import { makeDiffRows } from '../../blocks/detail-page/activity';
import { DetailPage, type DetailPageProps } from '../../blocks/detail-page/detail-page';
import * as detailStyles from '../../blocks/detail-page/detail-page.css';
import { DiffTable } from '../../blocks/detail-page/diff-table';
import { ConfirmDialog } from '../../blocks/dialog/confirm-dialog';
import { useT } from '../../blocks/i18n/use-t';
import { objectText } from '../../blocks/list-table/cell-value';
import { ListTable } from '../../blocks/list-table/list-table';
import type { Row } from '../../blocks/list-table/types';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import * as controls from '../../blocks/controls/controls.css';
import { ERROR_FLASH_MS } from '../../core/constants';
import { feedback, http } from '../../core/http';
import { hasPermission } from '../../core/perms';
import { sessionStore } from '../../core/session/store';
import { READ_ONLY_LOG } from '../common/list-screen';
import type { ScreenProps } from '../types';
import { AUDIT_URLS, KILL_SESSION_URL } from './audit-urls';

type AuditDetailProps = ScreenProps & Pick<DetailPageProps, 'url' | 'routeName' | 'title' | 'actions' | 'perms'> & {
  fields: readonly string[];
  /** Tabs after the basic information. */
  more?: DetailPageProps['tabs'];
};

/** A log's detail: read-only, its basic information first. */
function AuditDetail({ params, query, url, fields, more = [], ...page }: AuditDetailProps) {
  const t = useT();
  const { meta } = useMetadata(url);
  const known = meta?.actions.GET ?? [];
  return (
    <DetailPage
      {...page}
      url={url}
      id={params['id'] ?? ''}
      routeQuery={query}
      actions={{ update: false, delete: false, ...page.actions }}
      activity={false}
      defaultTab="info"
      tabs={[{ name: 'info', title: t('detail.basicInfo'), render: (row) => <DetailCard title={t('detail.basicInfo')} items={itemsFromMetadata(row, known, fields)} /> }, ...more]}
    />
  );
}

/** A session: who reached what, when and how; its commands; terminated from here while it runs. */
export function SessionDetail(props: ScreenProps) {
  const t = useT();
  const perms = useStore(sessionStore, (state) => state.perms);
  const [terminating, setTerminating] = useState<{ row: Row; reload: () => void } | null>(null);
  const terminate = async ({ row, reload }: { row: Row; reload: () => void }) => {
    try {
      await http.post(KILL_SESSION_URL, [row.id]);
      feedback().flash(t('audit.terminated'), 'success', ERROR_FLASH_MS);
      reload();
    } finally {
      setTerminating(null);
    }
  };
  return (
    <>
      <AuditDetail
        {...props}
        url={AUDIT_URLS.sessions}
        routeName="SessionDetail"
        perms={{ app: 'terminal', resource: 'session' }}
        title={(row) => `${objectText(row['user'])} → ${objectText(row['asset'])}`}
        fields={['user', 'asset', 'account', 'protocol', 'login_from', 'remote_addr', 'terminal', 'is_success', 'is_finished', 'command_amount', 'date_start', 'date_end', 'duration', 'comment']}
        actions={{
          extra: [
            {
              name: 'terminate',
              title: t('audit.terminate'),
              icon: 'circle-x',
              variant: 'danger',
              has: ({ row }) => Boolean(row?.['can_terminate']) && hasPermission(perms, 'terminal.terminate_session'),
              onClick: ({ row, reload }) => row && setTerminating({ row, reload }),
            },
          ],
        }}
        more={[
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
        ]}
      />
      {terminating && (
        <ConfirmDialog
          danger
          title={t('audit.terminate')}
          message={t('audit.terminateConfirm', { user: objectText(terminating.row['user']), asset: objectText(terminating.row['asset']) })}
          confirmLabel={t('audit.terminate')}
          onConfirm={() => terminate(terminating)}
          onCancel={() => setTerminating(null)}
        />
      )}
    </>
  );
}

/** A login attempt: who, from where, how, and why it failed. */
export function LoginLogDetail(props: ScreenProps) {
  return (
    <AuditDetail
      {...props}
      url={AUDIT_URLS.logins}
      routeName="LoginLogDetail"
      perms={{ app: 'audits', resource: 'userloginlog' }}
      title={(row) => `${objectText(row['username'])} · ${objectText(row['status'])}`}
      fields={['username', 'type', 'ip', 'city', 'user_agent', 'backend_display', 'mfa', 'status', 'reason_display', 'datetime']}
    />
  );
}

/** An operation: who did what to which object, and what it changed. */
export function OperateLogDetail(props: ScreenProps) {
  const t = useT();
  return (
    <AuditDetail
      {...props}
      url={AUDIT_URLS.operations}
      routeName="OperateLogDetail"
      perms={{ app: 'audits', resource: 'operatelog' }}
      title={(row) => `${objectText(row['action'])} ${objectText(row['resource_type'])} ${objectText(row['resource'])}`}
      fields={['user', 'action', 'resource_type', 'resource', 'remote_addr', 'org_name', 'datetime']}
      more={[
        {
          name: 'changes',
          title: t('detail.changes'),
          render: (row) => {
            const rows = makeDiffRows(row['diff']);
            return <div className={detailStyles.card}>{rows.length ? <DiffTable rows={rows} /> : <p className={controls.muted}>{t('detail.noChanges')}</p>}</div>;
          },
        },
      ]}
    />
  );
}
