import { navigateTo } from '../../core/routes';
import { openApplication } from '../routing/open-application';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { badgeText } from '../../blocks/site-messages/badge-text';
import { useHasPermission, useLicenseValid, usePublicSettings } from '../use-session';
import * as styles from './top-bar.css';
import { useAssignedTicketCount } from './use-assigned-ticket-count';

/** Tickets with the count of those waiting for the user: needs tickets.view_ticket, TICKETS_ENABLED and a valid license. */
export function TicketShortcut() {
  const t = useT();
  const allowed = useHasPermission('tickets.view_ticket');
  const enabled = usePublicSettings().TICKETS_ENABLED === true;
  const licensed = useLicenseValid();
  const shown = allowed && enabled && licensed;
  const count = useAssignedTicketCount(shown);
  if (!shown) return null;
  const badge = badgeText(count);
  return (
    <a className={styles.barButton} href="#/tickets/assigned-tickets" aria-label={t('shell.tickets', { count })} data-testid="ticket-shortcut">
      <Icon name="ticket" size={19} />
      {badge && (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      )}
    </a>
  );
}

export function WebTerminalShortcut() {
  const t = useT();
  if (!useHasPermission('rbac.view_webterminal')) return null;
  return (
    <button
      type="button"
      className={`${styles.barButton} ${styles.desktopOnly}`}
      aria-label={t('route.WebTerminal')}
      title={t('route.WebTerminal')}
      onClick={() => openApplication('/luna/')}
      data-testid="web-terminal"
    >
      <Icon name="terminal" size={19} />
    </button>
  );
}

/** The system settings (named route SystemSetting), with settings.view_setting. */
export function SettingsShortcut() {
  const t = useT();
  if (!useHasPermission('settings.view_setting')) return null;
  return (
    <button
      type="button"
      className={`${styles.barButton} ${styles.desktopOnly}`}
      aria-label={t('route.Settings')}
      title={t('route.Settings')}
      onClick={() => navigateTo({ name: 'SystemSetting' })}
      data-testid="settings-shortcut"
    >
      <Icon name="settings" size={19} />
    </button>
  );
}
