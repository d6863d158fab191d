import { useId, useState } from 'react';
import { Button } from '../../blocks/controls/button';
import { useT } from '../../blocks/i18n/use-t';
import { readText, writeText } from '../../core/storage';
import * as styles from './dashboard.css';

const PERIODS = ['1', '7', '30'] as const;
const STORAGE_KEY = 'jms-dashboard-days';

/** The period a dashboard counts over (today, 7 or 30 days), remembered as the official console does. */
export function usePeriod(): [string, (days: string) => void] {
  const [days, setDays] = useState<string>(() => {
    const saved = readText(STORAGE_KEY);
    return PERIODS.find((period) => period === saved) ?? '7';
  });
  return [
    days,
    (next) => {
      writeText(STORAGE_KEY, next);
      setDays(next);
    },
  ];
}

export function PeriodSwitch({ days, onChange }: { days: string; onChange: (days: string) => void }) {
  const t = useT();
  const label = useId();
  return (
    <div className={styles.toolbar}>
      <span id={label} className={styles.statLabel}>
        {t('dashboard.period')}
      </span>
      {/* Pressed buttons rather than the forms' radios, whose chunk the console's first page would load. */}
      <div role="group" aria-labelledby={label} className={styles.toolbar}>
        {PERIODS.map((value) => (
          <Button key={value} size="small" variant={value === days ? 'primary' : 'default'} aria-pressed={value === days} onClick={() => onChange(value)}>
            {t(`dashboard.days${value}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
