import { expect } from 'chai';
import { http } from '../../../src/core/http';
import { ImportDialog } from '../../../src/blocks/import/import-dialog';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { chooseFiles, dropFiles } from '../helpers/choose-files';
import { byText, click, freshCache, typeInto, waitFor, withServerSession } from '../helpers/signed-in';

const USERS = '/api/v1/users/users/';

const choose = (root: HTMLElement, files: File[]) => chooseFiles(root, files);
const drop = (root: HTMLElement, files: File[]) => dropFiles(root, files);

describe('the import dialog on the server', () => {
  const session = withServerSession('admin');

  it('offers the templates of its mode, and resets its view when the mode changes', async () => {
    const downloads: string[] = [];
    const [someone] = (await http.get<{ results: { id: string }[] }>(USERS, { params: { limit: 1 } })).results;
    const view = await render(
      freshCache(<ImportDialog url={USERS} selectedIds={[someone!.id]} onClose={() => undefined} onImported={() => undefined} download={(url) => downloads.push(url)} />),
    );
    await click(byText(view.container, 'button', 'CSV template'));
    await click(byText(view.container, 'button', 'Excel template'));
    await choose(view.container, [new File(['x'], 'users.txt')]);
    expect(view.container.querySelector('[role=alert]')?.textContent).to.equal('Only .csv and .xlsx files can be imported');
    await click(byText(view.container, 'label', 'Update existing')?.querySelector('input'));
    expect(view.container.querySelector('[role=alert]')).to.equal(null);
    await click(byText(view.container, 'button', 'CSV template'));
    await waitFor(() => downloads.length === 3);
    expect(downloads.slice(0, 2)).to.deep.equal([`${USERS}?format=csv&template=import&limit=1`, `${USERS}?format=xlsx&template=import&limit=1`]);
    const spm = new URL(downloads[2]!, location.origin).searchParams.get('spm');
    expect(downloads[2]).to.match(/\?format=csv&template=update&spm=/);
    expect((await http.get<{ id: string }[]>(USERS, { params: { spm: spm ?? '' } })).map((user) => user.id)).to.deep.equal([someone!.id]);
    await drop(view.container, [new File(['a'], 'a.csv'), new File(['b'], 'b.csv')]);
    expect(view.container.querySelector('[role=alert]')?.textContent).to.equal('Choose one file only');
    await choose(view.container, [new File([new ArrayBuffer(30 * 1024 * 1024 + 1)], 'huge.csv')]);
    expect(view.container.querySelector('[role=alert]')?.textContent).to.equal('The file is larger than 30 MB');
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('reads a CSV through render-to-json, imports row by row, shows the failures, and continues once fixed', async () => {
    const tag = Date.now().toString(36);
    const csv = ['*Name,*Username,*Email', `Imp A,imp_a_${tag},imp_a_${tag}@example.com`, `Imp B,imp_b_${tag},not-an-email`, `Imp C,imp_c_${tag},imp_c_${tag}@example.com`].join(
      '\n',
    );
    let imported = 0;
    const view = await render(freshCache(<ImportDialog url={USERS} selectedIds={[]} onClose={() => undefined} onImported={() => (imported += 1)} />));
    await choose(view.container, [new File([csv], 'users.csv', { type: 'text/csv' })]);
    const grid = await waitFor(() => view.container.querySelector<HTMLElement>('[role=grid]'));
    expect([...grid.querySelectorAll('[role=columnheader]')].map((header) => header.textContent)).to.deep.equal(['#', 'Status', '*Name', '*Username', '*Email']);
    expect(grid.getAttribute('aria-rowcount')).to.equal('4');
    const action = () =>
      byText<HTMLButtonElement>(view.container, 'button', 'Import') ??
      byText(view.container, 'button', 'Stop') ??
      byText(view.container, 'button', 'Continue') ??
      byText(view.container, 'button', 'Finished');
    expect(action()?.textContent).to.equal('Import');
    await click(action());
    await waitFor(() => action()?.textContent === 'Continue', 5000);
    const status = (row: number) => grid.querySelector(`[aria-rowindex="${row + 2}"] [aria-colindex="2"]`)?.textContent;
    expect([status(0), status(2)]).to.deep.equal(['Success', 'Success']);
    expect(status(1)).to.match(/^Email: /);
    expect(view.container.querySelector('[role=status]')?.textContent).to.contain('100% · 2 succeeded · 1 failed · 3 rows');
    expect(session.feedback.flashes.map((flash) => flash.message)).to.deep.equal(['1 row could not be imported: fix them in the table and continue']);
    expect(imported).to.equal(1);

    const cell = grid.querySelector<HTMLElement>('[aria-rowindex="3"] [aria-colindex="5"]')!;
    await act(async () => cell.dispatchEvent(new MouseEvent('dblclick', { bubbles: true })));
    const editor = await waitFor(() => grid.querySelector<HTMLInputElement>('input'));
    typeInto(editor, `imp_b_${tag}@example.com`);
    await act(async () => editor.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(status(1)).to.equal('Pending');
    await click(action());
    await waitFor(() => action()?.textContent === 'Finished', 5000);
    const created = await http.get<{ username: string }[]>(USERS, { params: { search: tag } });
    expect(created.map((user) => user.username).sort()).to.deep.equal([`imp_a_${tag}`, `imp_b_${tag}`, `imp_c_${tag}`]);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('says why the server could not read a file', async () => {
    const view = await render(freshCache(<ImportDialog url={USERS} selectedIds={[]} onClose={() => undefined} onImported={() => undefined} />));
    await choose(view.container, [new File(['only a title\n'], 'empty.csv', { type: 'text/csv' })]);
    const alert = await waitFor(() => view.container.querySelector('[role=alert]'));
    expect(alert.textContent).to.equal('Request file format may be wrong');
    await view.unmount();
  });
});
