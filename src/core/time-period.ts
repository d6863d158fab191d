import { WEEK_IDS } from './time-period-text';

/**
 * A login rule's time period as JumpServer keeps it (RuleSerializer's
 * time_period): a line per weekday, `id` 0 for Sunday to 6 for Saturday, and
 * `value` its spans, `08:00~12:00、13:00~18:00`, an end of `00:00` meaning
 * midnight at the day's end. It is edited as a week of half hours.
 */
export interface TimePeriod {
  id: number;
  value: string;
}

/** Half hours in a day: the grid's columns. */
export const SLOTS_PER_DAY = 48;

/** Which half hours of each row (Monday first) are chosen. */
export type WeekSlots = boolean[][];

const SEPARATOR = '、';

export function emptyWeek(): WeekSlots {
  return WEEK_IDS.map(() => Array.from({ length: SLOTS_PER_DAY }, () => false));
}

/** `08:30` as the half hour it starts (17); `00:00` at a span's end is the day's end (48). */
function slotOf(time: string, isEnd: boolean): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes > 24 * 60) return undefined;
  if (isEnd) return minutes === 0 ? SLOTS_PER_DAY : Math.ceil(minutes / 30);
  return Math.floor(minutes / 30);
}

/** The chosen half hours of the server's lines; spans not on the half hour widen to the half hours they touch. */
export function parseTimePeriods(value: unknown): WeekSlots {
  const week = emptyWeek();
  if (!Array.isArray(value)) return week;
  for (const line of value as Partial<TimePeriod>[]) {
    const row = WEEK_IDS.indexOf(Number(line?.id));
    if (row < 0 || typeof line?.value !== 'string') continue;
    for (const span of line.value.split(/[、,，]/)) {
      const [start, end] = span.split('~');
      const from = start === undefined ? undefined : slotOf(start, false);
      const to = end === undefined ? undefined : slotOf(end, true);
      if (from === undefined || to === undefined) continue;
      for (let slot = from; slot < to; slot++) week[row]![slot] = true;
    }
  }
  return week;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The time a half hour starts; the day's end written `00:00`, as JumpServer writes it. */
export function slotTime(slot: number): string {
  const minutes = (slot % SLOTS_PER_DAY) * 30;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A row's runs of chosen half hours as spans, `08:00~12:00`. */
export function daySpans(slots: readonly boolean[]): string[] {
  const spans: string[] = [];
  let start = -1;
  for (let slot = 0; slot <= slots.length; slot++) {
    if (slots[slot] && start < 0) start = slot;
    if (!slots[slot] && start >= 0) {
      spans.push(`${slotTime(start)}~${slotTime(slot)}`);
      start = -1;
    }
  }
  return spans;
}

/** The week as the server takes it: every weekday's line, or none at all when nothing is chosen. */
export function formatTimePeriods(week: WeekSlots): TimePeriod[] {
  if (!week.some((day) => day.some(Boolean))) return [];
  return WEEK_IDS.map((id, row) => ({ id, value: daySpans(week[row] ?? []).join(SEPARATOR) }));
}
