import { Icon } from '../icons/icon';
import type { IconName } from '../icons/icon-paths';
import { useElementOptions } from './host-context';
import * as styles from './element-notice.css';

export interface NoticeAction {
  label: string;
  icon: IconName;
  /** A link (the login page) … */
  href?: string;
  /** … or a button (try again). */
  onClick?: () => void;
}

export interface ElementNoticeProps {
  icon: IconName;
  tone: keyof typeof styles.icon;
  title: string;
  text: string;
  action?: NoticeAction;
  /** `alert` for failures, `status` for a state such as signed out. */
  role: 'alert' | 'status';
  /** The one-line form: the action alone, with the title as its accessible name. */
  inline?: boolean;
}

/** What an element shows instead of its content: signed out, failed to start, misconfigured. */
export function ElementNotice({ icon, tone, title, text, action, role, inline = false }: ElementNoticeProps) {
  const { page } = useElementOptions();
  if (inline && action) {
    return (
      <a part="notice" className={styles.inline} href={action.href} aria-label={title} title={text} data-testid="element-notice">
        <Icon name={icon} size={18} />
        <span>{action.label}</span>
      </a>
    );
  }
  const content = (
    <>
      <Icon name={action?.icon ?? icon} />
      {action?.label}
    </>
  );
  return (
    <div className={styles.notice} data-page={page || undefined}>
      <div part="notice" className={styles.card} role={role} data-testid="element-notice">
        <Icon name={icon} size={32} className={styles.icon[tone]} />
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.text}>{text}</p>
        {action?.href !== undefined && (
          <a className={styles.action} href={action.href}>
            {content}
          </a>
        )}
        {action?.onClick && (
          <button type="button" className={styles.action} onClick={action.onClick}>
            {content}
          </button>
        )}
      </div>
    </div>
  );
}
