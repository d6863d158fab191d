import { useStore } from 'zustand';
import { buildMenu, hrefFor, routesStore, viewRoute, type MenuEntry } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import { useT } from '../../blocks/i18n/use-t';
import { isIconName } from '../../blocks/icons/console-icon-paths';
import { Icon } from '../../blocks/icons/icon';
import type { ScreenProps } from '../types';
import * as styles from './common.css';

/** Every page entry of a menu, groups opened up. */
function pages(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => (entry.children ? pages(entry.children).map((child) => ({ ...child, icon: child.icon ?? entry.icon })) : [entry]));
}

/**
 * A view's landing page until its dashboard arrives: a greeting and a tile
 * for every page of the view the user may open.
 */
function ViewHome({ view }: { view: string }) {
  const t = useT();
  const accessible = useStore(routesStore, (state) => state.accessible);
  const profile = useStore(sessionStore, (state) => state.profile);
  const org = useStore(sessionStore, (state) => state.currentOrg);
  const root = viewRoute(view);
  const tiles = pages(buildMenu(root && accessible ? accessible.node(root) : undefined)).filter((entry) => entry.path !== `/${view}/dashboard` && entry.path !== `/${view}/home`);
  return (
    <>
      <section className={styles.welcome} aria-labelledby="jms-welcome">
        <span className={styles.welcomeMark}>
          <Icon name="dashboard" size={24} />
        </span>
        <div>
          <h2 id="jms-welcome" className={styles.welcomeTitle}>
            {t('pages.welcome', { name: profile?.name ?? '' })}
          </h2>
          <p className={styles.muted}>{org ? t('pages.welcomeOrg', { org: org.name }) : t('pages.welcomeText')}</p>
        </div>
      </section>
      <h2 className={styles.sectionTitle}>{t('pages.quickAccess')}</h2>
      <div className={styles.grid}>
        {tiles.map((entry) => {
          const title = entry.title ? t(entry.title) : '';
          const icon = isIconName(entry.icon) ? entry.icon : 'list';
          // An outside link opens beside the console; a route stays in it.
          const target = entry.href ? { href: entry.href, target: '_blank', rel: 'noopener noreferrer' } : { href: hrefFor(entry.path!) };
          return (
            <a key={entry.key} className={styles.tile} {...target}>
              <span className={styles.tileIcon}>
                <Icon name={icon} size={20} />
              </span>
              <span className={styles.tileText}>
                <span className={styles.tileTitle}>{title}</span>
              </span>
            </a>
          );
        })}
      </div>
    </>
  );
}

export function ConsoleDashboard(_: ScreenProps) {
  return <ViewHome view="console" />;
}

export function AuditDashboard(_: ScreenProps) {
  return <ViewHome view="audit" />;
}

export function WorkbenchHome(_: ScreenProps) {
  return <ViewHome view="workbench" />;
}
