import { useState } from 'react';
import { useStore } from 'zustand';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { Menu, MenuButton, MenuItem, usePopup } from '../../blocks/menu';
import { MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback } from '../../core/http';
import { i18nStore, LANGUAGES, type Language } from '../../core/i18n';
import { switchLanguage } from '../../core/switch-language';
import * as menuStyles from './menu.css';
import * as styles from './top-bar.css';

/** Each language named in itself, whatever the interface speaks now. */
const NATIVE_NAMES: Record<Language, string> = { en: 'English', zh: '中文', ja: '日本語' };

/** The interface language (English, 中文, 日本語): switched in place, the session and the page kept. */
export function LanguageMenu() {
  const t = useT();
  const language = useStore(i18nStore, (state) => state.language);
  const menu = usePopup({ placement: 'bottom-end' });
  const [busy, setBusy] = useState(false);
  const choose = async (next: Language) => {
    if (next === language) return;
    setBusy(true);
    try {
      await switchLanguage(next);
    } catch {
      feedback().flash(t('shell.languageFailed'), 'error', MESSAGE_FLASH_MS);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <MenuButton
        menu={menu}
        className={styles.barButton}
        aria-label={t('shell.language', { language: NATIVE_NAMES[language] })}
        aria-busy={busy || undefined}
        data-testid="language-menu"
      >
        <Icon name="globe" size={18} />
        <span className={styles.barLabel} lang={language}>
          {NATIVE_NAMES[language]}
        </span>
        <Icon name="chevron-down" size={14} className={styles.chevron} />
      </MenuButton>
      <Menu menu={menu} className={menuStyles.menu} gutter={6}>
        {LANGUAGES.map((code) => (
          <MenuItem key={code} role="menuitemradio" aria-checked={code === language} lang={code} className={menuStyles.item} onClick={() => void choose(code)}>
            <span className={menuStyles.itemText}>{NATIVE_NAMES[code]}</span>
            {code === language && <Icon name="check" />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
