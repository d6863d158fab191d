import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icons/icon';
import * as styles from './status-page.css';

export interface StatusPageProps {
  icon: IconName;
  code?: string;
  title: string;
  text: string;
  children?: ReactNode;
}

/**
 * A full card that explains where the user is and offers a way on: 404, 403,
 * placeholders, a screen that failed, an element's sign-in prompt. Its actions
 * go in `actions`, with `button` and `primaryButton`.
 */
export function StatusPage({ icon, code, title, text, children }: StatusPageProps) {
  return (
    <section className={styles.status} aria-labelledby="jms-status-title">
      <Icon name={icon} size={48} className={styles.statusIcon} />
      {code && (
        <p className={styles.statusCode} aria-hidden="true">
          {code}
        </p>
      )}
      <h2 id="jms-status-title" className={styles.statusTitle}>
        {title}
      </h2>
      <p className={styles.statusText}>{text}</p>
      {children}
    </section>
  );
}
