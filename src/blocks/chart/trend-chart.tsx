import { useId } from 'react';
import { useT } from '../i18n/use-t';
import { vars } from '../theme/tokens.css';
import * as styles from './chart.css';

export interface TrendSeries {
  name: string;
  values: readonly number[];
}

export interface TrendChartProps {
  /** What the chart shows: its accessible name. */
  title: string;
  /** One label per point (dates). */
  labels: readonly string[];
  series: readonly TrendSeries[];
  /** Lines for a few series over time, bars for one count per day. */
  kind?: 'line' | 'bar';
}

const WIDTH = 560;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 24, left: 36 };
const COLORS = [vars.color.primary, vars.color.warning, vars.color.info, vars.color.danger];
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** A round top for the axis, four ticks of 1, 2, 2.5 or 5 × 10ⁿ, so they read as whole numbers. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value / 4));
  // 2.5 only where it stays a whole number (25, 250…): counts have no fractions.
  const step = [1, 2, ...(power >= 10 ? [2.5] : []), 5, 10].find((factor) => factor * power >= value / 4)! * power;
  return step * 4;
}

/**
 * A small trend chart drawn in SVG: a few series over dates as lines or bars.
 * Screen readers get the title, and everyone can open the figures as a table.
 */
export function TrendChart({ title, labels, series, kind = 'line' }: TrendChartProps) {
  const t = useT();
  const id = useId();
  const top = niceMax(Math.max(0, ...series.flatMap((entry) => entry.values)));
  const count = Math.max(labels.length, 1);
  const slot = PLOT_W / count;
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H;
  const ticks = [0, 1, 2, 3, 4].map((step) => (top / 4) * step);
  // Not every date fits under a month's bars: about eight labels at most.
  const labelEvery = Math.ceil(count / 8);
  const barWidth = Math.max(2, (slot * 0.7) / Math.max(series.length, 1));
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-table`}>
        <title id={`${id}-title`}>{title}</title>
        {ticks.map((value) => (
          <g key={value}>
            <line className={styles.axis} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} />
            <text className={styles.tick} x={PAD.left - 6} y={y(value) + 4} textAnchor="end">
              {value}
            </text>
          </g>
        ))}
        {labels.map((label, index) =>
          index % labelEvery === 0 ? (
            <text key={label} className={styles.tick} x={x(index)} y={HEIGHT - 6} textAnchor="middle">
              {label}
            </text>
          ) : null,
        )}
        {series.map((entry, order) =>
          kind === 'bar' ? (
            <g key={entry.name} fill={COLORS[order % COLORS.length]}>
              {entry.values.map((value, index) => (
                <rect key={index} x={x(index) - (barWidth * series.length) / 2 + barWidth * order} y={y(value)} width={barWidth} height={PAD.top + PLOT_H - y(value)} rx={1} />
              ))}
            </g>
          ) : (
            <g key={entry.name} stroke={COLORS[order % COLORS.length]} fill={COLORS[order % COLORS.length]}>
              <polyline fill="none" strokeWidth={2} points={entry.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')} />
              {entry.values.map((value, index) => (
                <circle key={index} cx={x(index)} cy={y(value)} r={2.5} />
              ))}
            </g>
          ),
        )}
      </svg>
      <ul className={styles.legend}>
        {series.map((entry, order) => (
          <li key={entry.name}>
            <span className={styles.swatch} style={{ background: COLORS[order % COLORS.length] }} aria-hidden="true" />
            {entry.name}
          </li>
        ))}
      </ul>
      <details className={styles.details}>
        <summary>{t('chart.showTable')}</summary>
        <table id={`${id}-table`} className={styles.table}>
          <caption className={styles.details}>{title}</caption>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                {t('chart.date')}
              </th>
              {series.map((entry) => (
                <th key={entry.name} className={styles.cell} scope="col">
                  {entry.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th className={styles.cell} scope="row">
                  {label}
                </th>
                {series.map((entry) => (
                  <td key={entry.name} className={styles.cell}>
                    {entry.values[index] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
