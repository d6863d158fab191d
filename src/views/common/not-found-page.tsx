import { goBack } from '../../core/routes';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import * as styles from './common.css';
import { StatusPage } from './status-page';

/** /404: the page does not exist, or not for this user and edition. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <StatusPage icon="compass" code="404" title={t('route.NotFound')} text={t('pages.notFoundText')}>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={goBack}>
          <Icon name="arrow-left" />
          {t('shell.back')}
        </button>
        <a className={styles.primaryButton} href="#/">
          <Icon name="home" />
          {t('pages.goHome')}
        </a>
      </div>
    </StatusPage>
  );
}
