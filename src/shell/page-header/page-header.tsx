import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { sqlDigest } from '../../core/http';
import { canGoBack, goBack, type AppRoute } from '../../core/routes';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { PageBanners } from '../../blocks/banners/page-banners';
import { cutTitle } from './cut-title';
import type { PageHeaderOverrides } from './page-header-context';
import * as styles from './page-header.css';

// Debug mode's only.
const SqlCounter = lazy(() => import('./sql-counter').then((module) => ({ default: module.SqlCounter })));

export interface PageHeaderProps {
  route: AppRoute;
  path: string;
  overrides?: PageHeaderOverrides;
}

/** Dashboards have nowhere to go back to. */
export function isDashboardPath(path: string): boolean {
  return /\/(dashboard|home)\/?$/.test(path);
}

/**
 * The page header (spec "Shell layout"): back (disabled on a dashboard and
 * without history), the title cut at 80 characters, an optional help message,
 * and the license and password banners; in debug mode the SQL counter instead.
 */
export function PageHeader({ route, path, overrides = {} }: PageHeaderProps) {
  const t = useT();
  const debug = useStore(sqlDigest, (state) => state.entries.length > 0);
  const title = overrides.title ?? (route.title ? t(route.title) : '');
  const backDisabled = isDashboardPath(path) || !canGoBack();
  return (
    <div className={styles.header} data-testid="page-header">
      <div className={styles.titleRow}>
        <button type="button" className={styles.back} disabled={backDisabled} aria-label={t('shell.back')} title={t('shell.back')} onClick={goBack} data-testid="back">
          <Icon name="arrow-left" size={18} />
        </button>
        <h1 className={styles.title} title={title} tabIndex={-1}>
          {cutTitle(title)}
        </h1>
        {debug && (
          <Suspense fallback={null}>
            <SqlCounter />
          </Suspense>
        )}
      </div>
      {overrides.helpMessage && (
        <div className={styles.help} role="note">
          <Icon name="info" size={16} />
          <span>{overrides.helpMessage}</span>
        </div>
      )}
      {!debug && <PageBanners />}
    </div>
  );
}
