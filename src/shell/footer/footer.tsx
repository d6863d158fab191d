import { APP_VERSION } from '../../core/constants';
import { useLicenseValid, usePublicSettings } from '../use-session';
import * as styles from './footer.css';

/** The console's version (a server does not tell its own), and the licensee from the license info, or GPLv3 without a valid license. */
export function Footer() {
  const licensed = useLicenseValid();
  const corporation = usePublicSettings().XPACK_LICENSE_INFO?.corporation;
  return (
    <footer className={styles.footer} data-testid="footer" part="footer">
      <span>JumpServer Console {APP_VERSION}</span>
      <span>{licensed && typeof corporation === 'string' && corporation ? corporation : 'GPLv3'}</span>
    </footer>
  );
}
