import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import * as styles from './common.css';
import { StatusPage } from './status-page';

/** 403: the route exists, but the user lacks its permission; typing its URL leads here. */
export function ForbiddenPage() {
  const t = useT();
  return (
    <StatusPage icon="forbidden" code="403" title={t('pages.forbiddenTitle')} text={t('pages.forbiddenText')}>
      <div className={styles.actions}>
        <a className={styles.primaryButton} href="#/">
          <Icon name="home" />
          {t('pages.goHome')}
        </a>
      </div>
    </StatusPage>
  );
}
