import { useT } from '../../blocks/i18n/use-t';
import { formatDateTime } from '../../core/i18n/format';
import type { ScreenProps } from '../types';
import * as styles from './dashboard.css';
import { FigureTable } from './figure-table';
import { PeriodSwitch, usePeriod } from './period-switch';
import { StatCard } from './stat-card';
import { TrendCard } from './trend-card';
import { count, numbers, rows, useIndexMetrics } from './use-index-metrics';

/** The console's figures: users and assets, who is connected now, activity over the period and its most active users and assets. */
export default function AdminDashboard(_: ScreenProps) {
  const t = useT();
  const [days, setDays] = usePeriod();
  const { data: totals, retry: retryTotals } = useIndexMetrics(['total_count']);
  const { data: period, retry: retryPeriod } = useIndexMetrics(
    ['dates_metrics', 'dates_login_times_top10_users', 'dates_login_times_top10_assets', 'dates_login_record_top10_sessions', 'total_count_login_users'],
    days,
  );
  const types = rows(totals, 'total_count_type_to_assets_amount').sort((a, b) => Number(b['total']) - Number(a['total']));
  const assets = count(totals, 'total_count_assets') ?? 0;
  // The most active users and assets: the same figures of each.
  const topTen = [
    { key: 'user', metric: 'dates_login_times_top10_users', title: t('dashboard.topUsers'), label: t('dashboard.user') },
    { key: 'asset', metric: 'dates_login_times_top10_assets', title: t('dashboard.topAssets'), label: t('dashboard.asset') },
  ];
  return (
    <div className={styles.page}>
      <PeriodSwitch days={days} onChange={setDays} />
      <div className={styles.row}>
        <StatCard title={t('dashboard.realTime')} metrics={totals} figures={['onlineSessions', 'onlineUsers', 'failedSessionsToday']} onRetry={retryTotals} />
        <StatCard
          title={t('dashboard.usersAndAssets')}
          metrics={{ ...totals, ...period }}
          figures={['users', 'loginUsers', 'newUsersThisWeek', 'assets', 'activeAssetsToday', 'newAssetsThisWeek']}
          onRetry={retryTotals || retryPeriod ? () => (retryTotals?.(), retryPeriod?.()) : undefined}
        />
      </div>
      <div className={styles.row}>
        <TrendCard
          onRetry={retryPeriod}
          title={t('dashboard.activity')}
          labels={(period?.['dates_metrics_date'] as string[] | undefined) ?? []}
          series={[
            { name: t('dashboard.activeUsers'), values: numbers(period, 'dates_metrics_total_count_active_users') },
            { name: t('dashboard.activeAssets'), values: numbers(period, 'dates_metrics_total_count_active_assets') },
          ]}
        />
        <FigureTable
          title={t('dashboard.assetTypes')}
          loading={!totals}
          onRetry={retryTotals}
          rows={types}
          columns={[
            { key: 'label', label: t('dashboard.assetType') },
            { key: 'total', label: t('dashboard.count'), numeric: true },
            {
              key: 'share',
              label: t('dashboard.share'),
              render: (row) => {
                const share = assets ? Math.round((Number(row['total']) / assets) * 100) : 0;
                return (
                  <span className={styles.share}>
                    <span className={styles.shareBar} style={{ width: `${share}%` }} aria-hidden="true" />
                    {share}%
                  </span>
                );
              },
            },
          ]}
        />
      </div>
      <div className={styles.row}>
        {topTen.map((top) => (
          <FigureTable
            key={top.key}
            title={top.title}
            loading={!period}
            onRetry={retryPeriod}
            rows={rows(period, top.metric)}
            columns={[
              { key: top.key, label: top.label },
              { key: 'total', label: t('dashboard.sessions'), numeric: true },
              { key: 'last', label: t('dashboard.lastSession'), render: (row) => formatDateTime(row['last']) },
            ]}
          />
        ))}
      </div>
      <FigureTable
        title={t('dashboard.latestSessions')}
        loading={!period}
        onRetry={retryPeriod}
        rows={rows(period, 'dates_login_record_top10_sessions')}
        columns={[
          { key: 'user', label: t('dashboard.user') },
          { key: 'asset', label: t('dashboard.asset') },
          { key: 'is_finished', label: t('dashboard.state'), render: (row) => (row['is_finished'] ? t('dashboard.finished') : t('dashboard.online')) },
          { key: 'timesince', label: t('dashboard.started'), render: (row) => t('dashboard.ago', { time: String(row['timesince'] ?? '') }) },
        ]}
      />
    </div>
  );
}
