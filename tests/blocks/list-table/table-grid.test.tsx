import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { makeFieldMeta } from '../../../src/core/metadata';
import { buildColumns, columnValue, flattenRows, shownColumnKeys } from '../../../src/blocks/list-table/columns';
import { nextOrder, TableGrid, type GridState, type TableGridProps } from '../../../src/blocks/list-table/table-grid';
import type { Row } from '../../../src/blocks/resource/row';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';

// GET metadata and rows in the shapes of api-contract 2.1 and 4.15.
const FIELDS = [
  makeFieldMeta('id', { type: 'string', read_only: true, label: 'ID' }),
  makeFieldMeta('name', { type: 'string', label: 'Name', order: true }),
  makeFieldMeta('username', { type: 'string', label: 'Username', order: true }),
  makeFieldMeta('password', { type: 'string', label: 'Password', write_only: true }),
  makeFieldMeta('is_valid', { type: 'boolean', label: 'Is valid' }),
];
const ROWS: Row[] = [
  { id: 'u1', name: 'Alice', username: 'alice', is_valid: true, children: [{ id: 'u1a', name: 'Alice junior', username: 'alice.jr', is_valid: true }] },
  { id: 'u2', name: 'Bob', username: 'bob', is_valid: false },
];

function Harness(props: Partial<TableGridProps> & { state?: GridState; log?: string[] }) {
  const [order, setOrder] = useState<string | undefined>(undefined);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [widths, setWidths] = useState<Record<string, number>>({});
  const columns = buildColumns(FIELDS, { actionsLabel: 'Actions', selectionLabel: 'Select', withActions: true, withSelection: true });
  return (
    <TableGrid
      caption="Users"
      columns={columns}
      rows={flattenRows(ROWS, expanded)}
      state={props.state ?? { kind: 'ready' }}
      empty={<p>No data</p>}
      onRetry={() => props.log?.push('retry')}
      skeletonRows={3}
      selected={selected}
      onSelect={(row, on) => setSelected((current) => (on ? new Set([...current, row.id]) : new Set([...current].filter((id) => id !== row.id))))}
      onSelectAll={(on) => setSelected(on ? new Set(flattenRows(ROWS, expanded).map((item) => item.row.id)) : new Set())}
      order={order}
      onSort={(next) => {
        props.log?.push(`order ${next ?? 'none'}`);
        setOrder(next);
      }}
      widths={widths}
      onResize={(key, width) => setWidths((current) => ({ ...current, [key]: width }))}
      onResizeEnd={(key, width) => props.log?.push(`kept ${key} ${width}`)}
      onToggleExpand={(row) => setExpanded((current) => (current.has(row.id) ? new Set() : new Set([row.id])))}
      highlightId="u2"
      detailHref={(row) => `#/console/users/users/${row.id}`}
      renderActions={(row) => <button type="button">Edit {String(row.name)}</button>}
      {...props}
    />
  );
}

describe('the table', () => {
  it('builds columns from metadata: write-only skipped, selection first and actions last', () => {
    const columns = buildColumns(FIELDS, {
      actionsLabel: 'Actions',
      selectionLabel: 'Select',
      withActions: true,
      withSelection: true,
      overrides: { username: { label: 'Login' }, extra: { label: 'Extra', render: () => 'x' } },
      exclude: ['is_valid'],
    });
    expect(columns.map((column) => [column.key, column.kind, column.label])).to.deep.equal([
      ['id', 'selection', 'Select'],
      ['name', 'data', 'Name'],
      ['username', 'data', 'Login'],
      ['extra', 'data', 'Extra'],
      ['actions', 'actions', 'Actions'],
    ]);
    const fixed = new Set(['id', 'actions', 'name']);
    expect([...shownColumnKeys(columns, { chosen: ['extra'], defaults: ['username'], fixed })]).to.deep.equal(['id', 'name', 'extra', 'actions']);
    expect([...shownColumnKeys(columns, { chosen: undefined, defaults: ['username'], fixed })]).to.deep.equal(['id', 'name', 'username', 'actions']);
    expect(shownColumnKeys(columns, { fixed }).size).to.equal(5);
  });

  it('splits a nested object of plain values into a column each (an organization’s resource counts), read from the object', () => {
    const statistics = makeFieldMeta('resource_statistics', {
      type: 'nested object',
      label: 'Resource statistics',
      read_only: true,
      children: { users_amount: { type: 'integer', label: 'Users amount' }, assets_amount: { type: 'integer', label: 'Assets amount' } },
    });
    const rules = makeFieldMeta('rules', { type: 'nested object', label: 'Rule', children: { ip_group: { type: 'list', child: { type: 'string' } } } });
    const columns = buildColumns([FIELDS[1]!, statistics, rules], {
      actionsLabel: 'Actions',
      selectionLabel: 'Select',
      withActions: false,
      withSelection: false,
      exclude: ['resource_statistics.assets_amount'],
    });
    expect(columns.map((column) => [column.key, column.label])).to.deep.equal([
      ['name', 'Name'],
      ['resource_statistics.users_amount', 'Users amount'],
      ['rules', 'Rule'],
    ]);
    expect(columnValue(columns[1]!, { id: 'o', resource_statistics: { users_amount: 19 } })).to.equal(19);
    expect(columnValue(columns[1]!, { id: 'o' })).to.equal(undefined);
  });

  it('draws skeleton rows while loading, the empty content, and the error with a retry', async () => {
    const log: string[] = [];
    const view = await render(<Harness state={{ kind: 'loading' }} log={log} />);
    expect(view.container.querySelector('table')?.getAttribute('aria-busy')).to.equal('true');
    expect(view.container.querySelectorAll('tbody tr[aria-hidden=true]')).to.have.length(3);
    await view.rerender(<Harness rows={[]} log={log} />);
    expect(view.container.querySelector('tbody')?.textContent).to.equal('No data');
    await view.rerender(<Harness state={{ kind: 'error', message: 'Server Error' }} log={log} />);
    const alert = view.container.querySelector('[role=alert]')!;
    expect(alert.textContent).to.contain('Server Error');
    alert.querySelector('button')!.click();
    expect(log).to.deep.equal(['retry']);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('links names to the detail page, highlights the new row, selects rows and the whole page', async () => {
    const view = await render(<Harness />);
    const link = view.container.querySelector<HTMLAnchorElement>('tbody a')!;
    expect(link.getAttribute('href')).to.equal('#/console/users/users/u1');
    expect(view.container.querySelector('tr[data-row-id=u2]')?.getAttribute('data-highlighted')).to.equal('true');
    expect(view.container.querySelector('tr[data-row-id=u1]')?.hasAttribute('data-highlighted')).to.equal(false);
    const boxes = () => [...view.container.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    await act(async () => boxes()[2]!.click());
    expect(boxes()[0]!.indeterminate).to.equal(true);
    await act(async () => boxes()[0]!.click());
    expect(boxes().every((box) => box.checked)).to.equal(true);
    await act(async () => boxes()[0]!.click());
    expect(boxes().some((box) => box.checked)).to.equal(false);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('opens a row in place from its name, a button where the page has no detail route', async () => {
    const opened: string[] = [];
    const view = await render(<Harness onOpen={(row) => opened.push(row.id)} />);
    expect(view.container.querySelector('tbody a')).to.equal(null);
    const names = [...view.container.querySelectorAll<HTMLButtonElement>('tbody td button')].filter((button) => button.textContent === 'Bob');
    expect(names).to.have.length(1);
    names[0]!.focus();
    await act(() => sendKeys({ press: 'Enter' }));
    expect(opened).to.deep.equal(['u2']);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('sorts ascending, descending, then not at all', async () => {
    expect(nextOrder(undefined, 'name')).to.equal('name');
    expect(nextOrder('name', 'name')).to.equal('-name');
    expect(nextOrder('-name', 'name')).to.equal(undefined);
    expect(nextOrder('-name', 'username')).to.equal('username');
    const log: string[] = [];
    const view = await render(<Harness log={log} />);
    const header = () => view.container.querySelector<HTMLElement>('th[aria-sort]')!;
    expect(header().getAttribute('aria-sort')).to.equal('none');
    header().querySelector('button')!.focus();
    await act(() => sendKeys({ press: 'Enter' }));
    expect(header().getAttribute('aria-sort')).to.equal('ascending');
    await act(() => sendKeys({ press: 'Enter' }));
    expect(header().getAttribute('aria-sort')).to.equal('descending');
    await act(() => sendKeys({ press: 'Enter' }));
    expect(log).to.deep.equal(['order name', 'order -name', 'order none']);
    expect(view.container.querySelectorAll('th:not([aria-sort])')).to.have.length(3);
    await view.unmount();
  });

  it('expands and collapses tree rows', async () => {
    const view = await render(<Harness />);
    const toggle = view.container.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    expect(toggle.getAttribute('aria-label')).to.equal('Expand Alice');
    expect(view.container.querySelectorAll('tbody tr')).to.have.length(2);
    await act(async () => toggle.click());
    expect(view.container.querySelectorAll('tbody tr')).to.have.length(3);
    expect(view.container.querySelector('tr[data-row-id=u1a]')).to.not.equal(null);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    await act(async () => toggle.click());
    expect(view.container.querySelectorAll('tbody tr')).to.have.length(2);
    await view.unmount();
  });

  it('resizes a column by dragging or with the arrow keys, and says when to keep the width', async () => {
    const log: string[] = [];
    const view = await render(<Harness log={log} />);
    const handle = view.container.querySelector<HTMLElement>('[role=separator]')!;
    const header = handle.closest('th')!;
    handle.focus();
    await act(() => sendKeys({ press: 'ArrowRight' }));
    await act(() => sendKeys({ press: 'ArrowRight' }));
    expect(header.style.width).to.equal('170px');
    expect(handle.getAttribute('aria-valuenow')).to.equal('170');
    const box = handle.getBoundingClientRect();
    await act(async () => {
      handle.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: box.x, pointerId: 1 }));
      handle.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: box.x - 50, pointerId: 1 }));
      handle.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: box.x - 50, pointerId: 1 }));
    });
    expect(header.style.width).to.equal('120px');
    expect(log).to.deep.equal(['kept name 160', 'kept name 170', 'kept name 120']);
    await view.unmount();
  });

  it('expands any row on what it holds (a command on its output), drawn as text under it, and folds it again', async () => {
    const view = await render(<Harness rowDetail={(row) => `$ whoami\n<b>${String(row['username'])}</b>`} />);
    const toggle = view.container.querySelector<HTMLButtonElement>('tr[data-row-id=u2] button[aria-expanded]')!;
    expect(toggle.getAttribute('aria-label')).to.equal('Expand Bob');
    await act(async () => toggle.click());
    const detail = view.container.querySelector<HTMLElement>('tr[data-detail-of=u2]')!;
    expect(detail.previousElementSibling?.getAttribute('data-row-id')).to.equal('u2');
    expect(detail.querySelector('td')?.colSpan).to.equal(view.container.querySelectorAll('thead th').length);
    expect(detail.textContent).to.equal('$ whoami\n<b>bob</b>');
    expect(detail.querySelector('b')).to.equal(null);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    await expectAccessible(view.container);
    await act(async () => toggle.click());
    expect(view.container.querySelector('tr[data-detail-of]')).to.equal(null);
    await view.unmount();
  });
});
