import { PAGER_BUTTONS } from '../../core/constants';

type PagerItem = number | 'more-before' | 'more-after';

/**
 * The pager's buttons: the first and last page always, the pages around the
 * current one, and a jump where pages are left out; 5 page buttons at most.
 */
export function pagerItems(current: number, pageCount: number, buttons: number = PAGER_BUTTONS): PagerItem[] {
  if (pageCount <= 0) return [];
  if (pageCount <= buttons) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const half = Math.floor((buttons - 1) / 2);
  const moreBefore = current > buttons - half;
  const moreAfter = current < pageCount - half;
  const middle: number[] = [];
  if (moreBefore && !moreAfter) {
    for (let page = pageCount - (buttons - 2); page < pageCount; page++) middle.push(page);
  } else if (!moreBefore && moreAfter) {
    for (let page = 2; page < buttons; page++) middle.push(page);
  } else {
    const offset = Math.floor(buttons / 2) - 1;
    for (let page = current - offset; page <= current + offset; page++) middle.push(page);
  }
  return [1, ...(moreBefore ? (['more-before'] as const) : []), ...middle, ...(moreAfter ? (['more-after'] as const) : []), pageCount];
}

export function pageCountOf(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}
