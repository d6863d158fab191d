import { useT } from '../../blocks/i18n/use-t';
import { useAfterMainContent } from '../../blocks/main-content/use-after-main-content';
import { serverUrl } from '../../core/http';
import { hrefFor } from '../../core/routes';
import { usePublicSettings } from '../use-session';
import * as styles from './top-bar.css';

/** The logo from the interface settings, linking home; the product name when there is none. */
export function Logo() {
  const t = useT();
  const settings = usePublicSettings();
  // The configured image comes after the screen's data; the name stands in until then.
  const after = useAfterMainContent();
  const image = after ? settings.INTERFACE?.logo_index : undefined;
  const name = settings.INTERFACE?.login_title || 'JumpServer';
  return (
    <a className={styles.logo} href={hrefFor('/')} title={t('shell.home', { name })}>
      {typeof image === 'string' && image ? (
        <img className={styles.logoImage} src={serverUrl(image)} alt={t('shell.home', { name })} />
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
