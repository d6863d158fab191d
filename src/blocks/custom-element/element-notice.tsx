import { useState, type ReactNode } from 'react';
import { crossOrigin, loginUrl } from '../../core/http';
import { restartSession } from '../../core/startup/guard';
import { Dialog } from '../dialog/dialog';
import { useT } from '../i18n/use-t';
import { Icon } from '../icons/icon';
import type { IconName } from '../icons/icon-paths';
import { StatusPage, type StatusAction } from '../status-page/status-page';
import { useElementOptions } from './host-context';
import * as styles from './element-notice.css';
import { TokenSignIn } from './token-sign-in';

export interface ElementNoticeProps {
  icon: IconName;
  title: string;
  text: string;
  action?: StatusAction;
  /** `alert` for failures, `status` for a state such as signed out. */
  role: 'alert' | 'status';
  /** The one-line form: the action alone, with the title as its accessible name. */
  inline?: boolean;
  /** Shown under the text (the sign-in form in place). */
  children?: ReactNode;
}

/**
 * What an element shows instead of its content: signed out, failed to start,
 * misconfigured. Rarely needed, so it loads when it is (element-notice-lazy.tsx).
 */
export function ElementNotice({ icon, title, text, action, role, inline = false, children }: ElementNoticeProps) {
  const { page } = useElementOptions();
  if (inline && action) {
    const label = (
      <>
        <Icon name={icon} size={18} />
        <span>{action.label}</span>
      </>
    );
    const common = { part: 'notice', className: styles.inline, 'aria-label': title, title: text, 'data-testid': 'element-notice' };
    return action.href ? (
      <a {...common} href={action.href}>
        {label}
      </a>
    ) : (
      <button {...common} type="button" onClick={action.onClick}>
        {label}
      </button>
    );
  }
  return (
    <div part="notice" className={styles.notice} data-page={page || undefined} role={role} data-testid="element-notice">
      <StatusPage icon={icon} title={title} text={text} actions={action ? [action] : []}>
        {children}
      </StatusPage>
    </div>
  );
}

export interface StateNoticeProps {
  state: 'signed-out' | 'failed' | 'conflict';
  /** Signed out: the sign-in link alone, for an element that stands in a bar. */
  inline: boolean;
  /** Failed: the server's answer; conflict: the two servers. */
  problem: string | undefined;
}

/** The bell's one-line prompt on another origin: its "Sign in" opens the form in place, in a dialog. */
function InlineTokenSignIn() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ElementNotice
        role="status"
        icon="lock"
        inline
        title={t('element.signInTitle')}
        text={t('element.signInHereText')}
        action={{ label: t('element.signIn'), icon: 'user', onClick: () => setOpen(true) }}
      />
      {open && (
        <Dialog title={t('element.signInTitle')} onClose={() => setOpen(false)} width="min(400px, 100%)">
          <p className={styles.dialogText}>{t('element.signInHereText')}</p>
          <TokenSignIn />
        </Dialog>
      )}
    </>
  );
}

/** The notice for a state of the page's session: the sign-in prompt, a failure to start, a second server. */
export default function StateNotice({ state, inline, problem }: StateNoticeProps) {
  const t = useT();
  // On another origin the element works by token, which JumpServer's login page would not give it: it signs in in place.
  if (state === 'signed-out' && crossOrigin()) {
    if (inline) return <InlineTokenSignIn />;
    return (
      <ElementNotice role="status" icon="lock" title={t('element.signInTitle')} text={t('element.signInHereText')}>
        <TokenSignIn />
      </ElementNotice>
    );
  }
  if (state === 'signed-out') {
    return (
      <ElementNotice
        role="status"
        icon="lock"
        inline={inline}
        title={t('element.signInTitle')}
        text={t('element.signInText')}
        action={{ label: t('element.signIn'), icon: 'user', href: loginUrl() }}
      />
    );
  }
  if (state === 'failed') {
    return (
      <ElementNotice
        role="alert"
        icon="warning"
        title={t('element.loadFailed')}
        text={problem ?? t('element.loadFailedHelp')}
        action={{ label: t('console.retry'), icon: 'refresh', onClick: () => void restartSession().catch(() => undefined) }}
      />
    );
  }
  return <ElementNotice role="alert" icon="warning" title={t('element.sessionConflictTitle')} text={problem ?? ''} />;
}
