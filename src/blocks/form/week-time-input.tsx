import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { daySpans, SLOTS_PER_DAY, slotTime, type WeekSlots } from '../../core/time-period';
import { weekdayName, WEEK_IDS } from '../../core/time-period-text';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import * as styles from './week-time.css';

export interface WeekTimeInputProps {
  id: string;
  value: WeekSlots;
  onChange: (value: WeekSlots) => void;
  labelId?: string | undefined;
  describedBy?: string | undefined;
  disabled?: boolean;
}

interface Cell {
  row: number;
  slot: number;
}

const HOURS = Array.from({ length: SLOTS_PER_DAY / 2 }, (_, hour) => hour);

/** The cells between two corners. */
function inBox(a: Cell, b: Cell, cell: Cell): boolean {
  return cell.row >= Math.min(a.row, b.row) && cell.row <= Math.max(a.row, b.row) && cell.slot >= Math.min(a.slot, b.slot) && cell.slot <= Math.max(a.slot, b.slot);
}

/** The week with the box between two corners set on or off. */
function paint(week: WeekSlots, from: Cell, to: Cell, on: boolean): WeekSlots {
  return week.map((slots, row) => slots.map((chosen, slot) => (inBox(from, to, { row, slot }) ? on : chosen)));
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/**
 * A week of half hours, a row per day (Monday first), to choose when a login
 * rule applies, as the official console's week grid: a click turns a half hour
 * on or off, a drag the box it covers. From the keyboard it is one stop: the
 * arrows move (Home and End to a day's ends), Space or Enter turns the half
 * hour on or off, Shift with an arrow carries the state along. Each half hour
 * is named by its day and time; what is chosen is read out under the grid.
 */
export function WeekTimeInput({ id, value, onChange, labelId, describedBy, disabled = false }: WeekTimeInputProps) {
  const t = useT();
  const [focus, setFocus] = useState<Cell>({ row: 0, slot: 16 });
  const [drag, setDrag] = useState<{ from: Cell; to: Cell; on: boolean } | null>(null);
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const summaryId = `${id}-summary`;

  useEffect(() => {
    if (!drag) return undefined;
    const finish = () => {
      onChange(paint(value, drag.from, drag.to, drag.on));
      setDrag(null);
    };
    window.addEventListener('pointerup', finish);
    return () => window.removeEventListener('pointerup', finish);
  }, [drag, value, onChange]);

  const focusCell = (cell: Cell) => {
    setFocus(cell);
    cells.current.get(`${cell.row}:${cell.slot}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, cell: Cell) => {
    if (disabled) return;
    const steps: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      const next = { row: clamp(cell.row + step[0], WEEK_IDS.length - 1), slot: clamp(cell.slot + step[1], SLOTS_PER_DAY - 1) };
      if (event.shiftKey) onChange(paint(value, next, next, Boolean(value[cell.row]?.[cell.slot])));
      focusCell(next);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusCell({ row: cell.row, slot: event.key === 'Home' ? 0 : SLOTS_PER_DAY - 1 });
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onChange(paint(value, cell, cell, !value[cell.row]?.[cell.slot]));
    }
  };

  const summary = value
    .map((slots, row) => ({ row, spans: daySpans(slots) }))
    .filter(({ spans }) => spans.length)
    .map(({ row, spans }) => `${weekdayName(row, 'short')} ${spans.join(', ')}`);

  return (
    <div className={styles.wrapper}>
      <div className={styles.scroller}>
        <table
          id={id}
          role="grid"
          aria-labelledby={labelId}
          aria-describedby={[summaryId, describedBy].filter(Boolean).join(' ')}
          aria-multiselectable="true"
          aria-readonly={disabled || undefined}
          className={styles.grid}
        >
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                <span className={controls.visuallyHidden}>{t('form.weekTime.day')}</span>
              </th>
              {HOURS.map((hour) => (
                <th key={hour} scope="col" colSpan={2} className={styles.hour}>
                  {hour}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {value.map((slots, row) => (
              <tr key={WEEK_IDS[row]}>
                <th scope="row" className={styles.day}>
                  {weekdayName(row, 'short')}
                </th>
                {slots.map((chosen, slot) => {
                  const cell = { row, slot };
                  const shown = drag && inBox(drag.from, drag.to, cell) ? drag.on : chosen;
                  const focused = focus.row === row && focus.slot === slot;
                  return (
                    <td
                      key={slot}
                      ref={(element) => {
                        if (element) cells.current.set(`${row}:${slot}`, element);
                      }}
                      role="gridcell"
                      tabIndex={focused ? 0 : -1}
                      aria-selected={shown}
                      aria-label={`${weekdayName(row, 'long')} ${slotTime(slot)}–${slot + 1 === SLOTS_PER_DAY ? '24:00' : slotTime(slot + 1)}`}
                      className={`${styles.slot} ${shown ? styles.chosen : ''} ${slot % 2 ? styles.halfHour : ''}`}
                      onFocus={() => setFocus(cell)}
                      onKeyDown={(event) => onKeyDown(event, cell)}
                      onPointerDown={(event) => {
                        if (disabled || event.button !== 0) return;
                        event.preventDefault();
                        setFocus(cell);
                        setDrag({ from: cell, to: cell, on: !chosen });
                      }}
                      onPointerEnter={() => drag && setDrag({ ...drag, to: cell })}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.footer}>
        <span id={summaryId} className={styles.summary} aria-live="polite">
          {summary.length ? summary.join('; ') : t('form.weekTime.none')}
        </span>
        <span className={styles.actions}>
          <Button size="small" variant="text" disabled={disabled} onClick={() => onChange(value.map((slots) => slots.map(() => true)))}>
            {t('form.weekTime.all')}
          </Button>
          <Button size="small" variant="text" disabled={disabled} onClick={() => onChange(value.map((slots) => slots.map(() => false)))}>
            {t('form.weekTime.clear')}
          </Button>
        </span>
      </div>
      <span className={styles.hint}>{t('form.weekTime.hint')}</span>
    </div>
  );
}
