import type { ReactNode } from 'react';
import type { QueryParams } from '../../core/http';
import type { DateRange } from '../date-range/date-range-values';
import type { FieldOverride } from '../form/form-types';
import type { Row } from '../resource/row';
import type { DataSource } from './data-source';
import { ListTableView } from './list-table-view';
import type { ActionButton, ColumnConfig, HeaderFilterKit, ToolbarAction } from './types';
import { prefetchListTable, useListTable } from './use-list-table';

export interface ListTableProps {
  /** The list URL, e.g. `/api/v1/users/users/`. */
  url: string;
  /** The list route's name (`UserList`): its siblings are the create, update and detail pages. */
  routeName: string;
  /**
   * The route's query: where the list keeps its search, filters, order, page
   * and dates (so that they survive a reload, the back button and coming
   * back), and the `id` to highlight. Without routes (an element), the list
   * starts from it and keeps its state itself.
   */
  routeQuery?: URLSearchParams;
  /** Preferences key; the route's path by default. */
  name?: string;
  /** Sent with every request and export (e.g. `group_id`). */
  query?: QueryParams;
  /**
   * The filters a list opens with when its query names none (open tickets):
   * shown as search tags the user may remove.
   */
  defaultQuery?: Readonly<Record<string, string>>;
  dataSource?: DataSource;
  columns?: Readonly<Record<string, ColumnConfig>>;
  /** Shows the columns' `filter`s in their headers: HEADER_FILTERS (header-filter.tsx). */
  columnFilters?: HeaderFilterKit;
  /** Shown until the user picks columns; all by default. */
  defaultColumns?: readonly string[];
  /** Columns that cannot be unticked, besides the selection and actions columns. */
  minColumns?: readonly string[];
  exclude?: readonly string[];
  /** Which toolbar actions the screen offers (bulk update and clone are off unless asked). */
  toolbar?: Partial<Record<ToolbarAction, boolean>>;
  extraActions?: readonly ActionButton[];
  /** Further actions on the selected rows, in the bulk-actions menu before bulk delete (disable, activate, remove from the organization); enabled once rows are selected. */
  bulkActions?: readonly ActionButton[];
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
  /** The create and update routes when they are not the list route's siblings (a page of several lists: the components page's endpoints). */
  formRoutes?: { create?: string; update?: string };
  /** Opens a row in place instead of linking to its detail route (an element embedded in another page). */
  onOpen?: (row: Row) => void;
  /** Controls of the screen's own that narrow the list (an automation's runs), before the search bar. */
  filters?: ReactNode;
  /** What a row shows under it when expanded (a command's output). */
  rowDetail?: (row: Row) => ReactNode;
}

/**
 * The generic list page body: columns from the server's metadata, search,
 * toolbar, row actions, selection, pager, import and export. A screen gives
 * its URL, its route name and what differs; the hook owns the state, the view
 * draws it.
 */
export function ListTable(props: ListTableProps) {
  return <ListTableView {...useListTable(props)} filters={props.filters} rowDetail={props.rowDetail} />;
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
