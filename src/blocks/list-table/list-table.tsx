import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import type { QueryParams } from '../../core/http';
import { withMessages } from '../../core/i18n';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { DateRangePicker } from '../date-range/date-range-picker';
import { defaultRange, type DateRange } from '../date-range/date-range-values';
import { useT } from '../i18n/use-t';
import { useRouteLinks } from '../route-links/route-links';
import { SearchBar } from '../search-bar/search-bar';
import { searchOptionsFromFields, tagsFromQuery } from '../search-bar/search-tags';
import { ColumnPicker } from './column-picker';
import { jumpServerSource, type DataSource } from './data-source';
import * as styles from './list-table.css';
import { Pager } from './pager';
import { RowActionsCell } from './row-actions-cell';
import { TableGrid } from './table-grid';
import { Toolbar } from './toolbar';
import type { FieldOverride } from '../form/form-types';
import type { ActionButton, ColumnConfig, Row, ToolbarAction } from './types';
import { prefetchListTable, useListTable } from './use-list-table';

const ImportDialog = lazy(withMessages('forms', () => import('../import/import-dialog').then((module) => ({ default: module.ImportDialog }))));
const ExportDialog = lazy(withMessages('forms', () => import('../export/export-dialog').then((module) => ({ default: module.ExportDialog }))));
const BatchUpdateDialog = lazy(withMessages('forms', () => import('../form/batch-update-dialog').then((module) => ({ default: module.BatchUpdateDialog }))));

export interface ListTableProps {
  /** The list URL, e.g. `/api/v1/users/users/`. */
  url: string;
  /** The list route's name (`UserList`): its siblings are the create, update and detail pages. */
  routeName: string;
  /** The route's query: `order`, the `id` to highlight, filters a link brings. */
  routeQuery?: URLSearchParams;
  /** Preferences key; the route's path by default. */
  name?: string;
  /** Sent with every request and export (e.g. `group_id`). */
  query?: QueryParams;
  dataSource?: DataSource;
  columns?: Readonly<Record<string, ColumnConfig>>;
  /** Shown until the user picks columns; all by default. */
  defaultColumns?: readonly string[];
  /** Columns that cannot be unticked, besides the selection and actions columns. */
  minColumns?: readonly string[];
  exclude?: readonly string[];
  /** Which toolbar actions the screen offers (bulk update and clone are off unless asked). */
  toolbar?: Partial<Record<ToolbarAction, boolean>>;
  extraActions?: readonly ActionButton[];
  rowActions?: { update?: boolean; delete?: boolean; clone?: boolean; extra?: readonly ActionButton[]; editable?: (row: Row) => boolean };
  /** Permission names are `<app>.<verb>_<resource>`; taken from the route unless given. */
  perms?: { app: string; resource: string };
  search?: boolean;
  /** Audit lists filter by date: 7 days back to 1 ahead unless a range is given. */
  dateRange?: boolean | DateRange;
  selectable?: boolean;
  /** The fields the bulk-update form offers, and those it always sends. */
  bulkUpdate?: { fields: readonly string[]; disabled?: readonly string[]; overrides?: Readonly<Record<string, FieldOverride>> };
  /** Exporting this list needs a fresh MFA confirmation. */
  exportNeedsMfa?: boolean;
  /** After rows were deleted, with their ids. */
  onDeleted?: (ids: string[]) => void;
  /** The column that links a row to its detail page: `name` (or `hostname`) unless said. */
  linkColumn?: string;
  /** The rows' detail route when it is not the list route's sibling (MyTicketList → TicketDetail). */
  detailRoute?: string;
  /** Opens a row in place instead of linking to its detail route (an element embedded in another page). */
  onOpen?: (row: Row) => void;
}

const DEFAULT_TOOLBAR: Record<ToolbarAction, boolean> = { create: true, import: true, export: true, bulkUpdate: false, bulkDelete: true, clone: false };

/**
 * The generic list page body: columns from the server's metadata, search,
 * toolbar, row actions, selection, pager, import and export. A screen gives
 * its URL, its route name and what differs.
 */
export function ListTable(props: ListTableProps) {
  const t = useT();
  const { routeByName, siblingRouteName, cloneTarget, hrefFor, navigateTo } = useRouteLinks();
  const route = routeByName(props.routeName);
  const createRoute = siblingRouteName(props.routeName, 'Create');
  const updateRoute = siblingRouteName(props.routeName, 'Update');
  const detailRoute = props.detailRoute ?? siblingRouteName(props.routeName, 'Detail');
  const source = useMemo(() => props.dataSource ?? jumpServerSource(props.url), [props.dataSource, props.url]);
  const routeQuery = props.routeQuery ?? new URLSearchParams();
  const toolbarWanted = { ...DEFAULT_TOOLBAR, ...props.toolbar, ...(props.bulkUpdate && props.toolbar?.bulkUpdate !== false ? { bulkUpdate: true } : {}) };
  if (!createRoute) {
    toolbarWanted.create = false;
    toolbarWanted.clone = false;
  }
  const initialRange = props.dateRange === true ? defaultRange() : props.dateRange || undefined;

  const model = useListTable({
    url: props.url,
    source,
    tableKey: props.name ?? route?.path ?? props.url,
    scope: {
      app: props.perms?.app ?? route?.app ?? '',
      resource: props.perms?.resource ?? route?.resource ?? '',
      orgChangeDisabled: route?.disableOrgsChange ?? false,
    },
    query: props.query,
    columns: props.columns,
    defaultColumns: props.defaultColumns,
    minColumns: props.minColumns,
    exclude: props.exclude,
    toolbar: toolbarWanted,
    rowActions: {
      update: props.rowActions?.update ?? Boolean(updateRoute),
      delete: props.rowActions?.delete ?? true,
      clone: props.rowActions?.clone ?? false,
      extra: props.rowActions?.extra ?? [],
      editable: props.rowActions?.editable,
    },
    selectable: props.selectable ?? true,
    initialOrder: routeQuery.get('order') ?? undefined,
    initialTags: tagsFromQuery(routeQuery, [], t('search.search')),
    dateRange: initialRange,
    onDeleted: props.onDeleted,
    navigate: {
      create: createRoute ? () => navigateTo({ name: createRoute }) : undefined,
      update: updateRoute ? (row) => navigateTo({ name: updateRoute, params: { id: row.id } }) : undefined,
      clone: createRoute ? (row) => navigateTo(cloneTarget(props.routeName, row.id) ?? { name: createRoute }) : undefined,
    },
  });

  const yesNo = { yes: t('common.yes'), no: t('common.no') };
  const searchOptions = useMemo(() => searchOptionsFromFields(model.fields, yesNo), [model.fields, t]);
  const routeKey = routeQuery.toString();
  const initialTags = useMemo(() => tagsFromQuery(routeQuery, searchOptions, t('search.search')), [searchOptions, routeKey]);
  // Filters a link brings apply once the fields are known; a kept-alive list
  // meets a new query when a link or a form leads back to it.
  const tagsSignature = JSON.stringify(initialTags);
  const seenTags = useRef(JSON.stringify(tagsFromQuery(routeQuery, [], t('search.search'))));
  useEffect(() => {
    if (seenTags.current === tagsSignature) return;
    seenTags.current = tagsSignature;
    model.setTags(initialTags);
  }, [tagsSignature]);
  const seenKey = useRef(routeKey);
  useEffect(() => {
    if (seenKey.current === routeKey) return;
    seenKey.current = routeKey;
    model.applyRouteQuery(routeQuery.get('order') ?? undefined);
  }, [routeKey]);
  const detailHref = detailRoute && !props.onOpen ? (row: Row) => hrefFor({ name: detailRoute, params: { id: row.id } }) : undefined;
  const filtered = Object.keys(model.filters).some((key) => !(key in (props.query ?? {}))) || Boolean(model.search) || Boolean(props.dateRange);

  const empty = (
    <div className={controls.state}>
      <span>{t('table.noData')}</span>
      {model.toolbar.create.visible && createRoute && (
        <Button variant="primary" icon="plus" onClick={() => navigateTo({ name: createRoute })}>
          {t('table.create')}
        </Button>
      )}
    </div>
  );

  return (
    <section className={styles.root} aria-label={t('table.label')}>
      <Toolbar
        state={model.toolbar}
        context={model.context}
        extra={props.extraActions ?? []}
        onCreate={() => createRoute && navigateTo({ name: createRoute })}
        onBulkUpdate={() => model.openDialog('bulkUpdate')}
        onBulkDelete={model.askBulkDelete}
        onClone={() => {
          const row = model.selectedRows[0];
          const target = row && cloneTarget(props.routeName, row.id);
          if (target) navigateTo(target);
        }}
      >
        {props.search !== false && model.meta && (
          <SearchBar key={routeKey} options={searchOptions} initialTags={initialTags} onChange={model.setTags} focusShortcut />
        )}
        {model.range && <DateRangePicker value={model.range} onChange={model.setRange} />}
        <Button variant="icon" icon="refresh" aria-label={t('table.refresh')} title={t('table.refresh')} loading={model.refreshing} onClick={model.retry} />
        <ColumnPicker columns={model.allColumns} shown={model.shown} fixed={model.fixed} onChange={model.setShownColumns} />
        {model.toolbar.import.visible && (
          <Button variant="icon" icon="upload" aria-label={t('table.import')} title={t('table.import')} onClick={() => model.openDialog('import')} />
        )}
        {model.toolbar.export.visible && (
          <Button variant="icon" icon="download" aria-label={t('table.export')} title={t('table.export')} onClick={() => model.openDialog('export')} />
        )}
      </Toolbar>
      <TableGrid
        caption={t('table.label')}
        columns={model.columns}
        rows={model.rows}
        state={
          model.metaError && !model.meta
            ? { kind: 'error', message: model.metaError }
            : model.error
              ? { kind: 'error', message: model.error }
              : model.loading || !model.meta
                ? { kind: 'loading' }
                : { kind: 'ready' }
        }
        empty={empty}
        onRetry={model.retry}
        skeletonRows={Math.min(model.pageSize, 15)}
        selected={new Set(model.selected.keys())}
        onSelect={model.select}
        onSelectAll={model.selectAll}
        order={model.order}
        onSort={model.setOrder}
        widths={model.widths}
        onResize={model.resizeColumn}
        onResizeEnd={model.commitColumnWidth}
        onToggleExpand={model.toggleExpand}
        highlightId={routeQuery.get('id') ?? undefined}
        detailHref={detailHref}
        linkColumn={props.linkColumn}
        onOpen={props.onOpen}
        renderActions={(row) => <RowActionsCell actions={model.rowActions} context={{ ...model.context, row }} />}
      />
      {model.paged && (
        <Pager count={model.count} page={model.page} pageSize={model.pageSize} pageSizes={model.pageSizes} onPage={model.setPage} onPageSize={model.setPageSize} />
      )}
      {model.pendingDelete && (
        <ConfirmDialog
          title={t('table.deleteTitle')}
          message={model.deleteMessage(model.pendingDelete)}
          confirmLabel={t('table.delete')}
          danger
          onConfirm={model.confirmDelete}
          onCancel={model.cancelDelete}
        />
      )}
      <Suspense fallback={null}>
        {model.dialog === 'import' && (
          <ImportDialog
            url={props.url}
            selectedIds={model.selectedRows.map((row) => row.id)}
            onClose={() => model.openDialog(null)}
            onImported={model.reload}
          />
        )}
        {model.dialog === 'export' && (
          <ExportDialog
            url={props.url}
            selectedIds={model.selectedRows.map((row) => row.id)}
            filtered={filtered}
            filters={{ ...model.filters, ...(model.search ? { search: model.search } : {}), ...(model.order ? { order: model.order } : {}), ...(model.range ? { date_from: model.range.from.toISOString(), date_to: model.range.to.toISOString() } : {}) }}
            baseQuery={props.query ?? {}}
            needsMfa={props.exportNeedsMfa ?? false}
            onClose={() => model.openDialog(null)}
          />
        )}
        {model.dialog === 'bulkUpdate' && props.bulkUpdate && (
          <BatchUpdateDialog
            url={props.url}
            rows={model.selectedRows}
            fields={props.bulkUpdate.fields}
            disabled={props.bulkUpdate.disabled ?? []}
            {...(props.bulkUpdate.overrides ? { overrides: props.bulkUpdate.overrides } : {})}
            onClose={() => model.openDialog(null)}
            onUpdated={model.reload}
          />
        )}
      </Suspense>
    </section>
  );
}

/**
 * A screen that is nothing but its list table's configuration, which it
 * carries (an element shows the same list); what it asks for first follows
 * from it (render while fetching).
 */
export function listScreen(config: Omit<ListTableProps, 'routeQuery'>) {
  function ListScreen({ query }: RouteProps) {
    return <ListTable {...config} routeQuery={query} />;
  }
  return Object.assign(ListScreen, { config, firstLoad: ({ query }: RouteProps) => prefetchListTable(config, query) });
}

/** What the console gives a screen (views' ScreenProps). */
interface RouteProps {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
}
