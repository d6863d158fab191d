import { TrendChart, type TrendChartProps } from '../../blocks/chart/trend-chart';
import { DashboardCard } from './dashboard-card';

/** A dashboard card of one trend chart, under the chart's title. */
export function TrendCard(chart: TrendChartProps) {
  return (
    <DashboardCard title={chart.title}>
      <TrendChart {...chart} />
    </DashboardCard>
  );
}
