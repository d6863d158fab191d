import { prefetchListTable } from '../../blocks/list-table/first-page';
import { ListTable, type ListTableProps } from '../../blocks/list-table/list-table';
import type { ScreenProps } from '../types';

export type ListScreenConfig = Omit<ListTableProps, 'routeQuery'>;

/** Audit lists read, filter by date and export; nothing is created, changed or deleted there. */
export const READ_ONLY_LOG: Partial<ListScreenConfig> = {
  dateRange: true,
  toolbar: { create: false, import: false, bulkDelete: false },
  rowActions: { update: false, delete: false },
  selectable: false,
};

/** A list on another object's page (a user's permissions): read, searched and exported there, changed on its own pages. */
export const RELATED_LIST: Partial<ListScreenConfig> = {
  toolbar: { create: false, import: false, bulkDelete: false },
  rowActions: { update: false, delete: false },
  selectable: false,
};

/**
 * A list screen that is nothing but its list table's configuration, which it
 * carries (an element shows the same list); its first requests follow from it.
 */
export function listScreen(config: ListScreenConfig) {
  function ListScreen({ query }: ScreenProps) {
    return <ListTable {...config} routeQuery={query} />;
  }
  return Object.assign(ListScreen, { config, firstLoad: ({ query }: ScreenProps) => prefetchListTable(config, query) });
}
