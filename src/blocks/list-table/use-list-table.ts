import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { markMainContentShown } from '../../core/main-content';
import { useStore } from 'zustand';
import { ERROR_FLASH_MS, HTTP_PREFETCH_KEEP_MS, ROOT_ORG_ID } from '../../core/constants';
import { errorText, feedback, messageFor, isHttpError, type QueryParams } from '../../core/http';
import { t } from '../../core/i18n';
import { sessionStore } from '../../core/session/store';
import { useElementOptions } from '../custom-element/host-context';
import { loadMetadata } from '../../core/metadata';
import { useMetadata } from '../metadata/use-metadata';
import { tagsToQuery, type FilterTag } from '../search-bar/search-tags';
import type { DateRange } from '../date-range/date-range-values';
import { can, toolbarState, writable, type PermissionScope } from './action-rules';
import { ACTIONS_KEY, buildColumns, flattenRows, SELECTION_KEY, shownColumnKeys } from './columns';
import { jumpServerSource, type DataSource, type TablePage, type TableQuery } from './data-source';
import type { ListTableProps } from './list-table';
import { readPageSize, readTablePreferences, writePageSize, writeTablePreferences } from './table-preferences';
import { rowLabel } from './table-grid';
import type { ActionButton, ActionContext, ColumnConfig, Row, ToolbarAction } from './types';

export interface ListTableOptions {
  url: string;
  source: DataSource;
  /** Preferences key: the table's name, or its route and path. */
  tableKey: string;
  scope: Omit<PermissionScope, 'perms' | 'rootOrg'>;
  query?: QueryParams | undefined;
  columns?: Readonly<Record<string, ColumnConfig>> | undefined;
  defaultColumns?: readonly string[] | undefined;
  minColumns?: readonly string[] | undefined;
  exclude?: readonly string[] | undefined;
  toolbar: Readonly<Record<ToolbarAction, boolean>>;
  rowActions: {
    update: boolean;
    delete: boolean;
    clone: boolean;
    extra: readonly ActionButton[];
    /** false for a row the server will not change or delete (a built-in role): its update and delete stay disabled. */
    editable?: ((row: Row) => boolean) | undefined;
  };
  selectable: boolean;
  initialOrder?: string | undefined;
  initialTags?: readonly FilterTag[] | undefined;
  dateRange?: DateRange | undefined;
  navigate: {
    create?: (() => void) | undefined;
    update?: ((row: Row) => void) | undefined;
    clone?: ((row: Row) => void) | undefined;
  };
  /** After rows were deleted, with their ids. */
  onDeleted?: ((ids: string[]) => void) | undefined;
}

export type PendingDelete = { rows: Row[]; bulk: boolean } | null;
export type OpenDialog = 'import' | 'export' | 'bulkUpdate' | null;

/** A list query as the table sends it, the same object shape (and so the same key) wherever it is built. */
function tableQuery(offset: number, limit: number, filters: QueryParams, extra: Partial<Pick<TableQuery, 'order' | 'search' | 'dateFrom' | 'dateTo'>> = {}): TableQuery {
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
 * query (an order, a filter, a search).
 */
export function prefetchListTable(config: Pick<ListTableProps, 'url' | 'query' | 'dataSource' | 'dateRange'>, routeQuery: URLSearchParams): void {
  if (config.dataSource || config.dateRange || routeQuery.toString()) return;
  loadMetadata(config.url).catch(() => undefined);
  const source = jumpServerSource(config.url);
  const query = tableQuery(0, readPageSize(source.pageSizes, source.defaultPageSize), { ...config.query });
  const key = pageKey(source, query);
  if (aheadPages.has(key)) return;
  const ahead: AheadPage = { key, answer: source.fetchPage(query) };
  ahead.answer.then(
    (page) => (ahead.page = page),
    () => aheadPages.delete(key),
  );
  aheadPages.set(key, ahead);
  setTimeout(() => {
    if (aheadPages.get(key) === ahead) aheadPages.delete(key);
  }, HTTP_PREFETCH_KEEP_MS);
}

function takeAheadPage(key: string): AheadPage | undefined {
  const ahead = aheadPages.get(key);
  aheadPages.delete(key);
  return ahead;
}

/**
 * Everything a list table does with data: metadata, the list query and its
 * page, selection, preferences, the permission rules and the delete flows.
 * The view gets the result and draws it.
 */
export function useListTable(options: ListTableOptions) {
  const { source } = options;
  const perms = useStore(sessionStore, (state) => state.perms);
  const rootOrg = useStore(sessionStore, (state) => state.currentOrg?.id === ROOT_ORG_ID || state.currentOrg?.is_root === true);
  const scope: PermissionScope = { ...options.scope, perms, rootOrg };

  const { meta, error: metaError, retry: retryMeta } = useMetadata(options.url);
  const fields = meta?.actions.GET ?? [];

  // The element's `page-size` first, when the table offers it; else the size last chosen.
  const { pageSize: elementPageSize } = useElementOptions();
  const [pageSize, setPageSize] = useState(() =>
    elementPageSize !== undefined && source.pageSizes.includes(elementPageSize) ? elementPageSize : readPageSize(source.pageSizes, source.defaultPageSize),
  );
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<string | undefined>(options.initialOrder);
  const [tags, setTags] = useState<readonly FilterTag[]>(options.initialTags ?? []);
  const [range, setRange] = useState<DateRange | undefined>(options.dateRange);
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [preferences, setPreferences] = useState(() => readTablePreferences(options.tableKey));
  const [dragWidths, setDragWidths] = useState<Record<string, number>>({});
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const searchQuery = tagsToQuery(tags);
  const filters: QueryParams = { ...options.query, ...searchQuery.filters };
  const query = tableQuery(source.paged ? (page - 1) * pageSize : 0, pageSize, filters, {
    ...(order ? { order } : {}),
    ...(searchQuery.search ? { search: searchQuery.search } : {}),
    ...(range ? { dateFrom: range.from.toISOString(), dateTo: range.to.toISOString() } : {}),
  });
  const key = ['list', source.key, JSON.stringify(query)];
  // The first page asked for before the table mounted (prefetchListTable): come already, it is the first
  // render's rows; else the table's first fetch waits for its answer rather than asking again.
  const [ahead] = useState(() => takeAheadPage(pageKey(source, query)));
  const pending = useRef(ahead?.page ? undefined : ahead?.answer);
  const firstPage = ahead?.key === pageKey(source, query) ? ahead.page : undefined;
  const list = useSWR(
    key,
    () => {
      const answer = pending.current;
      pending.current = undefined;
      return answer ?? source.fetchPage(query);
    },
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false, ...(firstPage ? { fallbackData: firstPage, revalidateOnMount: false } : {}) },
  );
  const reloadRef = useRef(list.mutate);
  reloadRef.current = list.mutate;
  const reload = useCallback(() => void reloadRef.current(), []);

  const settled = Boolean(list.data || list.error);
  useEffect(() => {
    if (settled) markMainContentShown();
  }, [settled]);
  const rows = list.data?.rows ?? [];
  // Rows gone from the page (decided, deleted elsewhere) leave the selection: an action must not reach them.
  useEffect(() => {
    if (!list.data) return;
    const present = new Set(list.data.rows.map((row) => row.id));
    setSelected((current) => ([...current.keys()].every((id) => present.has(id)) ? current : new Map([...current].filter(([id]) => present.has(id)))));
  }, [list.data]);
  // A failed fetch shows no total: the count drops to 0.
  const count = list.error ? 0 : (list.data?.count ?? 0);
  const selectedRows = [...selected.values()];
  const context: ActionContext = { selected: selectedRows, reload };

  const resetPaging = () => {
    setPage(1);
    setSelected(new Map());
  };

  const columns = useMemo(
    () =>
      buildColumns(fields, {
        overrides: options.columns,
        exclude: options.exclude,
        actionsLabel: t('table.actions'),
        selectionLabel: t('table.select'),
        withActions: options.rowActions.update || options.rowActions.delete || options.rowActions.clone || options.rowActions.extra.length > 0,
        withSelection: options.selectable,
      }),
    [fields, options.columns, options.exclude, options.selectable, options.rowActions],
  );
  const fixed = new Set([SELECTION_KEY, ACTIONS_KEY, ...(options.minColumns ?? [])]);
  const shown = shownColumnKeys(columns, { chosen: preferences.showColumns, defaults: options.defaultColumns, fixed });
  const widths = { ...preferences.columnWidths, ...dragWidths };

  const toolbar = toolbarState(scope, options.toolbar, selected.size);

  async function remove(target: Row[], bulk: boolean): Promise<void> {
    try {
      await source.remove(target.map((row) => row.id));
      options.onDeleted?.(target.map((row) => row.id));
      feedback().flash(t(bulk ? 'table.bulkDeleteSuccess' : 'table.deleteSuccess'), 'success', ERROR_FLASH_MS);
      setSelected((current) => {
        const next = new Map(current);
        for (const row of target) next.delete(row.id);
        return next;
      });
      reload();
    } catch (error) {
      feedback().flash(deleteErrorText(error, bulk), 'error', ERROR_FLASH_MS);
    } finally {
      setPendingDelete(null);
    }
  }

  const write = writable(scope);
  const { editable } = options.rowActions;
  const rowWritable = ({ row }: ActionContext) => write && (!row || !editable || editable(row));
  const rowActions: ActionButton[] = [];
  if (options.rowActions.update && options.navigate.update) {
    const go = options.navigate.update;
    rowActions.push({ name: 'update', title: t('table.update'), order: 10, has: can(scope, 'change'), can: rowWritable, onClick: ({ row }) => row && go(row) });
  }
  if (options.rowActions.delete) {
    rowActions.push({
      name: 'delete',
      title: t('table.delete'),
      order: 20,
      variant: 'danger',
      has: can(scope, 'delete'),
      // The global organization reads everything and deletes nothing.
      can: rowWritable,
      onClick: ({ row }) => row && setPendingDelete({ rows: [row], bulk: false }),
    });
  }
  if (options.rowActions.clone && options.navigate.clone) {
    const go = options.navigate.clone;
    rowActions.push({ name: 'clone', title: t('table.clone'), order: 30, has: can(scope, 'add'), can: write, onClick: ({ row }) => row && go(row) });
  }
  rowActions.push(...options.rowActions.extra);

  return {
    meta,
    metaError: metaError ? loadErrorText(metaError) : undefined,
    retryMeta,
    fields,
    columns: columns.filter((column) => shown.has(column.key)),
    allColumns: columns,
    shown,
    fixed,
    widths,
    rows: flattenRows(rows, expanded),
    count,
    loading: !list.data && !list.error,
    refreshing: list.isValidating && Boolean(list.data),
    error: list.error ? loadErrorText(list.error) : undefined,
    page,
    pageSize,
    pageSizes: source.pageSizes,
    paged: source.paged,
    order,
    tags,
    range,
    selected,
    selectedRows,
    toolbar,
    rowActions,
    context,
    pendingDelete,
    dialog,
    filters,
    search: searchQuery.search,
    reload,
    retry: () => {
      retryMeta();
      reload();
    },
    setPage: (next: number) => {
      setPage(next);
      setSelected(new Map());
    },
    setPageSize: (size: number) => {
      writePageSize(size);
      setPageSize(size);
      resetPaging();
    },
    setOrder: (next: string | undefined) => {
      setOrder(next);
      resetPaging();
    },
    setTags: (next: readonly FilterTag[]) => {
      setTags(next);
      resetPaging();
    },
    setRange: (next: DateRange) => {
      setRange(next);
      resetPaging();
    },
    select: (row: Row, on: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        if (on) next.set(row.id, row);
        else next.delete(row.id);
        return next;
      }),
    selectAll: (on: boolean) => setSelected(on ? new Map(flattenRows(rows, expanded).map((item) => [item.row.id, item.row])) : new Map()),
    toggleExpand: (row: Row) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(row.id)) next.delete(row.id);
        else next.add(row.id);
        return next;
      }),
    setShownColumns: (keys: string[]) => {
      writeTablePreferences(options.tableKey, { showColumns: keys });
      setPreferences(readTablePreferences(options.tableKey));
    },
    resizeColumn: (column: string, width: number) => setDragWidths((current) => ({ ...current, [column]: width })),
    commitColumnWidth: (column: string, width: number) => {
      writeTablePreferences(options.tableKey, { columnWidths: { ...preferences.columnWidths, [column]: width } });
      setPreferences(readTablePreferences(options.tableKey));
      setDragWidths((current) => {
        const { [column]: _, ...rest } = current;
        return rest;
      });
    },
    /** A new route query (a link, or a form coming back): its order, the first page, fresh rows. */
    applyRouteQuery: (nextOrder: string | undefined) => {
      setOrder(nextOrder);
      resetPaging();
      reload();
    },
    askBulkDelete: () => setPendingDelete({ rows: selectedRows, bulk: true }),
    cancelDelete: () => setPendingDelete(null),
    confirmDelete: () => (pendingDelete ? remove(pendingDelete.rows, pendingDelete.bulk) : undefined),
    openDialog: setDialog,
    deleteMessage: (pending: NonNullable<PendingDelete>) =>
      pending.bulk ? t('table.confirmBulkDelete', { count: pending.rows.length }) : t('table.confirmDelete', { name: rowLabel(pending.rows[0] ?? { id: '' }) }),
  };
}

/** Why the rows or their columns could not be read, as the error catalogue says it. */
function loadErrorText(error: unknown): string {
  return isHttpError(error) ? messageFor(error) : t('table.loadFailed');
}

/** Spec section 8: the server's detail if it has one, else "Delete failed" and the error. */
export function deleteErrorText(error: unknown, bulk: boolean): string {
  const data = isHttpError(error) ? error.data : undefined;
  const detail = (data as { detail?: unknown } | undefined)?.detail;
  if (!bulk && typeof detail === 'string' && detail) return detail;
  const reason = isHttpError(error) ? errorText(data) || messageFor(error) : error instanceof Error ? error.message : String(error);
  return `${t(bulk ? 'table.bulkDeleteFailed' : 'table.deleteFailed')} ${reason}`.trim();
}

export type ListTableModel = ReturnType<typeof useListTable>;
