// Models of a list table in each of its states, made by hand: ListTableView
// draws them without a server, a session or routes.
import { makeFieldMeta } from '../../../src/core/metadata';
import { toolbarState } from '../../../src/blocks/list-table/action-rules';
import { ACTIONS_KEY, buildColumns, flattenRows, SELECTION_KEY } from '../../../src/blocks/list-table/columns';
import type { ListTableModel } from '../../../src/blocks/list-table/use-list-table';
import type { Row } from '../../../src/blocks/resource/row';
import { searchOptionsFromFields } from '../../../src/blocks/search-bar/search-tags';

const FIELDS = [
  makeFieldMeta('id', { type: 'string', label: 'ID' }),
  makeFieldMeta('name', { type: 'string', label: 'Name', filter: true, order: true }),
  makeFieldMeta('username', { type: 'string', label: 'Username', filter: true, order: true }),
  makeFieldMeta('is_active', { type: 'boolean', label: 'Active', filter: true }),
  makeFieldMeta('date_joined', { type: 'datetime', label: 'Date joined' }),
];
const COLUMNS = buildColumns(FIELDS, { actionsLabel: 'Actions', selectionLabel: 'Select', withActions: true, withSelection: true });
const ALL = { create: true, import: true, export: true, bulkUpdate: false, bulkDelete: true, clone: false };
const PERMS = new Set(['users.add_user', 'users.change_user', 'users.delete_user', 'users.view_user']);

/** Users numbered from `first`, as a list answer has them. */
export function users(count: number, first = 1): Row[] {
  return Array.from({ length: count }, (_, index) => {
    const n = first + index;
    return { id: `u${n}`, name: `User ${n}`, username: `user${n}`, is_active: n % 3 !== 0, date_joined: '2024/05/01 10:20:30 +0000' };
  });
}

/** What the view asked for, in order: `page 2`, `select u1`, `retry`… */
export type Calls = string[];

/**
 * A list model of users: ready with the given rows (one page of them unless a
 * count says more), everything the user does written down in `calls`.
 */
interface Wanted {
  rows?: Row[];
  count?: number;
  page?: number;
  selected?: string[];
  status?: ListTableModel['status'];
  headerFilters?: ListTableModel['headerFilters'];
}

export function listModel({ rows = users(3), count = rows.length, page = 1, selected = [], status = { kind: 'ready' }, headerFilters }: Wanted = {}): {
  model: ListTableModel;
  calls: Calls;
} {
  const calls: Calls = [];
  // A row by its id, a value as JSON; a click's event or an action's context says nothing more than the call.
  const said = (arg: unknown) =>
    arg instanceof Event || (arg && typeof arg === 'object' && ('nativeEvent' in arg || 'selected' in arg))
      ? []
      : [arg && typeof arg === 'object' && 'id' in arg ? String((arg as Row).id) : JSON.stringify(arg)];
  const call =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, ...args.flatMap(said)].join(' '));
  const selectedRows = rows.filter((row) => selected.includes(row.id));
  const context = { selected: selectedRows, reload: call('reload') };
  const model: ListTableModel = {
    status,
    items: 'Users',
    refreshing: false,
    rows: flattenRows(rows, new Set()),
    columns: { all: COLUMNS, shown: new Set(COLUMNS.map((column) => column.key)), fixed: new Set([SELECTION_KEY, ACTIONS_KEY]), widths: {} },
    search: { options: searchOptionsFromFields(FIELDS, { yes: 'Yes', no: 'No' }), tags: [] },
    headerFilters,
    range: undefined,
    order: undefined,
    paging: { count, page, pageSize: 15, pageSizes: [15, 30, 50, 100] },
    selected: new Set(selected),
    toolbar: toolbarState({ perms: PERMS, app: 'users', resource: 'user', rootOrg: false, orgChangeDisabled: false }, ALL, selected.length),
    extraActions: [],
    bulkActions: [],
    rowActions: [
      { name: 'update', title: 'Update', order: 10, onClick: call('update') },
      { name: 'delete', title: 'Delete', order: 20, variant: 'danger', onClick: call('delete') },
    ],
    context,
    rowLinks: { detailHref: (row) => `#/console/users/users/${row.id}` },
    dialog: { open: null, url: '/api/v1/users/users/', baseQuery: {}, exportFilters: {}, filtered: false, exportNeedsMfa: false, bulkUpdate: undefined },
    on: {
      search: call('search'),
      filter: call('filter'),
      range: call('range'),
      sort: call('sort'),
      page: call('page'),
      pageSize: call('pageSize'),
      select: (row, on) => calls.push(`select ${row.id} ${on}`),
      selectAll: call('selectAll'),
      expand: call('expand'),
      showColumns: call('showColumns'),
      resizeColumn: call('resizeColumn'),
      keepColumnWidth: call('keepColumnWidth'),
      retry: call('retry'),
      create: call('create'),
      clone: call('clone'),
      bulkDelete: call('bulkDelete'),
      openDialog: call('openDialog'),
      reload: call('reload'),
    },
  };
  return { model, calls };
}

/** The list in each of its states. */
export const STATES = {
  loading: () => listModel({ rows: [], count: 0, status: { kind: 'loading' } }),
  empty: () => listModel({ rows: [] }),
  error: () => listModel({ rows: [], count: 0, status: { kind: 'error', message: 'The server could not be reached' } }),
  onePage: () => listModel({ rows: users(3) }),
  manyPages: () => listModel({ rows: users(15, 31), count: 95, page: 3 }),
  selection: () => listModel({ rows: users(3), selected: ['u1', 'u3'] }),
};
