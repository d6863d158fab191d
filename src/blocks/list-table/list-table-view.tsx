import detailMessages from 'jms:messages/details';
import formMessages from 'jms:messages/forms';
import { lazy, Suspense, type ReactNode } from 'react';
import { withMessages } from '../../core/i18n';
import type { Row } from '../resource/row';
import { Button } from '../controls/button';
import { useT } from '../i18n/use-t';
import { SearchBar } from '../search-bar/search-bar';
import { ColumnPicker } from './column-picker';
import * as styles from './list-table.css';
import { Pager } from './pager';
import { RowActionsCell } from './row-actions-cell';
import { TableGrid } from './table-grid';
import { Toolbar } from './toolbar';
import type { ListTableModel } from './use-list-table';

// Only the lists of events (sessions, logs) pick a date range: the picker loads with the first of them.
const DateRangePicker = lazy(withMessages(detailMessages, () => import('../date-range/date-range-picker').then((module) => ({ default: module.DateRangePicker }))));
// A list with rows (the usual first sight) does not need what an empty one says: it loads when a list is empty.
const EmptyList = lazy(() => import('./empty-list').then((module) => ({ default: module.EmptyList })));
const ImportDialog = lazy(withMessages(formMessages, () => import('../import/import-dialog').then((module) => ({ default: module.ImportDialog }))));
const ExportDialog = lazy(withMessages(formMessages, () => import('../export/export-dialog').then((module) => ({ default: module.ExportDialog }))));
const BatchUpdateDialog = lazy(withMessages(formMessages, () => import('../form/batch-update-dialog').then((module) => ({ default: module.BatchUpdateDialog }))));

/**
 * The list page body as its model says: toolbar with search and the table's
 * tools, the table in its state, the pager, and the open dialog. It reads
 * nothing itself, so every state can be drawn from a model made by hand.
 */
export function ListTableView({ filters, rowDetail, ...model }: ListTableModel & { filters?: ReactNode; rowDetail?: ((row: Row) => ReactNode) | undefined }) {
  const t = useT();
  const { columns, on, dialog } = model;
  const selectedRows = model.context.selected;
  const close = () => on.openDialog(null);

  return (
    <section className={styles.root} aria-label={t('table.label')}>
      <Toolbar
        state={model.toolbar}
        context={model.context}
        extra={model.extraActions}
        bulk={model.bulkActions}
        onCreate={on.create}
        onBulkUpdate={() => on.openDialog('bulkUpdate')}
        onBulkDelete={on.bulkDelete}
        onClone={on.clone}
      >
        {filters}
        {model.search && <SearchBar options={model.search.options} tags={model.search.tags} onChange={on.search} focusShortcut />}
        {model.range && (
          <Suspense fallback={null}>
            <DateRangePicker value={model.range} onChange={on.range} />
          </Suspense>
        )}
        <Button variant="icon" icon="refresh" aria-label={t('table.refresh')} title={t('table.refresh')} loading={model.refreshing} onClick={on.retry} />
        <ColumnPicker columns={columns.all} shown={columns.shown} fixed={columns.fixed} onChange={on.showColumns} />
        {model.toolbar.import.visible && <Button variant="icon" icon="upload" aria-label={t('table.import')} title={t('table.import')} onClick={() => on.openDialog('import')} />}
        {model.toolbar.export.visible && <Button variant="icon" icon="download" aria-label={t('table.export')} title={t('table.export')} onClick={() => on.openDialog('export')} />}
      </Toolbar>
      <TableGrid
        caption={t('table.label')}
        columns={columns.all.filter((column) => columns.shown.has(column.key))}
        rows={model.rows}
        state={model.status}
        empty={
          <Suspense fallback={null}>
            <EmptyList
              items={model.items}
              onClearSearch={model.search?.tags.length ? () => on.search([]) : undefined}
              range={model.range}
              onRange={on.range}
              onCreate={model.toolbar.create.visible ? on.create : undefined}
            />
          </Suspense>
        }
        onRetry={on.retry}
        skeletonRows={Math.min(model.paging?.pageSize ?? 15, 15)}
        selected={model.selected}
        onSelect={on.select}
        onSelectAll={on.selectAll}
        order={model.order}
        onSort={on.sort}
        headerFilters={model.headerFilters && { ...model.headerFilters, onChange: on.filter }}
        widths={columns.widths}
        onResize={on.resizeColumn}
        onResizeEnd={on.keepColumnWidth}
        onToggleExpand={on.expand}
        rowDetail={rowDetail}
        highlightId={model.rowLinks.highlightId}
        detailHref={model.rowLinks.detailHref}
        linkColumn={model.rowLinks.column}
        onOpen={model.rowLinks.onOpen}
        renderActions={(row) => <RowActionsCell actions={model.rowActions} context={{ ...model.context, row }} />}
      />
      {model.paging && <Pager {...model.paging} onPage={on.page} onPageSize={on.pageSize} />}
      <Suspense fallback={null}>
        {dialog.open === 'import' && <ImportDialog url={dialog.url} selectedIds={selectedRows.map((row) => row.id)} onClose={close} onImported={on.reload} />}
        {dialog.open === 'export' && (
          <ExportDialog
            url={dialog.url}
            selectedIds={selectedRows.map((row) => row.id)}
            filtered={dialog.filtered}
            filters={dialog.exportFilters}
            baseQuery={dialog.baseQuery}
            needsMfa={dialog.exportNeedsMfa}
            onClose={close}
          />
        )}
        {dialog.open === 'bulkUpdate' && dialog.bulkUpdate && (
          <BatchUpdateDialog
            url={dialog.url}
            rows={selectedRows}
            fields={dialog.bulkUpdate.fields}
            disabled={dialog.bulkUpdate.disabled ?? []}
            {...(dialog.bulkUpdate.overrides ? { overrides: dialog.bulkUpdate.overrides } : {})}
            onClose={close}
            onUpdated={on.reload}
          />
        )}
      </Suspense>
    </section>
  );
}
