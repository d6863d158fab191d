import { BADGE_MAX } from '../../core/constants';
import { useT } from '../i18n/use-t';
import { badgeText } from './badge-text';
import * as styles from './site-message-bell.css';

export interface SiteMessageBellProps {
  count: number;
  disabled?: boolean;
  onOpen: () => void;
}

/** The bell with the unread badge; its accessible name says the count, as the badge shows it. */
export function SiteMessageBell({ count, disabled = false, onOpen }: SiteMessageBellProps) {
  const t = useT();
  const badge = badgeText(count);
  return (
    <button
      type="button"
      part="button"
      className={styles.bell}
      disabled={disabled}
      aria-label={`${t('siteMessages.label')}: ${badge && count > BADGE_MAX ? t('siteMessages.unreadOverMax', { badge }) : t('siteMessages.unread', { count })}`}
      onClick={onOpen}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {badge && (
        <span part="badge" className={styles.badge} data-testid="unread-badge">
          {badge}
        </span>
      )}
    </button>
  );
}
