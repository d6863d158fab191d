import type { ListTableProps } from '../../blocks/list-table/list-table';

export { listScreen } from '../../blocks/list-table/list-table';

export type ListScreenConfig = Omit<ListTableProps, 'routeQuery'>;

/** Audit lists read, filter by date and export; nothing is created, changed or deleted there. */
export const READ_ONLY_LOG: Partial<ListScreenConfig> = {
  dateRange: true,
  toolbar: { create: false, import: false, bulkDelete: false },
  rowActions: { update: false, delete: false },
  selectable: false,
};

/** A list of named objects (the name column stays), any of which may be cloned into a new one. */
export const CLONEABLE_LIST: Partial<ListScreenConfig> = {
  minColumns: ['name'],
  rowActions: { clone: true },
};

/** A list that only reads (another object's related ones, a monitor, what the user was granted): searched and exported, changed on other pages. */
export const RELATED_LIST: Partial<ListScreenConfig> = {
  toolbar: { create: false, import: false, bulkDelete: false },
  rowActions: { update: false, delete: false },
  selectable: false,
};
