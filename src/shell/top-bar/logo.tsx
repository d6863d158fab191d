import { useT } from '../../blocks/i18n/use-t';
import { usePublicSettings } from '../use-session';
import * as styles from './top-bar.css';

/** The logo from the interface settings, linking home; the product name when there is none. */
export function Logo() {
  const t = useT();
  const settings = usePublicSettings();
  const image = settings.INTERFACE?.logo_index;
  const name = settings.INTERFACE?.login_title || 'JumpServer';
  return (
    <a className={styles.logo} href="#/" aria-label={t('shell.home', { name })}>
      {typeof image === 'string' && image ? (
        <img className={styles.logoImage} src={image} alt="" />
      ) : (
        <>
          <span className={styles.logoMark} aria-hidden="true">
            J
          </span>
          <span className={styles.logoText}>JumpServer</span>
        </>
      )}
    </a>
  );
}
