import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useStore } from 'zustand';
import { createImportJob, type ImportRow } from '../../../src/core/import';
import { ImportGrid, ROW_HEIGHT_PX } from '../../../src/blocks/import/import-grid';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { typeInto, waitFor } from '../helpers/signed-in';

const COLUMNS = [
  { label: '*Name', field: 'name' },
  { label: '*Username', field: 'username' },
  { label: 'Password', field: 'password' },
];
const press = (key: string) => act(() => sendKeys({ press: key }));

function rows(count: number): ImportRow[] {
  return Array.from({ length: count }, (_, index) => ({ name: `User ${index}`, username: `user${index}`, password: index % 2 ? 'secret' : '' }));
}

function Harness({ job }: { job: ReturnType<typeof createImportJob> }) {
  const state = useStore(job.store);
  return (
    <ImportGrid
      label="Rows to import"
      columns={state.columns}
      widths={state.widths}
      rows={state.rows}
      rowStates={state.rowStates}
      current={state.current}
      readOnly={state.status === 'started'}
      onEdit={job.editCell}
    />
  );
}

describe('the import grid', () => {
  it('renders only the rows in view of 50,000, and the others as they scroll in', async () => {
    const job = createImportJob({ columns: COLUMNS, rows: rows(50_000), send: async () => undefined });
    const started = performance.now();
    const view = await render(<Harness job={job} />);
    const renderMs = performance.now() - started;
    const grid = view.container.querySelector<HTMLElement>('[role=grid]')!;
    expect(grid.getAttribute('aria-rowcount')).to.equal('50001');
    const rendered = () => [...grid.querySelectorAll('[role=rowgroup] [role=row]')].map((row) => Number(row.getAttribute('aria-rowindex')) - 1);
    expect(rendered().length).to.be.within(10, 40);
    expect(rendered()[0]).to.equal(1);
    await act(async () => {
      grid.scrollTop = 30_000 * ROW_HEIGHT_PX;
      grid.dispatchEvent(new Event('scroll'));
    });
    expect(rendered().length).to.be.within(10, 40);
    expect(rendered()).to.include(30_001);
    expect(grid.querySelector('[aria-rowindex="30002"]')?.textContent).to.contain('User 30000');
    expect(renderMs).to.be.below(1500);
    await view.unmount();
  });

  it('masks secrets, moves with the arrow keys and edits with Enter, which makes the row pending again', async () => {
    const job = createImportJob({
      columns: COLUMNS,
      rows: rows(30),
      send: async (row) => (row['username'] === 'user1' ? Promise.reject({ username: ['Taken.'] }) : undefined),
      wait: async () => undefined,
    });
    await job.start();
    const view = await render(<Harness job={job} />);
    const grid = view.container.querySelector<HTMLElement>('[role=grid]')!;
    const row = (index: number) => grid.querySelector(`[aria-rowindex="${index + 2}"]`)!;
    expect(row(1).textContent).to.contain('******');
    expect(row(1).textContent).to.not.contain('secret');
    expect(row(0).querySelector('[aria-colindex="2"]')?.textContent).to.equal('Success');
    expect(row(1).querySelector('[aria-colindex="2"]')?.textContent).to.equal('Username: Taken.');
    grid.focus();
    const active = () => grid.getAttribute('aria-activedescendant');
    expect(active()).to.match(/-0-1$/);
    await press('ArrowDown');
    await press('ArrowRight');
    expect(active()).to.match(/-1-2$/);
    await press('Enter');
    const editor = await waitFor(() => grid.querySelector<HTMLInputElement>('input'));
    expect(editor.value).to.equal('user1');
    expect(editor.getAttribute('aria-label')).to.equal('*Username, row 2');
    typeInto(editor, 'user1-fixed');
    await press('Enter');
    expect(job.store.getState().rows[1]?.['username']).to.equal('user1-fixed');
    expect(job.store.getState().rowStates[1]).to.deep.equal({ state: 'pending' });
    expect(row(1).querySelector('[aria-colindex="2"]')?.textContent).to.equal('Pending');
    expect(document.activeElement).to.equal(grid);
    await press('Enter');
    const again = await waitFor(() => grid.querySelector<HTMLInputElement>('input'));
    typeInto(again, 'discarded');
    await press('Escape');
    expect(job.store.getState().rows[1]?.['username']).to.equal('user1-fixed');
    await expectAccessible(view.container);
    await view.unmount();
  });
});
