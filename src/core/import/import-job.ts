import { createStore, type StoreApi } from 'zustand/vanilla';
import { IMPORT_PAGE_SIZE, IMPORT_ROW_PAUSE_MS } from '../constants';
import { importColumnWidth } from './import-file';

/** The import task (spec "Import task"): pending, started, stopped, done. */
export type ImportStatus = 'pending' | 'started' | 'stopped' | 'done';

export type RowState = { state: 'pending' } | { state: 'ok' } | { state: 'error'; data: unknown };

/** What the action button offers in each state. */
export type ImportAction = 'import' | 'stop' | 'continue' | 'finished';

export interface ImportColumn {
  /** The column title as the file had it, e.g. `*Name`. */
  label: string;
  field: string;
}

export type ImportRow = Readonly<Record<string, unknown>>;

export interface ImportJobState {
  status: ImportStatus;
  columns: readonly ImportColumn[];
  rows: readonly ImportRow[];
  /** Each column's width in the grid, from the rows as the file had them (an edit does not resize a column). */
  widths: readonly number[];
  rowStates: readonly RowState[];
  /** The row being sent, if any. */
  current: number | null;
}

interface ImportJobOptions {
  columns: readonly ImportColumn[];
  rows: readonly ImportRow[];
  /** Creates or updates one row on the server; a rejection carries the server's answer. */
  send: (row: ImportRow, index: number) => Promise<unknown>;
  /** Reads the server's answer out of a failure (the 400 body). */
  errorData?: (error: unknown) => unknown;
  pageSize?: number;
  pauseMs?: number;
  wait?: (ms: number) => Promise<void>;
}

export interface ImportJob {
  store: StoreApi<ImportJobState>;
  /** Import, or Continue: sends every pending row (after done, failed rows are pending again). */
  start(): Promise<void>;
  stop(): void;
  editCell(index: number, field: string, value: unknown): void;
}

const PENDING: RowState = { state: 'pending' };
const OK: RowState = { state: 'ok' };

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export function createImportJob(options: ImportJobOptions): ImportJob {
  const pageSize = options.pageSize ?? IMPORT_PAGE_SIZE;
  const pauseMs = options.pauseMs ?? IMPORT_ROW_PAUSE_MS;
  const wait = options.wait ?? sleep;
  const errorData = options.errorData ?? ((error: unknown) => error);
  const store = createStore<ImportJobState>(() => ({
    status: 'pending',
    columns: options.columns,
    rows: options.rows,
    widths: options.columns.map((column) => importColumnWidth(column, options.rows)),
    rowStates: options.rows.map(() => PENDING),
    current: null,
  }));
  // Each run has its number: a stopped run that wakes up after a new one started must not go on.
  let run = 0;

  const setRowState = (index: number, rowState: RowState) => {
    const rowStates = store.getState().rowStates.slice();
    rowStates[index] = rowState;
    store.setState({ rowStates });
  };

  async function start(): Promise<void> {
    const state = store.getState();
    if (state.status === 'started') return;
    if (state.status === 'done') {
      store.setState({ rowStates: state.rowStates.map((row) => (row.state === 'error' ? PENDING : row)) });
    }
    const mine = ++run;
    store.setState({ status: 'started' });
    const total = store.getState().rows.length;
    for (let first = 0; first < total; first += pageSize) {
      let sent = false;
      for (let index = first; index < Math.min(first + pageSize, total); index++) {
        if (run !== mine) return;
        if (store.getState().rowStates[index]?.state !== 'pending') continue;
        if (sent) await wait(pauseMs);
        if (run !== mine) return;
        sent = true;
        store.setState({ current: index });
        const row = store.getState().rows[index] ?? {};
        try {
          await options.send(row, index);
          setRowState(index, OK);
        } catch (error) {
          setRowState(index, { state: 'error', data: errorData(error) });
        }
      }
      if (sent && first + pageSize < total) await wait(pauseMs);
    }
    if (run !== mine) return;
    store.setState({ status: 'done', current: null });
  }

  function stop(): void {
    if (store.getState().status !== 'started') return;
    run += 1;
    store.setState({ status: 'stopped', current: null });
  }

  function editCell(index: number, field: string, value: unknown): void {
    const { rows } = store.getState();
    const row = rows[index];
    if (!row || row[field] === value) return;
    const next = rows.slice();
    next[index] = { ...row, [field]: value };
    store.setState({ rows: next });
    setRowState(index, PENDING);
  }

  return { store, start, stop, editCell };
}

export function importAction(state: Pick<ImportJobState, 'status' | 'rowStates'>): ImportAction {
  switch (state.status) {
    case 'pending':
      return 'import';
    case 'started':
      return 'stop';
    case 'stopped':
      return 'continue';
    case 'done':
      return state.rowStates.every((row) => row.state === 'ok') ? 'finished' : 'continue';
  }
}

export interface ImportProgress {
  total: number;
  ok: number;
  failed: number;
  /** Processed over total, in percent, rounded. */
  percent: number;
}

export function importProgress(rowStates: readonly RowState[]): ImportProgress {
  let ok = 0;
  let failed = 0;
  for (const row of rowStates) {
    if (row.state === 'ok') ok += 1;
    else if (row.state === 'error') failed += 1;
  }
  const total = rowStates.length;
  return { total, ok, failed, percent: total ? Math.round(((ok + failed) / total) * 100) : 0 };
}
