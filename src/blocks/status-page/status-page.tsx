import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icons/icon';
import * as styles from './status-page.css';

/** A way on from the page: a link (home, the login page) or a button (back, try again). */
export interface StatusAction {
  label: string;
  icon: IconName;
  href?: string;
  onClick?: () => void;
  primary?: boolean;
}

export interface StatusPageProps {
  icon: IconName;
  code?: string;
  title: string;
  text: string;
  actions?: readonly StatusAction[];
  children?: ReactNode;
}

/**
 * A full card that explains where the user is and offers a way on: 404, 403,
 * placeholders, a screen that failed, an element's sign-in prompt.
 */
export function StatusPage({ icon, code, title, text, actions = [], children }: StatusPageProps) {
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
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((action) => {
            const className = action.primary ? styles.primaryButton : styles.button;
            const label = (
              <>
                <Icon name={action.icon} />
                {action.label}
              </>
            );
            return action.href !== undefined ? (
              <a key={action.label} className={className} href={action.href}>
                {label}
              </a>
            ) : (
              <button key={action.label} type="button" className={className} onClick={action.onClick}>
                {label}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
