import { useT } from '../../blocks/i18n/use-t';
import type { ScreenProps } from '../types';
import * as styles from './dashboard.css';
import { PeriodSwitch, usePeriod } from './period-switch';
import { StatCard } from './stat-card';
import { TrendCard } from './trend-card';
import { numbers, useIndexMetrics } from './use-index-metrics';

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

/** The auditor's figures over the period: logs, sessions, commands and jobs counted, sessions and logins per day. */
export default function AuditDashboard(_: ScreenProps) {
  const t = useT();
  const [days, setDays] = usePeriod();
  const { data: metrics, retry } = useIndexMetrics(KEYS, days);
  const labels = (metrics?.['dates_metrics_date'] as string[] | undefined) ?? [];
  return (
    <div className={styles.page}>
      <PeriodSwitch days={days} onChange={setDays} />
      <div className={styles.row}>
        <StatCard title={t('dashboard.logs')} metrics={metrics} figures={['logins', 'operations', 'passwordChanges']} onRetry={retry} />
        <StatCard title={t('dashboard.sessionFigures')} metrics={metrics} figures={['onlineSessions', 'pastSessions', 'fileTransfers']} onRetry={retry} />
      </div>
      <div className={styles.row}>
        <StatCard title={t('dashboard.loginsAndCommands')} metrics={metrics} figures={['loginSucceeded', 'loginFailed', 'commands', 'dangerousCommands']} onRetry={retry} />
        <StatCard title={t('dashboard.jobs')} metrics={metrics} figures={['jobRuns', 'jobsRunning', 'jobsFailed']} onRetry={retry} />
      </div>
      <div className={styles.row}>
        <TrendCard
          onRetry={retry}
          kind="bar"
          title={t('dashboard.loginTrend')}
          labels={labels}
          series={[{ name: t('dashboard.logins'), values: numbers(metrics, 'dates_metrics_total_count_login') }]}
        />
        <TrendCard
          onRetry={retry}
          title={t('dashboard.sessionTrend')}
          labels={labels}
          series={[{ name: t('dashboard.sessionsPerDay'), values: numbers(metrics, 'dates_metrics_total_count_session') }]}
        />
      </div>
    </div>
  );
}
