import { DetailSection } from '../../blocks/detail-page/detail-section';
import { OperationDiff } from '../../blocks/detail-page/diff-table';
import { objectText } from '../../blocks/display/object-text';
import { detailUrl, withParams } from '../../core/resources';
import { detailScreen, type DetailScreenConfig } from '../common/detail-screen';
import { AUDIT_URLS } from './audit-urls';
import { sessionDetail } from './session-audit/session-config';

/** A log is read, never changed here, and has no activity of its own. */
const LOG: Pick<DetailScreenConfig, 'actions' | 'activity'> = { actions: { update: false, delete: false }, activity: false };

/** A session: the same detail the session-audit element shows in place. */
export const SessionDetail = detailScreen((env) => sessionDetail(env));

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
      render: (row) => (
        <DetailSection>
          <OperationDiff url={withParams(detailUrl(AUDIT_URLS.operations, row.id), { type: 'action_detail' })} />
        </DetailSection>
      ),
    },
  ],
}));
