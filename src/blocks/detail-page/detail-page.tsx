import { useEffect, type ReactNode } from 'react';
import { useData } from '../data/use-data';
import { useStore } from 'zustand';
import { MESSAGE_FLASH_MS, ROOT_ORG_ID } from '../../core/constants';
import { feedback, http, isHttpError } from '../../core/http';
import { markMainContentShown } from '../../core/main-content';
import { hasPermission } from '../../core/perms';
import { detailUrl } from '../../core/resources';
import { sessionStore } from '../../core/session/store';
import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import { useRouteLinks } from '../route-links/route-links';
import { ActionButtons } from '../list-table/action-buttons';
import { detailKey } from '../resource/cache-keys';
import { refreshResource } from '../resource/resource-cache';
import type { ActionButton, ActionContext } from '../list-table/types';
import { deleteErrorText } from '../resource/delete-error';
import { rowLabel, type Row } from '../resource/row';
import { ActivityTab } from './activity-tab';
import { DetailFailed, DetailHeader, DetailSkeleton, DetailTitle } from './detail-layout';
import { SectionHeadingLevel } from './detail-section';
import { DetailTabs } from './detail-tabs';
import * as styles from './detail-page.css';

const ACTIVITY_PERMISSION = 'audits.view_activitylog';
const ACTIVITY_TAB = 'activity';

export interface DetailTab {
  name: string;
  title: string;
  render: (object: Row, reload: () => void) => ReactNode;
  /** false leaves the tab out. */
  has?: boolean;
}

interface DetailActions {
  /**
   * false leaves the button out (it shows to those who may change or delete); a function changes the object its own way
   * (a dialog, the form of the object's kind) instead of the sibling Update route, `has` telling when it may.
   */
  update?: boolean | { onClick: NonNullable<ActionButton['onClick']>; has?: ActionButton['has'] };
  delete?: boolean;
  extra?: readonly ActionButton[];
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
  actions?: DetailActions;
  /** Objects that are nobody's to change (built-in roles): update and delete are disabled for them. */
  readOnly?: (object: Row) => boolean;
  perms?: { app: string; resource: string };
  /** The Activity tab, for those who may see activity logs (on unless false). */
  activity?: boolean;
  /** After the object was deleted. */
  onDeleted?: (id: string) => void;
}

/**
 * A detail page: the object fetched once (a 404 says it is gone), header
 * actions (update keeps the query, delete asks and returns to the list), and
 * tabs chosen by the activeTab rule.
 */
export function DetailPage(props: DetailPageProps) {
  const t = useT();
  const perms = useStore(sessionStore, (state) => state.perms);
  const rootOrg = useStore(sessionStore, (state) => state.currentOrg?.id === ROOT_ORG_ID);
  const { routeByName, siblingRouteName, navigateTo } = useRouteLinks();
  const route = routeByName(props.routeName);
  const app = props.perms?.app ?? route?.app ?? '';
  const resource = props.perms?.resource ?? route?.resource ?? '';
  const query = props.routeQuery ?? new URLSearchParams();
  const object = useData<Row>(detailKey(props.url, props.id), () => http.get<Row>(detailUrl(props.url, props.id), { silent: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const settled = Boolean(object.data || object.error);
  useEffect(() => {
    if (settled) markMainContentShown();
  }, [settled]);

  const tabs = [
    ...props.tabs.filter((tab) => tab.has !== false),
    ...(props.activity !== false && hasPermission(perms, ACTIVITY_PERMISSION)
      ? [{ name: ACTIVITY_TAB, title: t('detail.activity'), render: () => <ActivityTab resourceId={props.id} /> }]
      : []),
  ];

  if (object.error) {
    const gone = isHttpError(object.error) && object.error.status === 404;
    return <DetailFailed message={gone ? t('detail.notFound') : t('detail.loadFailed')} onRetry={gone ? undefined : () => void object.mutate()} />;
  }
  if (!object.data) {
    return (
      <div className={styles.page} aria-busy="true">
        <DetailHeader>
          <span className={controls.skeleton} style={{ width: '30%', height: '18px' }} />
        </DetailHeader>
        <DetailSkeleton />
      </div>
    );
  }

  const row = object.data;
  const reload = () => void object.mutate();
  const title = props.title ? props.title(row) : rowLabel(row);
  const writable = (!rootOrg || (route?.disableOrgsChange ?? false)) && !props.readOnly?.(row);
  const updateRoute = siblingRouteName(props.routeName, 'Update');
  const listRoute = siblingRouteName(props.routeName, 'List');
  const can = (verb: string) => hasPermission(perms, `${app}.${verb}_${resource}`);
  const context: ActionContext = { selected: [row], row, reload };

  const remove = async () => {
    try {
      await http.delete(detailUrl(props.url, props.id), { silent: true });
    } catch (error) {
      feedback().flash(deleteErrorText(error, false), 'error', MESSAGE_FLASH_MS);
      return;
    }
    props.onDeleted?.(props.id);
    feedback().flash(t('table.deleteSuccess'), 'success', MESSAGE_FLASH_MS);
    void refreshResource(props.url);
    if (listRoute) navigateTo({ name: listRoute });
  };
  const update = props.actions?.update;
  const actions: ActionButton[] = [
    ...(props.actions?.extra ?? []),
    {
      name: 'update',
      title: t('table.update'),
      icon: 'edit',
      variant: 'primary',
      can: writable,
      ...(typeof update === 'object'
        ? { has: update.has ?? can('change'), onClick: update.onClick }
        : {
            has: update !== false && Boolean(updateRoute) && can('change'),
            onClick: () => updateRoute && navigateTo({ name: updateRoute, params: { id: props.id }, query: Object.fromEntries(query) }),
          }),
    },
    {
      name: 'delete',
      title: t('table.delete'),
      icon: 'trash',
      variant: 'danger',
      has: props.actions?.delete !== false && can('delete'),
      can: writable,
      confirm: { title: t('table.deleteTitle'), message: t('table.confirmDelete', { name: rowLabel(row) }) },
      onClick: remove,
    },
  ];

  return (
    <div className={styles.page}>
      <DetailHeader actions={<ActionButtons actions={actions} context={context} />}>
        <DetailTitle title={title}>{title}</DetailTitle>
      </DetailHeader>
      <SectionHeadingLevel.Provider value={3}>
        <DetailTabs tabs={tabs.map((tab) => ({ name: tab.name, title: tab.title, render: () => tab.render(row, reload) }))} query={query} defaultTab={props.defaultTab} />
      </SectionHeadingLevel.Provider>
    </div>
  );
}
