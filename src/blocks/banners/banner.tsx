import type { ReactNode } from 'react';
import { Icon } from '../icons/icon';
import * as styles from './banner.css';

export interface BannerProps {
  tone: 'warning' | 'danger';
  children: ReactNode;
  /** A link to where the user can act on it. */
  action?: ReactNode;
}

/** A notice across the top of the page; danger ones are announced at once. */
export function Banner({ tone, children, action }: BannerProps) {
  return (
    <div className={styles.banner[tone]} role={tone === 'danger' ? 'alert' : 'status'} data-testid="banner">
      <Icon name="warning" size={16} className={styles.icon} />
      <span className={styles.text}>{children}</span>
      {action}
    </div>
  );
}
