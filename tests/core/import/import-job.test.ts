import { expect } from 'chai';
import {
  cellText,
  checkImportFile,
  createImportJob,
  importAction,
  importColumnWidth,
  importContentType,
  importProgress,
  readRenderedFile,
  rowErrorText,
  type ImportRow,
} from '../../../src/core/import';

const columns = [
  { label: '*Name', field: 'name' },
  { label: 'Email', field: 'email' },
];

function rowsOf(count: number): ImportRow[] {
  return Array.from({ length: count }, (_, index) => ({ name: `u${index}`, email: `u${index}@example.com` }));
}

/** A job whose server answers are decided by the test, with the pauses written down instead of waited for. */
function job(count: number, fails: (row: ImportRow) => boolean = () => false) {
  const events: string[] = [];
  const instance = createImportJob({
    columns,
    rows: rowsOf(count),
    pageSize: 10,
    wait: async (ms) => void events.push(`wait ${ms}`),
    send: async (row) => {
      events.push(`send ${String(row['name'])}`);
      if (fails(row)) throw { email: ['Enter a valid email address.'] };
    },
  });
  return { ...instance, events };
}

describe('the import task', () => {
  it('sends rows one at a time, in order, 100 ms apart and between pages, and ends done', async () => {
    const task = job(12);
    expect(importAction(task.store.getState())).to.equal('import');
    await task.start();
    const sends = task.events.filter((event) => event.startsWith('send'));
    expect(sends).to.deep.equal(rowsOf(12).map((row) => `send ${String(row['name'])}`));
    // 9 pauses between the 10 rows of page one, one between the pages, one between the 2 rows of page two.
    expect(task.events.filter((event) => event === 'wait 100')).to.have.length(11);
    expect(task.events.slice(0, 4)).to.deep.equal(['send u0', 'wait 100', 'send u1', 'wait 100']);
    expect(task.events.slice(18, 22)).to.deep.equal(['send u9', 'wait 100', 'send u10', 'wait 100']);
    const state = task.store.getState();
    expect(state.status).to.equal('done');
    expect(importAction(state)).to.equal('finished');
    expect(importProgress(state.rowStates)).to.deep.equal({ total: 12, ok: 12, failed: 0, percent: 100 });
  });

  it('reads Stop while started, Continue when stopped, and goes on with the pending rows only', async () => {
    const sent: string[] = [];
    const labels: string[] = [];
    const task = createImportJob({
      columns,
      rows: rowsOf(6),
      pageSize: 10,
      wait: async () => undefined,
      send: async (row) => {
        sent.push(String(row['name']));
        labels.push(importAction(task.store.getState()));
        if (row['name'] === 'u2') task.stop();
      },
    });
    await task.start();
    expect(task.store.getState().status).to.equal('stopped');
    expect(importAction(task.store.getState())).to.equal('continue');
    // The row in flight when Stop came still counts.
    expect(importProgress(task.store.getState().rowStates).ok).to.equal(3);
    await task.start();
    expect(sent).to.deep.equal(['u0', 'u1', 'u2', 'u3', 'u4', 'u5']);
    expect(new Set(labels)).to.deep.equal(new Set(['stop']));
    expect(task.store.getState().status).to.equal('done');
  });

  it('keeps the server’s answer of a failed row, offers Continue, and sends only the failed rows again', async () => {
    let fixed = false;
    const task = job(5, (row) => row['name'] === 'u3' && !fixed);
    await task.start();
    const state = task.store.getState();
    expect(state.rowStates[3]).to.deep.equal({ state: 'error', data: { email: ['Enter a valid email address.'] } });
    expect(importAction(state)).to.equal('continue');
    expect(importProgress(state.rowStates)).to.deep.equal({ total: 5, ok: 4, failed: 1, percent: 100 });
    expect(rowErrorText(state.rowStates[3]?.state === 'error' ? state.rowStates[3].data : null, columns)).to.equal('Email: Enter a valid email address.');
    fixed = true;
    task.events.length = 0;
    await task.start();
    expect(task.events).to.deep.equal(['send u3']);
    expect(importAction(task.store.getState())).to.equal('finished');
  });

  it('puts an edited row back to pending', async () => {
    const task = job(3);
    await task.start();
    task.editCell(1, 'email', 'new@example.com');
    const state = task.store.getState();
    expect(state.rows[1]).to.deep.equal({ name: 'u1', email: 'new@example.com' });
    expect(state.rowStates.map((row) => row.state)).to.deep.equal(['ok', 'pending', 'ok']);
    expect(importAction(state)).to.equal('continue');
    expect(importProgress(state.rowStates).percent).to.equal(67);
    task.editCell(0, 'name', 'u0');
    expect(task.store.getState().rowStates[0]?.state).to.equal('ok');
  });

  it('shows field errors as "column label: message" and other errors as text', () => {
    expect(rowErrorText({ name: ['This field is required.'], email: ['Enter a valid email address.', 'Too long.'] }, columns)).to.equal(
      'Name: This field is required.; Email: Enter a valid email address.; Too long.',
    );
    expect(rowErrorText({ detail: 'Someone else is doing this.' }, columns)).to.equal('Someone else is doing this.');
    expect(rowErrorText({ non_field_errors: ['Duplicate'], name: ['Bad'] }, columns)).to.equal('Duplicate; Name: Bad');
    expect(rowErrorText('Request timed out', columns)).to.equal('Request timed out');
  });
});

describe('the import file', () => {
  it('takes one .csv or .xlsx file of at most 30 MB', () => {
    expect(checkImportFile({ name: 'users.csv', size: 10 })).to.deep.equal({ type: 'csv' });
    expect(checkImportFile({ name: 'USERS.XLSX', size: 30 * 1024 * 1024 })).to.deep.equal({ type: 'xlsx' });
    expect(checkImportFile({ name: 'users.xls', size: 10 })).to.deep.equal({ error: 'import.fileType' });
    expect(checkImportFile({ name: 'users.csv', size: 30 * 1024 * 1024 + 1 })).to.deep.equal({ error: 'import.fileTooLarge' });
    expect(importContentType('csv')).to.equal('text/csv');
    expect(importContentType('xlsx')).to.equal('text/xlsx');
  });

  it('reads render-to-json’s title pairs and rows', () => {
    const { columns: read, rows } = readRenderedFile({
      title: [
        ['*Name', 'name'],
        ['Email', 'email'],
      ],
      data: [{ name: 'a', email: 'b' }, null],
    });
    expect(read).to.deep.equal(columns);
    expect(rows).to.deep.equal([{ name: 'a', email: 'b' }]);
    expect(readRenderedFile({})).to.deep.equal({ columns: [], rows: [] });
  });

  it('sizes its columns from the rows as read, and an edit does not resize them', () => {
    const task = job(3);
    expect(task.store.getState().widths).to.deep.equal([100, 140]);
    task.editCell(0, 'name', 'a much longer name than any other');
    expect(task.store.getState().widths).to.deep.equal([100, 140]);
  });

  it('sizes a column by its longest value: 10 px a character, 100 to 180 px', () => {
    expect(importColumnWidth({ label: 'Name', field: 'name' }, [{ name: 'abc' }])).to.equal(100);
    expect(importColumnWidth({ label: 'Name', field: 'name' }, [{ name: 'a'.repeat(14) }])).to.equal(140);
    expect(importColumnWidth({ label: 'Name', field: 'name' }, [{ name: 'a'.repeat(40) }])).to.equal(180);
    expect(importColumnWidth({ label: 'A very long column title', field: 'x' }, [])).to.equal(180);
    expect(cellText(['a', 'b'])).to.equal('["a","b"]');
    expect(cellText(null)).to.equal('');
  });
});
