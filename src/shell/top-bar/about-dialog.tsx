import { APP_VERSION } from '../../core/constants';
import { Button } from '../../blocks/controls/button';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { useLicenseValid, usePublicSettings } from '../use-session';
import * as styles from './about-dialog.css';
import { SOURCE_PAGE } from './help-menu';
import { ModalSurface } from '../../blocks/dialog/modal-surface';

/** About: product, version, edition and licensee, on the native modal dialog (focus stays inside). */
export function AboutDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const settings = usePublicSettings();
  const licensed = useLicenseValid();
  const corporation = settings.XPACK_LICENSE_INFO?.corporation;
  return (
    <ModalSurface
      className={styles.dialog}
      aria-labelledby="jms-about-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.head}>
        <span className={styles.mark} aria-hidden="true">
          J
        </span>
        <div>
          <h2 id="jms-about-title" className={styles.title}>
            JumpServer
          </h2>
          <p className={styles.subtitle}>{t('shell.aboutTagline')}</p>
        </div>
        <button type="button" className={styles.close} aria-label={t('feedback.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <dl className={styles.facts}>
        <dt>{t('shell.version')}</dt>
        <dd>{APP_VERSION}</dd>
        <dt>{t('shell.edition')}</dt>
        <dd>{licensed ? t('shell.editionEnterprise') : t('shell.editionCommunity')}</dd>
        <dt>{t('shell.license')}</dt>
        <dd>{licensed && typeof corporation === 'string' && corporation ? corporation : 'GPLv3'}</dd>
      </dl>
      <div className={styles.actions}>
        <a className={styles.link} href={SOURCE_PAGE} target="_blank" rel="noopener noreferrer">
          {t('shell.sourceCode')}
          <Icon name="external" size={14} />
        </a>
        <Button variant="primary" autoFocus onClick={onClose}>
          {t('feedback.ok')}
        </Button>
      </div>
    </ModalSurface>
  );
}
