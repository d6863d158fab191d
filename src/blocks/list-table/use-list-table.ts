import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useData } from '../data/use-data';
import { useStore } from 'zustand';
import { HTTP_PREFETCH_KEEP_MS, ROOT_ORG_ID } from '../../core/constants';
import { failureText, quietHttp, type QueryParams } from '../../core/http';
import { t } from '../../core/i18n';
import { markMainContentShown } from '../../core/main-content';
import { loadMetadata } from '../../core/metadata';
import { sessionStore } from '../../core/session/store';
import { useElementOptions } from '../custom-element/host-context';
import { defaultRange, type DateRange } from '../date-range/date-range-values';
import { useT } from '../i18n/use-t';
import { useMetadata } from '../metadata/use-metadata';
import { listKey } from '../resource/cache-keys';
import { rowLabel, type Row } from '../resource/row';
import { useRouteLinks } from '../route-links/route-links';
import { addTag, searchOptionsFromFields, tagsToQuery, type FilterTag, type SearchOption } from '../search-bar/search-tags';
import { withColumnFilters } from './column-filters';
import { can, runAction, toolbarState, writable, type ActionState, type PermissionScope } from './action-rules';
import { ACTIONS_KEY, buildColumns, flattenRows, SELECTION_KEY, shownColumnKeys, type Column, type TreeRow } from './columns';
import { jumpServerSource, type DataSource, type TablePage, type TableQuery } from './data-source';
import type { ListTableProps } from './list-table';
import { mayFilter, readListState, writeListState, type ListState } from './list-query';
import type { GridState } from './table-grid';
import { readPageSize, writePageSize } from '../../core/page-size';
import { readTablePreferences, writeTablePreferences } from './table-preferences';
import type { ActionButton, ActionContext, FilterChoice, ToolbarAction } from './types';
import { useListQuery } from './use-list-query';

type ListDialog = 'import' | 'export' | 'bulkUpdate';

/** Everything a list table shows, and what the user can do to it: what ListTableView draws. */
export interface ListTableModel {
  status: GridState;
  /** What the list holds, as its page is titled (`Asset permissions`): what an empty list says it lacks. */
  items: string | undefined;
  /** Rows being read again while the old ones show. */
  refreshing: boolean;
  rows: readonly TreeRow[];
  columns: {
    all: readonly Column[];
    shown: ReadonlySet<string>;
    /** Columns that cannot be unticked. */
    fixed: ReadonlySet<string>;
    widths: Readonly<Record<string, number>>;
  };
  /** The search bar's fields and tags; none for a list without search, or before its fields are known. */
  search: { options: readonly SearchOption[]; tags: readonly FilterTag[] } | undefined;
  /** The columns filtered in their headers: what each offers, and the value it is filtered on now. */
  headerFilters: { choices: Readonly<Record<string, readonly FilterChoice[]>>; values: Readonly<Record<string, string>> };
  range: DateRange | undefined;
  order: string | undefined;
  /** The pager; none for a list read in one go. */
  paging: { count: number; page: number; pageSize: number; pageSizes: readonly number[] } | undefined;
  selected: ReadonlySet<string>;
  toolbar: Readonly<Record<ToolbarAction, ActionState>>;
  extraActions: readonly ActionButton[];
  bulkActions: readonly ActionButton[];
  rowActions: readonly ActionButton[];
  context: ActionContext;
  /** Where a row's name leads: its detail page's address, or opening it in place. */
  rowLinks: { detailHref?: ((row: Row) => string) | undefined; onOpen?: ((row: Row) => void) | undefined; column?: string | undefined; highlightId?: string | undefined };
  dialog: {
    open: ListDialog | null;
    url: string;
    baseQuery: QueryParams;
    exportFilters: QueryParams;
    filtered: boolean;
    exportNeedsMfa: boolean;
    bulkUpdate: ListTableProps['bulkUpdate'];
  };
  on: {
    search: (tags: readonly FilterTag[]) => void;
    /** A column's header filter set to a value, or cleared. */
    filter: (key: string, choice: FilterChoice | undefined) => void;
    range: (range: DateRange) => void;
    sort: (order: string | undefined) => void;
    page: (page: number) => void;
    pageSize: (size: number) => void;
    select: (row: Row, on: boolean) => void;
    selectAll: (on: boolean) => void;
    expand: (row: Row) => void;
    showColumns: (keys: string[]) => void;
    resizeColumn: (key: string, width: number) => void;
    keepColumnWidth: (key: string, width: number) => void;
    retry: () => void;
    create: () => void;
    clone: () => void;
    bulkDelete: () => void;
    openDialog: (dialog: ListDialog | null) => void;
    reload: () => void;
  };
}

const DEFAULT_TOOLBAR: Record<ToolbarAction, boolean> = { create: true, import: true, export: true, bulkUpdate: false, bulkDelete: true, clone: false };
const NO_ACTIONS: readonly ActionButton[] = [];
const READ_OPTIONS = { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false };

/** A list query as the table sends it: the same object shape (and so the same key) wherever it is built. */
function pageQuery(offset: number, limit: number, filters: QueryParams, extra: Partial<Pick<TableQuery, 'order' | 'search' | 'dateFrom' | 'dateTo'>> = {}): TableQuery {
  return { offset, limit, filters, ...extra };
}

const pageKey = (source: DataSource, query: TableQuery) => `${source.key}\n${JSON.stringify(query)}`;

/** A first page asked for before its table mounted, and its answer once it came. */
interface AheadPage {
  key: string;
  answer: Promise<TablePage>;
  page?: TablePage;
}

/** By pageKey; each is taken once, by the table that mounts for it, or dropped after HTTP_PREFETCH_KEEP_MS. */
const aheadPages = new Map<string, AheadPage>();

/**
 * Asks for what a list table asks for first, its OPTIONS and its first page,
 * before it mounts; mounted, it takes both (loadMetadata's cache, and the page
 * asked for here), and shows them at its first render when they have come.
 * Only where that first request follows from the configuration alone: a
 * JumpServer list without a date range, opened with nothing in the route's
 * query (a search, a filter, an order, a page).
 */
export function prefetchListTable(config: Pick<ListTableProps, 'url' | 'query' | 'dataSource' | 'dateRange'>, routeQuery: URLSearchParams): (() => void) | undefined {
  if (config.dataSource || config.dateRange || routeQuery.toString()) return undefined;
  // Before the session is known: a signed-out visitor's 401 is the startup guard's to meet.
  loadMetadata(config.url, quietHttp).catch(() => undefined);
  const source = jumpServerSource(config.url, quietHttp);
  const query = pageQuery(0, readPageSize(source.pageSizes, source.defaultPageSize), { ...config.query });
  const key = pageKey(source, query);
  if (aheadPages.has(key)) return undefined;
  const ahead: AheadPage = { key, answer: source.fetchPage(query) };
  ahead.answer.then(
    (page) => (ahead.page = page),
    () => aheadPages.delete(key),
  );
  aheadPages.set(key, ahead);
  const drop = () => {
    if (aheadPages.get(key) === ahead) aheadPages.delete(key);
  };
  setTimeout(drop, HTTP_PREFETCH_KEEP_MS);
  return drop;
}

function takeAheadPage(key: string): AheadPage | undefined {
  const ahead = aheadPages.get(key);
  aheadPages.delete(key);
  return ahead;
}

/** Why the rows or their columns could not be read, as the error catalogue says it. */
function loadErrorText(error: unknown): string {
  return failureText(error, t('table.loadFailed'));
}

/**
 * Everything a list table does with data: metadata, the list query and its
 * page, selection, preferences, the permission rules and the delete flows.
 * Its search, order, page and date range live in one query (useListQuery);
 * ListTableView draws the model it returns.
 */
export function useListTable(props: ListTableProps): ListTableModel {
  const translate = useT();
  const { routeByName, siblingRouteName, cloneTarget, hrefFor, navigateTo } = useRouteLinks();
  const route = routeByName(props.routeName);
  const known = (name: string | undefined) => (name && routeByName(name) ? name : undefined);
  const createRoute = props.formRoutes ? known(props.formRoutes.create) : siblingRouteName(props.routeName, 'Create');
  const updateRoute = props.formRoutes ? known(props.formRoutes.update) : siblingRouteName(props.routeName, 'Update');
  const cloneOf = useCallback(
    (id: string) => (!props.formRoutes ? cloneTarget(props.routeName, id) : createRoute ? { name: createRoute, query: { clone_from: id } } : undefined),
    [props.formRoutes, props.routeName, cloneTarget, createRoute],
  );
  const detailRoute = props.detailRoute ?? siblingRouteName(props.routeName, 'Detail');
  const source = useMemo(() => props.dataSource ?? jumpServerSource(props.url), [props.dataSource, props.url]);
  const tableKey = props.name ?? route?.path ?? props.url;

  const perms = useStore(sessionStore, (state) => state.perms);
  const rootOrg = useStore(sessionStore, (state) => state.currentOrg?.id === ROOT_ORG_ID || state.currentOrg?.is_root === true);
  const scope: PermissionScope = {
    perms,
    rootOrg,
    app: props.perms?.app ?? route?.app ?? '',
    resource: props.perms?.resource ?? route?.resource ?? '',
    orgChangeDisabled: route?.disableOrgsChange ?? false,
  };

  const { meta, error: metaError, retry: retryMeta } = useMetadata(props.url);
  const fields = useMemo(() => meta?.actions.GET ?? [], [meta]);
  const options = useMemo(() => {
    const yesNo = { yes: translate('common.yes'), no: translate('common.no') };
    return withColumnFilters(searchOptionsFromFields(fields, yesNo), fields, props.columns, yesNo);
  }, [fields, props.columns, translate]);

  // The list's own state is its query's; what the page sees of it besides (selection, open rows, a dialog) is its own.
  const [query, setQuery] = useListQuery(props.routeQuery, props.defaultQuery);
  const [fallbackRange] = useState(() => (props.dateRange === true ? defaultRange() : props.dateRange || undefined));
  const state = readListState(query, options, translate('search.search'), fallbackRange);
  const { pageSize: elementPageSize } = useElementOptions();
  const offered = (size: number | undefined) => (size !== undefined && source.pageSizes.includes(size) ? size : undefined);
  // The element's `page-size` first, when the table offers it; else the size last chosen.
  const [pageSize, setPageSize] = useState(() => offered(elementPageSize) ?? readPageSize(source.pageSizes, source.defaultPageSize));
  // A new `page-size` on the element reloads its tables in that size.
  const [followedSize, setFollowedSize] = useState(elementPageSize);
  if (elementPageSize !== followedSize) {
    setFollowedSize(elementPageSize);
    const size = offered(elementPageSize);
    if (size !== undefined) setPageSize(size);
  }
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [preferences, setPreferences] = useState(() => readTablePreferences(tableKey));
  const [dragWidths, setDragWidths] = useState<Record<string, number>>({});
  const [dialog, setDialog] = useState<ListDialog | null>(null);

  const searched = tagsToQuery(state.tags);
  const filters: QueryParams = { ...props.query, ...searched.filters };
  const tableQuery = pageQuery(source.paged ? (state.page - 1) * pageSize : 0, pageSize, filters, {
    ...(state.order ? { order: state.order } : {}),
    ...(searched.search ? { search: searched.search } : {}),
    ...(state.range ? { dateFrom: state.range.from.toISOString(), dateTo: state.range.to.toISOString() } : {}),
  });
  // Filters a link brings are told from the screen's own keys by the fields: until those are known, nothing is read.
  const ready = Boolean(meta) || !mayFilter(query);
  // The first page asked for before the table mounted (prefetchListTable): come already, it is the first
  // render's rows; else the table's first fetch waits for its answer rather than asking again.
  const [ahead] = useState(() => takeAheadPage(pageKey(source, tableQuery)));
  const pending = useRef(ahead?.page ? undefined : ahead?.answer);
  const firstPage = ahead?.key === pageKey(source, tableQuery) ? ahead.page : undefined;
  const list = useData(
    ready ? listKey(source.key, tableQuery) : null,
    () => {
      const answer = pending.current;
      pending.current = undefined;
      return answer ?? source.fetchPage(tableQuery);
    },
    firstPage ? { ...READ_OPTIONS, fallbackData: firstPage, revalidateOnMount: false } : READ_OPTIONS,
  );
  const reloadRef = useRef(list.mutate);
  reloadRef.current = list.mutate;
  const reload = useCallback(() => void reloadRef.current(), []);

  // The rows show once the columns (the OPTIONS) have come too: the page's decoration waits for both.
  const settled = Boolean((list.data && meta) || list.error || metaError);
  useEffect(() => {
    if (settled) markMainContentShown();
  }, [settled]);
  // Rows gone from the page (decided, deleted elsewhere) leave the selection: an action must not reach them.
  useEffect(() => {
    if (!list.data) return;
    const present = new Set(list.data.rows.map((row) => row.id));
    setSelected((current) => ([...current.keys()].every((id) => present.has(id)) ? current : new Map([...current].filter(([id]) => present.has(id)))));
  }, [list.data]);

  const rowActionsWanted = {
    update: props.rowActions?.update ?? Boolean(updateRoute),
    delete: props.rowActions?.delete ?? true,
    clone: props.rowActions?.clone ?? false,
    extra: props.rowActions?.extra ?? NO_ACTIONS,
  };
  const withActions = rowActionsWanted.update || rowActionsWanted.delete || rowActionsWanted.clone || rowActionsWanted.extra.length > 0;
  const selectable = props.selectable ?? true;
  const columns = useMemo(
    () =>
      buildColumns(fields, {
        overrides: props.columns,
        exclude: props.exclude,
        actionsLabel: translate('table.actions'),
        selectionLabel: translate('table.select'),
        withActions,
        withSelection: selectable,
      }),
    [fields, props.columns, props.exclude, translate, withActions, selectable],
  );
  const fixed = new Set([SELECTION_KEY, ACTIONS_KEY, ...(props.minColumns ?? [])]);

  const selectedRows = [...selected.values()];
  const context: ActionContext = { selected: selectedRows, reload };
  const change = (next: Partial<ListState>) => {
    setQuery(writeListState(query, next, options));
    setSelected(new Map());
  };

  async function remove(rows: Row[], bulk: boolean): Promise<void> {
    const ids = rows.map((row) => row.id);
    const { deleteRows } = await import('./delete-rows');
    if (!(await deleteRows(source, ids, bulk))) return;
    props.onDeleted?.(ids);
    setSelected((current) => new Map([...current].filter(([id]) => !ids.includes(id))));
    reload();
  }
  const removing = useRef(remove);
  removing.current = remove;

  const toolbarWanted = { ...DEFAULT_TOOLBAR, ...props.toolbar, ...(props.bulkUpdate && props.toolbar?.bulkUpdate !== false ? { bulkUpdate: true } : {}) };
  if (!createRoute) {
    toolbarWanted.create = false;
    toolbarWanted.clone = false;
  }

  const write = writable(scope);
  const { editable } = props.rowActions ?? {};
  const mayChange = can(scope, 'change');
  const mayDelete = can(scope, 'delete');
  const mayAdd = can(scope, 'add');
  // Built again only when what they depend on changes: the columns and rows keep theirs.
  const rowActions = useMemo(() => {
    const rowWritable = ({ row }: ActionContext) => write && (!row || !editable || editable(row));
    const actions: ActionButton[] = [];
    if (rowActionsWanted.update && updateRoute) {
      actions.push({
        name: 'update',
        title: translate('table.update'),
        order: 10,
        has: mayChange,
        can: rowWritable,
        onClick: ({ row }) => row && navigateTo({ name: updateRoute, params: { id: row.id } }),
      });
    }
    if (rowActionsWanted.delete) {
      actions.push({
        name: 'delete',
        title: translate('table.delete'),
        order: 20,
        variant: 'danger',
        has: mayDelete,
        // The global organization reads everything and deletes nothing.
        can: rowWritable,
        confirm: { title: translate('table.deleteTitle'), message: ({ row }) => translate('table.confirmDelete', { name: row ? rowLabel(row) : '' }) },
        onClick: ({ row }) => row && removing.current([row], false),
      });
    }
    if (rowActionsWanted.clone && createRoute) {
      const clone = (row: Row) => navigateTo(cloneOf(row.id) ?? { name: createRoute });
      actions.push({ name: 'clone', title: translate('table.clone'), order: 30, has: mayAdd, can: write, onClick: ({ row }) => row && clone(row) });
    }
    return [...actions, ...rowActionsWanted.extra];
  }, [
    rowActionsWanted.update,
    rowActionsWanted.delete,
    rowActionsWanted.clone,
    rowActionsWanted.extra,
    editable,
    write,
    mayChange,
    mayDelete,
    mayAdd,
    updateRoute,
    createRoute,
    translate,
    navigateTo,
    cloneOf,
  ]);

  const shown = shownColumnKeys(columns, { chosen: preferences.showColumns, defaults: props.defaultColumns, fixed });
  const status: GridState =
    metaError && !meta
      ? { kind: 'error', message: loadErrorText(metaError) }
      : list.error
        ? { kind: 'error', message: loadErrorText(list.error) }
        : !list.data || !meta
          ? { kind: 'loading' }
          : { kind: 'ready' };
  const keepPreferences = (change: Parameters<typeof writeTablePreferences>[1]) => {
    writeTablePreferences(tableKey, change);
    setPreferences(readTablePreferences(tableKey));
  };

  return {
    status,
    items: route?.title ? translate(route.title) : undefined,
    refreshing: list.isValidating && Boolean(list.data),
    rows: flattenRows(list.data?.rows ?? [], expanded),
    columns: { all: columns, shown, fixed, widths: { ...preferences.columnWidths, ...dragWidths } },
    search: props.search !== false && meta ? { options, tags: state.tags } : undefined,
    headerFilters: {
      choices: Object.fromEntries(options.filter((option) => props.columns?.[option.value]?.filter && option.children).map((option) => [option.value, option.children ?? []])),
      values: Object.fromEntries(state.tags.map((tag) => [tag.key, tag.value])),
    },
    range: state.range,
    order: state.order,
    // A failed read shows no total: the count drops to 0.
    paging: source.paged ? { count: list.error ? 0 : (list.data?.count ?? 0), page: state.page, pageSize, pageSizes: source.pageSizes } : undefined,
    selected: new Set(selected.keys()),
    toolbar: toolbarState(scope, toolbarWanted, selected.size),
    extraActions: props.extraActions ?? NO_ACTIONS,
    bulkActions: props.bulkActions ?? NO_ACTIONS,
    rowActions,
    context,
    rowLinks: {
      detailHref: detailRoute && !props.onOpen ? (row: Row) => hrefFor({ name: detailRoute, params: { id: row.id } }) : undefined,
      onOpen: props.onOpen,
      column: props.linkColumn,
      highlightId: query.get('id') ?? undefined,
    },
    dialog: {
      open: dialog,
      url: props.url,
      baseQuery: props.query ?? {},
      exportFilters: {
        ...filters,
        ...(searched.search ? { search: searched.search } : {}),
        ...(state.order ? { order: state.order } : {}),
        ...(state.range ? { date_from: state.range.from.toISOString(), date_to: state.range.to.toISOString() } : {}),
      },
      filtered: Object.keys(filters).some((key) => !(key in (props.query ?? {}))) || Boolean(searched.search) || Boolean(props.dateRange),
      exportNeedsMfa: props.exportNeedsMfa ?? false,
      bulkUpdate: props.bulkUpdate,
    },
    on: {
      search: (tags) => change({ tags: [...tags] }),
      filter: (key, choice) => {
        const label = options.find((option) => option.value === key)?.label ?? key;
        change({ tags: [...(choice ? addTag(state.tags, { key, label, value: choice.value, valueLabel: choice.label }) : state.tags.filter((tag) => tag.key !== key))] });
      },
      range: (range) => change({ range }),
      sort: (order) => change({ order }),
      page: (page) => change({ page }),
      pageSize: (size) => {
        writePageSize(size);
        setPageSize(size);
        change({});
      },
      select: (row, on) =>
        setSelected((current) => {
          const next = new Map(current);
          if (on) next.set(row.id, row);
          else next.delete(row.id);
          return next;
        }),
      selectAll: (on) => setSelected(on ? new Map(flattenRows(list.data?.rows ?? [], expanded).map((item) => [item.row.id, item.row])) : new Map()),
      expand: (row) =>
        setExpanded((current) => {
          const next = new Set(current);
          if (next.has(row.id)) next.delete(row.id);
          else next.add(row.id);
          return next;
        }),
      showColumns: (keys) => keepPreferences({ showColumns: keys }),
      resizeColumn: (key, width) => setDragWidths((current) => ({ ...current, [key]: width })),
      keepColumnWidth: (key, width) => {
        keepPreferences({ columnWidths: { ...preferences.columnWidths, [key]: width } });
        setDragWidths(({ [key]: _, ...rest }) => rest);
      },
      retry: () => {
        retryMeta();
        reload();
      },
      create: () => createRoute && navigateTo({ name: createRoute }),
      clone: () => {
        const target = selectedRows[0] && cloneOf(selectedRows[0].id);
        if (target) navigateTo(target);
      },
      bulkDelete: () =>
        void runAction(
          {
            name: 'bulkDelete',
            title: translate('table.delete'),
            variant: 'danger',
            confirm: { title: translate('table.deleteTitle'), message: translate('table.confirmBulkDelete', { count: selectedRows.length }) },
            onClick: () => remove(selectedRows, true),
          },
          context,
        ),
      openDialog: setDialog,
      reload,
    },
  };
}
