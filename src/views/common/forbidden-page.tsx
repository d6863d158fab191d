import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { StatusPage } from '../../blocks/status-page/status-page';
import * as statusStyles from '../../blocks/status-page/status-page.css';

/** 403: the route exists, but the user lacks its permission; typing its URL leads here. */
export function ForbiddenPage() {
  const t = useT();
  return (
    <StatusPage icon="forbidden" code="403" title={t('pages.forbiddenTitle')} text={t('pages.forbiddenText')}>
      <div className={statusStyles.actions}>
        <a className={statusStyles.primaryButton} href="#/">
          <Icon name="home" />
          {t('pages.goHome')}
        </a>
      </div>
    </StatusPage>
  );
}
