import { Menu, MenuButton, MenuItem, MenuSeparator, usePopup } from '../../blocks/menu';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { useLicenseValid, usePublicSettings } from '../use-session';
import * as menuStyles from './menu.css';
import * as styles from './top-bar.css';

// Rarely opened: loaded when asked for.
const AboutDialog = lazy(() => import('./about-dialog').then((module) => ({ default: module.AboutDialog })));

const DOWNLOAD_CENTRE = '/core/download/';
export const SOURCE_PAGE = 'https://github.com/jumpserver/jumpserver';
const ENTERPRISE_PAGE = 'https://jumpserver.org/enterprise.html';

function openPage(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/** Help (spec "Shell layout"): downloads, documentation, support, source, the enterprise page without a license, about. */
export function HelpMenu() {
  const t = useT();
  const settings = usePublicSettings();
  const licensed = useLicenseValid();
  const [about, setAbout] = useState(false);
  const menu = usePopup({ placement: 'bottom-end' });
  const links: { label: string; url: string }[] = [
    { label: t('shell.downloadCentre'), url: DOWNLOAD_CENTRE },
    ...(settings.HELP_DOCUMENT_URL ? [{ label: t('shell.documentation'), url: settings.HELP_DOCUMENT_URL }] : []),
    ...(settings.HELP_SUPPORT_URL ? [{ label: t('shell.support'), url: settings.HELP_SUPPORT_URL }] : []),
    { label: t('shell.sourceCode'), url: SOURCE_PAGE },
    ...(licensed ? [] : [{ label: t('shell.enterprise'), url: ENTERPRISE_PAGE }]),
  ];
  return (
    <>
      <>
        <MenuButton menu={menu} className={`${styles.barButton} ${styles.desktopOnly}`} aria-label={t('shell.help')} title={t('shell.help')}>
          <Icon name="help" size={19} />
        </MenuButton>
        <Menu menu={menu} className={menuStyles.menu} gutter={6}>
          {links.map((link) => (
            <MenuItem key={link.url} className={menuStyles.item} onClick={() => openPage(link.url)}>
              <span className={menuStyles.itemText}>{link.label}</span>
              <Icon name="external" size={14} />
            </MenuItem>
          ))}
          <MenuSeparator className={menuStyles.separator} />
          <MenuItem className={menuStyles.item} onClick={() => setAbout(true)}>
            <Icon name="info" />
            <span className={menuStyles.itemText}>{t('shell.about')}</span>
          </MenuItem>
        </Menu>
      </>
      {about && (
        <Suspense fallback={null}>
          <AboutDialog onClose={() => setAbout(false)} />
        </Suspense>
      )}
    </>
  );
}
