import { useStore } from 'zustand';
import { useT } from '../../blocks/i18n/use-t';
import { dismissViewTip, viewTipStore } from '../state/view-tip-store';
import { useSwitcherViews } from '../top-bar/view-switcher';
import * as styles from './side-menu.css';

/**
 * The first visit's hint about the view switcher, at the top of the open side
 * menu under it: in the menu's flow, so that it covers nothing of the menu or
 * the page (no title, tab or dialog), pointing up at the switcher.
 */
export function ViewTip() {
  const t = useT();
  const seen = useStore(viewTipStore, (state) => state.seen);
  const views = useSwitcherViews();
  if (seen || views.length < 2) return null;
  return (
    <div className={styles.tip} role="note">
      {t('shell.viewTip')}
      <button type="button" className={styles.tipAction} onClick={dismissViewTip}>
        {t('shell.gotIt')}
      </button>
    </div>
  );
}
