import { lazy, Suspense, useState } from 'react';
import { MenuButton, usePopup } from '../../blocks/menu';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import * as styles from './top-bar.css';

// Loaded when asked for: the menu's items as it opens, the about dialog as it is chosen.
const HelpMenuPopup = lazy(() => import('./help-menu-popup'));
const AboutDialog = lazy(() => import('./about-dialog').then((module) => ({ default: module.AboutDialog })));

export const SOURCE_PAGE = 'https://github.com/jumpserver/jumpserver';

/** Help (spec "Shell layout"): downloads, documentation, support, source, the enterprise page without a license, about. */
export function HelpMenu() {
  const t = useT();
  const [about, setAbout] = useState(false);
  const menu = usePopup({ placement: 'bottom-end' });
  return (
    <>
      <MenuButton menu={menu} className={`${styles.barButton} ${styles.desktopOnly}`} aria-label={t('shell.help')} title={t('shell.help')}>
        <Icon name="help" size={19} />
      </MenuButton>
      {menu.open && (
        <Suspense fallback={null}>
          <HelpMenuPopup menu={menu} onAbout={() => setAbout(true)} />
        </Suspense>
      )}
      {about && (
        <Suspense fallback={null}>
          <AboutDialog onClose={() => setAbout(false)} />
        </Suspense>
      )}
    </>
  );
}
