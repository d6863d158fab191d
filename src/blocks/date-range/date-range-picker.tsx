import { useId } from 'react';
import { formatDateTime } from '../../core/i18n';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { Popover, PopoverButton, usePopup } from '../menu';
import { useT } from '../i18n/use-t';
import * as styles from './date-range.css';
import { SHORTCUT_DAYS, shortcutRange, type DateRange } from './date-range-values';
import { changeRange, toLocalInput } from './local-input';

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/**
 * The date range of audit lists: shortcuts for the last 1 to 365 days, two
 * typed ends. It cannot be cleared, and an invalid date is ignored.
 */
export function DateRangePicker({ value, onChange }: DateRangePickerProps) {
  const t = useT();
  const fromId = useId();
  const toId = useId();
  const popup = usePopup({ placement: 'bottom-end' });
  const summary = `${formatDateTime(value.from)} ~ ${formatDateTime(value.to)}`;
  return (
    <>
      <PopoverButton popup={popup} className={`${controls.button.default} ${styles.trigger}`} aria-label={`${t('dateRange.label')}: ${summary}`}>
        <Icon name="calendar" />
        <span className={styles.summary}>{summary}</span>
      </PopoverButton>
      <Popover popup={popup} className={`${controls.popover} ${styles.panel}`} gutter={6} aria-label={t('dateRange.label')}>
        <div className={styles.shortcuts} role="group" aria-label={t('dateRange.shortcuts')}>
          {SHORTCUT_DAYS.map((days) => (
            <button key={days} type="button" className={controls.menuItem} onClick={() => onChange(shortcutRange(days))}>
              {t('dateRange.lastDays', { days })}
            </button>
          ))}
        </div>
        <div className={styles.inputs}>
          <label htmlFor={fromId}>{t('dateRange.from')}</label>
          <input
            id={fromId}
            className={controls.input}
            type="datetime-local"
            step={1}
            value={toLocalInput(value.from)}
            onChange={(event) => onChange(changeRange(value, 'from', event.target.value))}
          />
          <label htmlFor={toId}>{t('dateRange.to')}</label>
          <input
            id={toId}
            className={controls.input}
            type="datetime-local"
            step={1}
            value={toLocalInput(value.to)}
            onChange={(event) => onChange(changeRange(value, 'to', event.target.value))}
          />
        </div>
      </Popover>
    </>
  );
}
