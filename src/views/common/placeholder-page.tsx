import type { AppRoute } from '../../core/routes';
import { useT } from '../../blocks/i18n/use-t';
import * as styles from './common.css';
import { StatusPage } from '../../blocks/status-page/status-page';

/** A route whose screen is still to come: the route, its permission and its menu entry are real. */
export function PlaceholderPage({ route, path }: { route: AppRoute; path: string }) {
  const t = useT();
  const title = route.title ? t(route.title) : (route.name ?? path);
  return (
    <StatusPage icon="construction" title={title} text={t('pages.placeholderText')}>
      <dl className={styles.facts} data-testid="placeholder">
        <dt className={styles.factTerm}>{t('pages.routeName')}</dt>
        <dd className={styles.factValue}>{route.name ?? '—'}</dd>
        <dt className={styles.factTerm}>{t('pages.routePath')}</dt>
        <dd className={styles.factValue}>{path}</dd>
        <dt className={styles.factTerm}>{t('pages.routePermissions')}</dt>
        <dd className={styles.factValue}>{route.permissions.length ? route.permissions.join(', ') : t('pages.noPermissionNeeded')}</dd>
      </dl>
    </StatusPage>
  );
}
