import { TrendChart, type TrendChartProps } from '../../blocks/chart/trend-chart';
import { DashboardCard } from './dashboard-card';

/** A dashboard card of one trend chart, under the chart's title. */
export function TrendCard({ onRetry, ...chart }: TrendChartProps & { onRetry?: (() => void) | undefined }) {
  return (
    <DashboardCard title={chart.title} onRetry={onRetry}>
      <TrendChart {...chart} />
    </DashboardCard>
  );
}
