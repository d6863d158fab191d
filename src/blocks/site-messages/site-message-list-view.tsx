import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { formatRecentDate } from '../../core/i18n/recent-date';
import type { SiteMessage } from '../../core/site-messages';
import { useT } from '../i18n/use-t';
import * as styles from './site-message-drawer.css';

export interface SiteMessageListViewProps {
  messages: readonly SiteMessage[];
  count: number;
  page: number;
  pageCount: number;
  loading: boolean;
  failed: boolean;
  busy: boolean;
  selected: ReadonlySet<string>;
  now?: Date;
  onRetry: () => void;
  onPage: (page: number) => void;
  onToggle: (id: string, on: boolean) => void;
  onOpen: (message: SiteMessage) => void;
  onMarkSelected: () => void;
  onMarkAll: () => void;
}

/** The unread messages of one page, with the mark-as-read actions; every state drawn. */
export function SiteMessageListView(props: SiteMessageListViewProps) {
  const t = useT();
  return (
    <>
      <div className={styles.bar}>
        <span className={styles.count}>{t('siteMessages.unread', { count: props.count })}</span>
        <Button size="small" disabled={props.selected.size === 0 || props.busy} onClick={props.onMarkSelected}>
          {props.selected.size ? t('siteMessages.markSelected', { count: props.selected.size }) : t('siteMessages.markRead')}
        </Button>
        <Button size="small" disabled={props.count === 0 || props.busy} onClick={props.onMarkAll}>
          {t('siteMessages.markAll')}
        </Button>
      </div>
      {props.loading ? (
        <ul className={styles.list} aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className={styles.item}>
              <span className={controls.skeleton} style={{ width: `${55 + ((index * 11) % 35)}%` }} />
            </li>
          ))}
        </ul>
      ) : props.failed ? (
        <div className={controls.state} role="alert">
          {t('siteMessages.loadFailed')}
          <Button icon="refresh" onClick={props.onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : props.messages.length === 0 ? (
        <div className={controls.state}>{t('siteMessages.noUnread')}</div>
      ) : (
        <ul className={styles.list} aria-label={t('siteMessages.label')}>
          {props.messages.map((message) => (
            <li key={message.id} className={styles.item}>
              <input
                type="checkbox"
                className={controls.checkbox}
                aria-label={t('siteMessages.select', { subject: message.content.subject })}
                checked={props.selected.has(message.id)}
                onChange={(event) => props.onToggle(message.id, event.target.checked)}
              />
              <button type="button" className={styles.open} onClick={() => props.onOpen(message)}>
                <span className={styles.subject}>{message.content.subject}</span>
                <span className={styles.time}>{formatRecentDate(message.date_created, props.now)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {props.pageCount > 1 && (
        <nav className={styles.footer} aria-label={t('table.pagination')}>
          <Button size="small" icon="chevron-left" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
            {t('table.previousPage')}
          </Button>
          <span>{t('siteMessages.pageOf', { page: props.page, pages: props.pageCount })}</span>
          <Button size="small" disabled={props.page >= props.pageCount} onClick={() => props.onPage(props.page + 1)}>
            {t('table.nextPage')}
          </Button>
        </nav>
      )}
    </>
  );
}
