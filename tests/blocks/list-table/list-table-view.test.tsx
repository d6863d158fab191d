import { expect } from 'chai';
import { HEADER_FILTERS } from '../../../src/blocks/list-table/header-filter';
import { ListTableView } from '../../../src/blocks/list-table/list-table-view';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { byText, click } from '../helpers/signed-in';
import { listModel, STATES } from './list-table-fixtures';

const names = (root: HTMLElement) => [...root.querySelectorAll('tbody tr[data-row-id] td:nth-child(2)')].map((cell) => cell.textContent);
const pagerButtons = (root: HTMLElement) => [...root.querySelectorAll('nav [aria-current], nav button')].map((button) => button.textContent || button.getAttribute('aria-label'));

describe('the list table view, drawn from a model', () => {
  it('while loading: skeleton rows, no total yet', async () => {
    const view = await render(<ListTableView {...STATES.loading().model} />);
    expect(view.container.querySelectorAll('tbody tr[aria-hidden=true]').length).to.equal(15);
    expect(view.container.querySelector('nav')?.textContent).to.contain('Total 0');
    await view.unmount();
  });

  it('empty: what it lacks ("No users yet") with the create button', async () => {
    const { model, calls } = STATES.empty();
    const view = await render(<ListTableView {...model} />);
    const empty = view.container.querySelector('tbody td[colspan]')!;
    expect(empty.textContent).to.contain('No users yet');
    await click(byText(empty, 'button', 'Create'));
    expect(calls).to.deep.equal(['create']);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('empty after a search: says so and clears the search; of a period: offers a longer one', async () => {
    const searched = STATES.empty();
    searched.model.search = { options: searched.model.search?.options ?? [], tags: [{ key: 'search', label: 'Search', value: 'nobody', valueLabel: 'nobody' }] };
    const view = await render(<ListTableView {...searched.model} />);
    const empty = view.container.querySelector('tbody td[colspan]')!;
    expect(empty.textContent).to.contain('No users match the search');
    await click(byText(empty, 'button', 'Clear search'));
    expect(searched.calls).to.deep.equal(['search []']);
    await view.unmount();
    const dated = STATES.empty();
    dated.model.range = { from: new Date(2026, 10, 18, 0, 0, 1), to: new Date(2026, 10, 26, 23, 59, 59) };
    const period = await render(<ListTableView {...dated.model} />);
    const none = period.container.querySelector('tbody td[colspan]')!;
    expect(none.textContent).to.contain('No users in this period');
    await click(byText(none, 'button', 'Show the last 30 days'));
    expect(dated.calls).to.have.length(1);
    expect(dated.calls[0]).to.match(/^range /);
    await expectAccessible(period.container);
    await period.unmount();
  });

  it('failed: the reason and a retry', async () => {
    const { model, calls } = STATES.error();
    const view = await render(<ListTableView {...model} />);
    const alert = view.container.querySelector('tbody [role=alert]')!;
    expect(alert.textContent).to.contain('The server could not be reached');
    await click(byText(alert, 'button', 'Retry'));
    expect(calls).to.deep.equal(['retry']);
    await view.unmount();
  });

  it('one page: its rows linked to their details, formatted by type, with their actions', async () => {
    const view = await render(<ListTableView {...STATES.onePage().model} />);
    expect(names(view.container)).to.deep.equal(['User 1', 'User 2', 'User 3']);
    expect(view.container.querySelector<HTMLAnchorElement>('tbody a')?.getAttribute('href')).to.equal('#/console/users/users/u1');
    expect(view.container.querySelector('tbody tr td:nth-child(5)')?.textContent).to.match(/^2024-05-01 \d\d:20:30$/);
    expect([...view.container.querySelectorAll('tbody tr:first-child td:last-child button')].map((button) => button.textContent)).to.deep.equal(['Update', 'Delete']);
    expect(pagerButtons(view.container)).to.deep.equal(['Previous page', '1', 'Next page']);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('many pages: the pager at the page shown, asking for another', async () => {
    const { model, calls } = STATES.manyPages();
    const view = await render(<ListTableView {...model} />);
    expect(names(view.container)).to.have.length(15);
    expect(view.container.querySelector('nav')?.textContent).to.contain('Total 95');
    expect(view.container.querySelector('nav [aria-current=page]')?.textContent).to.equal('3');
    await click(view.container.querySelector('nav button[aria-label="Next page"]'));
    await click(byText(view.container, 'thead button', 'Name'));
    expect(calls).to.deep.equal(['page 4', 'sort "name"']);
    await view.unmount();
  });

  it('with a selection: ticked rows and the bulk actions counting them', async () => {
    const { model, calls } = STATES.selection();
    const view = await render(<ListTableView {...model} />);
    const ticked = [...view.container.querySelectorAll<HTMLInputElement>('tbody input[type=checkbox]')].map((box) => box.checked);
    expect(ticked).to.deep.equal([true, false, true]);
    expect(view.container.querySelector<HTMLInputElement>('thead input[type=checkbox]')?.indeterminate).to.equal(true);
    await click(byText(view.container, 'button', 'Bulk actions (2)'));
    await click([...view.container.querySelectorAll<HTMLElement>('[role=menuitem]')].find((item) => item.textContent === 'Delete selected'));
    await click(view.container.querySelectorAll<HTMLInputElement>('tbody input[type=checkbox]')[1]);
    expect(calls).to.deep.equal(['bulkDelete', 'select u2 true']);
    await view.unmount();
  });

  it('a column filtered in its header: its values in a menu, the one in force ticked, another or all asked for', async () => {
    const yesNo = [
      { label: 'Yes', value: 'true' },
      { label: 'No', value: 'false' },
    ];
    const { model, calls } = listModel({ headerFilters: { Button: HEADER_FILTERS.Button, choices: { is_active: yesNo }, values: { is_active: 'true' } } });
    const view = await render(<ListTableView {...model} />);
    const filters = [...view.container.querySelectorAll<HTMLElement>('thead button[aria-label^="Filter by"]')];
    expect(filters.map((button) => button.getAttribute('aria-label'))).to.deep.equal(['Filter by Active']);
    const items = () => [...view.container.querySelectorAll<HTMLElement>('[role=menuitemradio]')];
    await click(filters[0]);
    expect(items().map((item) => `${item.textContent} ${item.getAttribute('aria-checked')}`)).to.deep.equal(['All false', 'Yes true', 'No false']);
    await click(items()[2]);
    await click(filters[0]);
    await click(items()[0]);
    expect(calls).to.deep.equal(['filter "is_active" {"label":"No","value":"false"}', 'filter "is_active" ']);
    await expectAccessible(view.container);
    await view.unmount();
  });
});
