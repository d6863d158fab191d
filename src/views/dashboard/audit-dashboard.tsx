import { useT } from '../../blocks/i18n/use-t';
import type { ScreenProps } from '../types';
import { SESSIONS } from './admin-dashboard';
import * as styles from './dashboard.css';
import { PeriodSwitch, usePeriod } from './period-switch';
import { StatCard } from './stat-card';
import { TrendCard } from './trend-card';
import { count, numbers, useIndexMetrics, type IndexMetrics } from './use-index-metrics';

const KEYS = [
  'total_count_user_login_logs',
  'total_count_user_login_success_logs',
  'total_count_operate_logs',
  'total_count_change_password_logs',
  'total_count_online_sessions',
  'total_count_history_sessions',
  'total_count_ftp_logs',
  'total_count_commands',
  'total_count_commands_danger',
  'total_count_job_logs',
  'total_count_job_logs_running',
  'total_count_job_logs_failed',
  'session_dates_metrics',
  'dates_metrics',
];

const difference = (metrics: IndexMetrics | undefined, whole: string, part: string) => {
  const total = count(metrics, whole);
  const success = count(metrics, part);
  return total === undefined || success === undefined ? undefined : total - success;
};

/** The auditor's figures over the period: logs, sessions, commands and jobs counted, sessions and logins per day. */
export default function AuditDashboard(_: ScreenProps) {
  const t = useT();
  const [days, setDays] = usePeriod();
  const metrics = useIndexMetrics(KEYS, days);
  const labels = (metrics?.['dates_metrics_date'] as string[] | undefined) ?? [];
  return (
    <div className={styles.page}>
      <PeriodSwitch days={days} onChange={setDays} />
      <div className={styles.row}>
        <StatCard
          title={t('dashboard.logs')}
          stats={[
            { label: t('dashboard.logins'), value: count(metrics, 'total_count_user_login_logs'), route: { name: 'LoginLogList', perm: 'audits.view_userloginlog' } },
            { label: t('dashboard.operations'), value: count(metrics, 'total_count_operate_logs'), route: { name: 'OperateLogList', perm: 'audits.view_operatelog' } },
            {
              label: t('dashboard.passwordChanges'),
              value: count(metrics, 'total_count_change_password_logs'),
              route: { name: 'PasswordChangeLog', perm: 'audits.view_passwordchangelog' },
            },
          ]}
        />
        <StatCard
          title={t('dashboard.sessionFigures')}
          stats={[
            { label: t('dashboard.onlineSessions'), value: count(metrics, 'total_count_online_sessions'), route: SESSIONS },
            { label: t('dashboard.pastSessions'), value: count(metrics, 'total_count_history_sessions'), route: SESSIONS },
            { label: t('dashboard.fileTransfers'), value: count(metrics, 'total_count_ftp_logs'), route: { name: 'FtpLog', perm: 'audits.view_ftplog' } },
          ]}
        />
      </div>
      <div className={styles.row}>
        <StatCard
          title={t('dashboard.loginsAndCommands')}
          stats={[
            { label: t('dashboard.loginSucceeded'), value: count(metrics, 'total_count_user_login_success_logs') },
            { label: t('dashboard.loginFailed'), value: difference(metrics, 'total_count_user_login_logs', 'total_count_user_login_success_logs') },
            { label: t('dashboard.commands'), value: count(metrics, 'total_count_commands'), route: { name: 'CommandList', perm: 'terminal.view_command' } },
            { label: t('dashboard.dangerousCommands'), value: count(metrics, 'total_count_commands_danger') },
          ]}
        />
        <StatCard
          title={t('dashboard.jobs')}
          stats={[
            { label: t('dashboard.jobRuns'), value: count(metrics, 'total_count_job_logs'), route: { name: 'JobExecutionLog', perm: 'audits.view_joblog' } },
            { label: t('dashboard.jobsRunning'), value: count(metrics, 'total_count_job_logs_running') },
            { label: t('dashboard.jobsFailed'), value: count(metrics, 'total_count_job_logs_failed') },
          ]}
        />
      </div>
      <div className={styles.row}>
        <TrendCard
          kind="bar"
          title={t('dashboard.loginTrend')}
          labels={labels}
          series={[{ name: t('dashboard.logins'), values: numbers(metrics, 'dates_metrics_total_count_login') }]}
        />
        <TrendCard
          title={t('dashboard.sessionTrend')}
          labels={labels}
          series={[{ name: t('dashboard.sessionsPerDay'), values: numbers(metrics, 'dates_metrics_total_count_session') }]}
        />
      </div>
    </div>
  );
}
