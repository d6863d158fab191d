import type { ReactNode } from 'react';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import * as styles from './banner.css';

export interface BannerProps {
  tone: 'info' | 'warning' | 'danger';
  children: ReactNode;
  /** A link to where the user can act on it. */
  action?: ReactNode;
  /** Given, the banner has a close button that calls it. */
  onDismiss?: () => void;
}

/** A notice across the top of the page; danger ones are announced at once. */
export function Banner({ tone, children, action, onDismiss }: BannerProps) {
  const t = useT();
  return (
    <div className={styles.banner[tone]} role={tone === 'danger' ? 'alert' : 'status'} data-testid="banner">
      <Icon name={tone === 'info' ? 'info' : 'warning'} size={16} className={styles.icon} />
      <div className={styles.text}>{children}</div>
      {action}
      {onDismiss && (
        <button type="button" className={styles.dismiss} aria-label={t('common.close')} title={t('common.close')} onClick={onDismiss}>
          <Icon name="close" size={16} />
        </button>
      )}
    </div>
  );
}
