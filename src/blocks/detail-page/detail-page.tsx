import { useEffect, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { markMainContentShown } from '../../core/main-content';
import { useStore } from 'zustand';
import { ERROR_FLASH_MS, ROOT_ORG_ID } from '../../core/constants';
import { feedback, http, isHttpError } from '../../core/http';
import { hasPermission } from '../../core/perms';
import { detailUrl } from '../../core/resources';
import { siblingRouteName } from '../../core/routes';
import { navigateTo } from '../../core/routes';
import { routeByName } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { useT } from '../i18n/use-t';
import { refreshResource } from '../list-table/refresh-resource';
import { deleteErrorText } from '../list-table/use-list-table';
import { rowLabel } from '../list-table/table-grid';
import type { ActionButton, Row } from '../list-table/types';
import { runAction } from '../list-table/action-rules';
import { ActivityTab } from './activity-tab';
import { DetailTabs } from './detail-tabs';
import * as styles from './detail-page.css';

export const ACTIVITY_PERMISSION = 'audits.view_activitylog';
export const ACTIVITY_TAB = 'activity';

export interface DetailTab {
  name: string;
  title: string;
  render: (object: Row, reload: () => void) => ReactNode;
  /** false leaves the tab out. */
  has?: boolean;
}

export interface DetailPageProps {
  /** The list URL; the object is `<url><id>/`. */
  url: string;
  id: string;
  /** The detail route (`UserDetail`): update and delete lead to its siblings. */
  routeName: string;
  /** The route's query: `activeTab`, and what the update link keeps. */
  routeQuery?: URLSearchParams;
  tabs: readonly DetailTab[];
  defaultTab?: string;
  /** Title of the page; the object's name by default. */
  title?: (object: Row) => string;
  actions?: { update?: boolean; delete?: boolean; extra?: readonly ActionButton[] };
  perms?: { app: string; resource: string };
  /** The Activity tab, for those who may see activity logs (on unless false). */
  activity?: boolean;
  /** After the object was deleted. */
  onDeleted?: (id: string) => void;
}

/**
 * A detail page: the object fetched once (a 404 says it is gone), header
 * actions (update keeps the query, delete returns to the list), and tabs
 * chosen by the activeTab rule.
 */
export function DetailPage(props: DetailPageProps) {
  const t = useT();
  const perms = useStore(sessionStore, (state) => state.perms);
  const rootOrg = useStore(sessionStore, (state) => state.currentOrg?.id === ROOT_ORG_ID);
  const route = routeByName(props.routeName);
  const app = props.perms?.app ?? route?.app ?? '';
  const resource = props.perms?.resource ?? route?.resource ?? '';
  const query = props.routeQuery ?? new URLSearchParams();
  const object = useSWR<Row>(['detail', props.url, props.id], () => http.get<Row>(detailUrl(props.url, props.id), { silent: true }), { revalidateOnFocus: false, shouldRetryOnError: false });
  const settled = Boolean(object.data || object.error);
  useEffect(() => {
    if (settled) markMainContentShown();
  }, [settled]);
  const [deleting, setDeleting] = useState(false);

  const tabs = [
    ...props.tabs.filter((tab) => tab.has !== false),
    ...(props.activity !== false && hasPermission(perms, ACTIVITY_PERMISSION)
      ? [{ name: ACTIVITY_TAB, title: t('detail.activity'), render: () => <ActivityTab resourceId={props.id} /> }]
      : []),
  ];

  if (object.error) {
    const gone = isHttpError(object.error) && object.error.status === 404;
    return (
      <div className={`${styles.card} ${controls.state}`} role="alert">
        {gone ? t('detail.notFound') : t('detail.loadFailed')}
        {!gone && (
          <Button icon="refresh" onClick={() => void object.mutate()}>
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  }
  if (!object.data) {
    return (
      <div className={styles.page} aria-busy="true">
        <div className={styles.header}>
          <span className={controls.skeleton} style={{ width: '30%', height: '18px' }} />
        </div>
        <div className={styles.card}>
          {Array.from({ length: 6 }, (_, index) => (
            <span key={index} className={controls.skeleton} style={{ width: `${40 + ((index * 13) % 45)}%`, margin: '14px 16px' }} />
          ))}
        </div>
      </div>
    );
  }

  const row = object.data;
  const reload = () => void object.mutate();
  const writable = !rootOrg || (route?.disableOrgsChange ?? false);
  const updateRoute = siblingRouteName(props.routeName, 'Update');
  const listRoute = siblingRouteName(props.routeName, 'List');
  const can = (verb: string) => hasPermission(perms, `${app}.${verb}_${resource}`);
  const context = { selected: [row], row, reload };
  const extra = (props.actions?.extra ?? []).filter((action) => (typeof action.has === 'function' ? action.has(context) : action.has !== false));

  const remove = async () => {
    try {
      await http.delete(detailUrl(props.url, props.id), { silent: true });
      props.onDeleted?.(props.id);
      feedback().flash(t('table.deleteSuccess'), 'success', ERROR_FLASH_MS);
      void refreshResource(props.url);
      if (listRoute) navigateTo({ name: listRoute });
    } catch (error) {
      feedback().flash(deleteErrorText(error, false), 'error', ERROR_FLASH_MS);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h2 className={styles.title} title={props.title ? props.title(row) : rowLabel(row)}>
          {props.title ? props.title(row) : rowLabel(row)}
        </h2>
        <div className={styles.actions}>
          {extra.map((action) => (
            <Button
              key={action.name}
              icon={action.icon}
              variant={action.variant ?? 'default'}
              disabled={typeof action.can === 'function' ? !action.can(context) : action.can === false}
              onClick={() => runAction(action, context)}
            >
              {action.title}
            </Button>
          ))}
          {props.actions?.update !== false && updateRoute && can('change') && (
            <Button
              icon="edit"
              variant="primary"
              disabled={!writable}
              onClick={() => navigateTo({ name: updateRoute, params: { id: props.id }, query: Object.fromEntries(query) })}
            >
              {t('table.update')}
            </Button>
          )}
          {props.actions?.delete !== false && can('delete') && (
            <Button icon="trash" variant="danger" disabled={!writable} onClick={() => setDeleting(true)}>
              {t('table.delete')}
            </Button>
          )}
        </div>
      </div>
      <DetailTabs tabs={tabs.map((tab) => ({ name: tab.name, title: tab.title, render: () => tab.render(row, reload) }))} query={query} defaultTab={props.defaultTab} />
      {deleting && (
        <ConfirmDialog
          title={t('table.deleteTitle')}
          message={t('table.confirmDelete', { name: rowLabel(row) })}
          confirmLabel={t('table.delete')}
          danger
          onConfirm={remove}
          onCancel={() => setDeleting(false)}
        />
      )}
    </div>
  );
}
