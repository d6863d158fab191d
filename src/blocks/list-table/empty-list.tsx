import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { SHORTCUT_DAYS, shortcutRange, type DateRange } from '../date-range/date-range-values';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import * as styles from './list-table.css';

export interface EmptyListProps {
  /** What the list holds, as its page names it (`Asset permissions`); unknown for a list without a route title. */
  items?: string | undefined;
  /** The user's search or filters left nothing: the next step is to clear them. */
  onClearSearch?: (() => void) | undefined;
  /** The list is of a period: the next step is a longer one. */
  range?: DateRange | undefined;
  onRange?: (range: DateRange) => void;
  /** Offered when nothing is searched: making the first one. */
  onCreate?: (() => void) | undefined;
}

const DAY_MS = 86_400_000;

/** The next shortcut longer than the range shown, none beyond a year. */
export function longerPeriod(range: DateRange): number | undefined {
  const shown = (range.to.getTime() - range.from.getTime()) / DAY_MS;
  return SHORTCUT_DAYS.find((days) => days > shown);
}

/** A title in the middle of a sentence: `Asset permissions` → `asset permissions`, `API keys` kept. */
export function inSentence(title: string): string {
  return /^\p{Lu}\p{Ll}/u.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;
}

/**
 * What an empty list says, and its next step: clear the search that left
 * nothing, look at a longer period, or create the first one.
 */
export function EmptyList({ items, onClearSearch, range, onRange, onCreate }: EmptyListProps) {
  const t = useT();
  const what = items ? inSentence(items) : undefined;
  if (onClearSearch) {
    return (
      <div className={controls.state}>
        <Icon name="search" size={28} className={styles.emptyIcon} />
        <span>{what ? t('table.noMatch', { items: what }) : t('table.noData')}</span>
        <Button icon="close" onClick={onClearSearch}>
          {t('table.clearSearch')}
        </Button>
      </div>
    );
  }
  if (range && onRange) {
    const days = longerPeriod(range);
    return (
      <div className={controls.state}>
        <Icon name="calendar" size={28} className={styles.emptyIcon} />
        <span>{what ? t('table.noneInPeriod', { items: what }) : t('table.noData')}</span>
        {days !== undefined && (
          <Button icon="calendar" onClick={() => onRange(shortcutRange(days))}>
            {t('table.showLastDays', { days })}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className={controls.state}>
      <Icon name="list" size={28} className={styles.emptyIcon} />
      <span>{what ? t('table.noneYet', { items: what }) : t('table.noData')}</span>
      {onCreate && (
        <Button variant="primary" icon="plus" onClick={onCreate}>
          {t('table.create')}
        </Button>
      )}
    </div>
  );
}
