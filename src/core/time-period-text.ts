import { currentLanguage, type Language } from './i18n';

/*
 * A login rule's time period read out (time-period.ts describes the value):
 * what lists and detail cards show, apart from the week grid's parsing, which
 * only the form needs.
 */

/** The grid's rows, Monday first as the official console has them, by their weekday id. */
export const WEEK_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

const LOCALES: Record<Language, string> = { en: 'en', zh: 'zh-CN', ja: 'ja' };

/** A row's weekday in the interface language: `Mon`, `周一`, `月` (short) or `Monday` (long). */
export function weekdayName(row: number, width: 'short' | 'long'): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + row));
}

/**
 * What a time period allows, Monday first: `Mon 08:00~18:00; Tue 08:00~12:00, 13:00~18:00`;
 * empty when it names no time. The spans are the server's, which the week grid writes on the half hour.
 */
export function timePeriodText(value: unknown): string {
  const lines = Array.isArray(value) ? (value as { id?: unknown; value?: unknown }[]) : [];
  return WEEK_IDS.map((id, row) => {
    const line = lines.find((candidate) => Number(candidate?.id) === id);
    const spans =
      typeof line?.value === 'string'
        ? line.value
            .split(/[、,，]/)
            .map((span) => span.trim())
            .filter((span) => span.includes('~'))
        : [];
    return spans.length ? `${weekdayName(row, 'short')} ${spans.join(', ')}` : '';
  })
    .filter(Boolean)
    .join('; ');
}
