import { Icon } from '../../blocks/icons/icon';
import { useT } from '../../blocks/i18n/use-t';
import { Menu, MenuItem, MenuSeparator, type PopupState } from '../../blocks/menu';
import { useLicenseValid, usePublicSettings } from '../use-session';
import { SOURCE_PAGE } from './help-menu';
import * as menuStyles from './menu.css';

const DOWNLOAD_CENTRE = '/core/download/';
const ENTERPRISE_PAGE = 'https://jumpserver.org/enterprise.html';

function openPage(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/** The open help menu (help-menu.tsx). */
export default function HelpMenuPopup({ menu, onAbout }: { menu: PopupState; onAbout: () => void }) {
  const t = useT();
  const settings = usePublicSettings();
  const licensed = useLicenseValid();
  const links: { label: string; url: string }[] = [
    { label: t('shell.downloadCentre'), url: DOWNLOAD_CENTRE },
    ...(settings.HELP_DOCUMENT_URL ? [{ label: t('shell.documentation'), url: settings.HELP_DOCUMENT_URL }] : []),
    ...(settings.HELP_SUPPORT_URL ? [{ label: t('shell.support'), url: settings.HELP_SUPPORT_URL }] : []),
    { label: t('shell.sourceCode'), url: SOURCE_PAGE },
    ...(licensed ? [] : [{ label: t('shell.enterprise'), url: ENTERPRISE_PAGE }]),
  ];
  return (
    <Menu menu={menu} className={menuStyles.menu} gutter={6}>
      {links.map((link) => (
        <MenuItem key={link.url} className={menuStyles.item} onClick={() => openPage(link.url)}>
          <span className={menuStyles.itemText}>{link.label}</span>
          <Icon name="external" size={14} />
        </MenuItem>
      ))}
      <MenuSeparator />
      <MenuItem className={menuStyles.item} onClick={onAbout}>
        <Icon name="info" />
        <span className={menuStyles.itemText}>{t('shell.about')}</span>
      </MenuItem>
    </Menu>
  );
}
