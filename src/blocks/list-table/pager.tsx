import { PAGER_BUTTONS } from '../../core/constants';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import * as styles from './list-table.css';
import { pageCountOf, pagerItems } from './pager-items';

export interface PagerProps {
  count: number;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Total, sizes, prev, pager, next; 5 page buttons and jumps over the rest. */
export function Pager({ count, page, pageSize, pageSizes, onPage, onPageSize }: PagerProps) {
  const t = useT();
  const pageCount = pageCountOf(count, pageSize);
  const jump = PAGER_BUTTONS - 2;
  return (
    <nav className={styles.pager} aria-label={t('table.pagination')} part="pager">
      <span>{t('table.total', { count })}</span>
      <select className={`${controls.input} ${styles.pagerSize}`} aria-label={t('table.pageSize')} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {t('table.perPage', { size })}
          </option>
        ))}
      </select>
      <button type="button" className={styles.pagerButton} aria-label={t('table.previousPage')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="chevron-left" />
      </button>
      {pagerItems(page, pageCount).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className={styles.pagerButton}
            aria-label={t('table.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ) : (
          <button
            key={item}
            type="button"
            className={styles.pagerButton}
            aria-label={item === 'more-before' ? t('table.pagesBack', { count: jump }) : t('table.pagesForward', { count: jump })}
            onClick={() => onPage(item === 'more-before' ? Math.max(1, page - jump) : Math.min(pageCount, page + jump))}
          >
            …
          </button>
        ),
      )}
      <button type="button" className={styles.pagerButton} aria-label={t('table.nextPage')} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <Icon name="chevron-right" />
      </button>
    </nav>
  );
}
