import { goBack } from '../../core/routes';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { StatusPage } from '../../blocks/status-page/status-page';
import * as statusStyles from '../../blocks/status-page/status-page.css';

/** /404: the page does not exist, or not for this user and edition. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <StatusPage icon="compass" code="404" title={t('route.NotFound')} text={t('pages.notFoundText')}>
      <div className={statusStyles.actions}>
        <button type="button" className={statusStyles.button} onClick={goBack}>
          <Icon name="arrow-left" />
          {t('shell.back')}
        </button>
        <a className={statusStyles.primaryButton} href="#/">
          <Icon name="home" />
          {t('pages.goHome')}
        </a>
      </div>
    </StatusPage>
  );
}
