import { expect } from 'chai';
import { useMemo, useSyncExternalStore } from 'react';
import { ROOT_ORG_ID, STORAGE_KEYS } from '../../../src/core/constants';
import { http } from '../../../src/core/http';
import { activeRouter, navigateTo } from '../../../src/core/routes';
import { ListTable, type ListTableProps } from '../../../src/blocks/list-table/list-table';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { byText, click, freshCache, signIn, waitFor, withServerSession } from '../helpers/signed-in';

const USERS = '/api/v1/users/users/';
const GROUPS = '/api/v1/users/groups/';

const headers = (root: HTMLElement) => [...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
const rowNames = (root: HTMLElement) => [...root.querySelectorAll('tbody tr[data-row-id] td:nth-child(2)')].map((td) => td.textContent?.trim());

describe('the list table on the server', () => {
  const session = withServerSession();

  it('generates its columns from the GET metadata, pages by 15 and keeps the chosen page size', async () => {
    await signIn('admin');
    const view = await render(freshCache(<ListTable url={USERS} routeName="UserList" defaultColumns={['name', 'username', 'email', 'is_valid']} />));
    await waitFor(() => rowNames(view.container).length === 15);
    expect(headers(view.container)).to.deep.equal(['', 'Name', 'Username', 'Email', 'Is valid', 'Actions']);
    const total = await http.get<{ count: number }>(USERS, { params: { limit: 1 } });
    expect(view.container.querySelector('nav')?.textContent).to.contain(`Total ${total.count}`);
    const select = view.container.querySelector<HTMLSelectElement>('nav select')!;
    await act(async () => {
      select.value = '30';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => rowNames(view.container).length === Math.min(30, total.count));
    expect(localStorage.getItem(STORAGE_KEYS.paginationSize)).to.equal('30');
    await view.unmount();
    const again = await render(freshCache(<ListTable url={USERS} routeName="UserList" />));
    await waitFor(() => rowNames(again.container).length === Math.min(30, total.count));
    await expectAccessible(again.container);
    await again.unmount();
  });

  it('sorts through `order` and keeps the column choice in tableConfig', async () => {
    await signIn('admin');
    const view = await render(freshCache(<ListTable url={USERS} routeName="UserList" defaultColumns={['name', 'username', 'email']} />));
    await waitFor(() => rowNames(view.container).length > 0);
    const sortName = [...view.container.querySelectorAll<HTMLButtonElement>('thead button')].find((button) => button.textContent === 'Name')!;
    await act(async () => sortName.click());
    await act(async () => sortName.click());
    const expected = (await http.get<{ results: { name: string }[] }>(USERS, { params: { limit: 15, order: '-name' } })).results.map((user) => user.name);
    await waitFor(() => JSON.stringify(rowNames(view.container)) === JSON.stringify(expected));

    await act(async () => view.container.querySelector<HTMLButtonElement>('button[aria-label=Columns]')!.click());
    const emailBox = await waitFor(() => [...view.container.querySelectorAll('label')].find((label) => label.textContent === 'Email')?.querySelector('input'));
    const actionsBox = [...view.container.querySelectorAll('label')].find((label) => label.textContent === 'Actions')?.querySelector('input');
    expect(actionsBox?.disabled).to.equal(true);
    await act(async () => emailBox.click());
    expect(headers(view.container)).to.not.include('Email');
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.tableConfig) ?? '{}') as Record<string, { showColumns?: string[] }>;
    expect(stored['/console/users/users']?.showColumns).to.deep.equal(['id', 'name', 'username', 'actions']);
    await view.unmount();
  });

  it('asks before deleting a row, naming it, then deletes it and reloads', async () => {
    await signIn('admin');
    const name = `delete-me-${Date.now().toString(36)}`;
    const group = await http.post<{ id: string }>(GROUPS, { name });
    const view = await render(freshCache(<ListTable url={GROUPS} routeName="UserGroupList" rowActions={{ clone: true }} />));
    const row = await waitFor(() => view.container.querySelector<HTMLElement>(`tr[data-row-id="${group.id}"]`));
    // Update, Delete and Clone: the first shows, the others go under More.
    expect([...row.querySelectorAll('td:last-child button')].map((button) => button.textContent)).to.deep.equal(['Update', 'More']);
    await click(byText(row, 'button', 'More'));
    const menu = await waitFor(() => view.container.querySelector('[role=menu][data-open]'));
    expect([...menu.querySelectorAll('[role=menuitem]')].map((item) => item.textContent)).to.deep.equal(['Delete', 'Clone']);
    // The question goes to the page's feedback layer, which the test answers yes.
    await act(async () => menu.querySelector<HTMLElement>('[role=menuitem]')!.click());
    await waitFor(() => !view.container.querySelector(`tr[data-row-id="${group.id}"]`));
    expect(session.feedback.questions).to.deep.equal([`Delete "${name}"? This cannot be undone.`]);
    expect(session.feedback.flashes.map((flash) => [flash.message, flash.kind])).to.deep.equal([['Deleted successfully', 'success']]);
    const left = await http.get<unknown[]>(GROUPS, { params: { name } });
    expect(left).to.deep.equal([]);
    await view.unmount();
  });

  it('says why the server refused a delete: its detail', async () => {
    await signIn('admin');
    const [admin] = await http.get<{ id: string }[]>(USERS, { params: { username: 'admin' } });
    const view = await render(freshCache(<ListTable url={USERS} routeName="UserList" query={{ username: 'admin' }} />));
    const row = await waitFor(() => view.container.querySelector<HTMLElement>(`tr[data-row-id="${admin!.id}"]`));
    await click(byText(row, 'button', 'Delete') ?? byText(row, 'button', 'More'));
    const item = [...view.container.querySelectorAll<HTMLElement>('[role=menu][data-open] [role=menuitem]')].find((entry) => entry.textContent === 'Delete');
    if (item) await click(item);
    await waitFor(() => session.feedback.flashes.length === 1);
    expect(session.feedback.questions).to.deep.equal(['Delete "Administrator"? This cannot be undone.']);
    // The answer is {error}: "Delete failed" and the error (a {detail} would show alone).
    expect(session.feedback.flashes[0]).to.include({ message: 'Delete failed: The admin user cannot be deleted', kind: 'error' });
    expect(view.container.querySelector(`tr[data-row-id="${admin!.id}"]`)).to.not.equal(null);
    await view.unmount();
  });

  it('deletes the selected rows in bulk through an spm', async () => {
    await signIn('admin');
    const prefix = `bulk-${Date.now().toString(36)}`;
    const groups = await Promise.all([1, 2].map((n) => http.post<{ id: string }>(GROUPS, { name: `${prefix}-${n}` })));
    const view = await render(freshCache(<ListTable url={GROUPS} routeName="UserGroupList" query={{ search: prefix }} />));
    await waitFor(() => view.container.querySelectorAll('tbody tr[data-row-id]').length === 2);
    await act(async () => view.container.querySelector<HTMLInputElement>('thead input[type=checkbox]')!.click());
    await act(async () => [...view.container.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Bulk actions (2)'))!.click());
    const item = await waitFor(() => [...view.container.querySelectorAll<HTMLElement>('[role=menuitem]')].find((entry) => entry.textContent === 'Delete selected'));
    await act(async () => item.click());
    await waitFor(() => view.container.querySelector('tbody')?.textContent?.includes('No user groups yet'));
    expect(session.feedback.questions).to.deep.equal(['Delete the 2 selected rows? This cannot be undone.']);
    for (const group of groups) expect(await http.get<unknown[]>(GROUPS, { params: { id: group.id } })).to.deep.equal([]);
    await view.unmount();
  });

  it('shows only what the user may do: an auditor views and exports', async () => {
    await signIn('auditor');
    const view = await render(freshCache(<ListTable url={USERS} routeName="UserList" />));
    await waitFor(() => rowNames(view.container).length > 0);
    const labels = [...view.container.querySelectorAll('button')].map((button) => button.textContent || button.getAttribute('aria-label'));
    expect(labels).to.include('Export');
    expect(labels).to.not.include('Create');
    expect(labels).to.not.include('Import');
    expect(view.container.querySelector('td:last-child button')).to.equal(null);
    await view.unmount();
  });

  it('disables the row delete in the root organization', async () => {
    await signIn('admin', { org: ROOT_ORG_ID });
    const view = await render(freshCache(<ListTable url={GROUPS} routeName="UserGroupList" />));
    const row = await waitFor(() => view.container.querySelector<HTMLElement>('tbody tr[data-row-id]'));
    const buttons = [...row.querySelectorAll<HTMLButtonElement>('td:last-child button')];
    expect(buttons.map((button) => [button.textContent, button.disabled])).to.deep.equal([
      ['Update', true],
      ['Delete', true],
    ]);
    expect([...view.container.querySelectorAll('button')].some((button) => button.textContent === 'Create')).to.equal(false);
    await view.unmount();
  });

  it('says what an empty list lacks and offers its create action, and shows a failed list with a retry', async () => {
    await signIn('admin');
    const view = await render(freshCache(<ListTable url={GROUPS} routeName="UserGroupList" query={{ name: 'no-such-group-ever' }} />));
    const empty = await waitFor(() => view.container.querySelector('tbody td[colspan]'));
    await waitFor(() => empty.textContent?.includes('No user groups yet'));
    expect([...empty.querySelectorAll('button')].map((button) => button.textContent)).to.deep.equal(['Create']);
    await expectAccessible(view.container);
    await view.unmount();
    const broken = await render(freshCache(<ListTable url="/api/v1/users/no-such-list/" routeName="UserGroupList" />));
    const alert = await waitFor(() => broken.container.querySelector('tbody [role=alert]'));
    expect(alert.textContent).to.contain('Retry');
    await broken.unmount();
  });

  it("keeps its search, order and page in the route's query: a reload shows the same list, a new query shows at once", async () => {
    await signIn('admin');
    const prefix = `kept-${Date.now().toString(36)}`;
    const groups = await Promise.all(Array.from({ length: 17 }, (_, n) => http.post<{ id: string }>(GROUPS, { name: `${prefix}-${String(n).padStart(2, '0')}` })));
    /** The list as a routed screen gets it: the query of the page's address, whenever it changes. */
    function Routed(props: Omit<ListTableProps, 'routeQuery'>) {
      const place = useSyncExternalStore(
        (changed) => activeRouter().subscribe(changed),
        () => activeRouter().current(),
      );
      const query = useMemo(() => new URLSearchParams(place.split('?')[1] ?? ''), [place]);
      return <ListTable {...props} routeQuery={query} />;
    }
    const list = <Routed url={GROUPS} routeName="UserGroupList" defaultColumns={['name']} />;
    const query = () => new URLSearchParams(activeRouter().current().split('?')[1] ?? '');
    navigateTo(`/console/users/groups?search=${prefix}`, { replace: true });
    const view = await render(freshCache(list));
    await waitFor(() => rowNames(view.container).length === 15);
    expect(byText(view.container, 'button', `Search: ${prefix}`)).to.not.equal(undefined);
    await click(view.container.querySelector<HTMLButtonElement>('nav button[aria-label="Next page"]'));
    await waitFor(() => rowNames(view.container).length === 2);
    expect(query().get('page')).to.equal('2');
    await click(byText(view.container, 'thead button', 'Name'));
    await click(byText(view.container, 'thead button', 'Name'));
    await waitFor(() => rowNames(view.container)[0] === `${prefix}-16`);
    expect([query().get('search'), query().get('order'), query().get('page')]).to.deep.equal([prefix, '-name', null]);
    await view.unmount();

    const reloaded = await render(freshCache(list));
    await waitFor(() => rowNames(reloaded.container)[0] === `${prefix}-16`);
    expect(reloaded.container.querySelector('th[aria-sort=descending]')?.textContent).to.equal('Name');
    expect(byText(reloaded.container, 'button', `Search: ${prefix}`)).to.not.equal(undefined);
    await act(async () => navigateTo(`/console/users/groups?search=${prefix}-03`, { replace: true }));
    await waitFor(() => rowNames(reloaded.container).join() === `${prefix}-03`);
    expect(byText(reloaded.container, 'button', `Search: ${prefix}-03`)).to.not.equal(undefined);
    await reloaded.unmount();
    await Promise.all(groups.map((group) => http.delete(`${GROUPS}${group.id}/`)));
  });

  it('opens on its default filters when its query names none, shown as a tag; removed, they stay removed', async () => {
    await signIn('admin');
    const prefix = `default-${Date.now().toString(36)}`;
    const groups = await Promise.all(Array.from({ length: 2 }, (_, n) => http.post<{ id: string }>(GROUPS, { name: `${prefix}-${n}` })));
    function Routed() {
      const place = useSyncExternalStore(
        (changed) => activeRouter().subscribe(changed),
        () => activeRouter().current(),
      );
      const query = useMemo(() => new URLSearchParams(place.split('?')[1] ?? ''), [place]);
      return <ListTable url={GROUPS} routeName="UserGroupList" routeQuery={query} defaultQuery={{ search: prefix }} defaultColumns={['name']} />;
    }
    const query = () => new URLSearchParams(activeRouter().current().split('?')[1] ?? '');
    navigateTo('/console/users/groups', { replace: true });
    const view = await render(freshCache(<Routed />));
    await waitFor(() => rowNames(view.container).length === 2);
    expect(query().get('search')).to.equal(prefix);
    await click(view.container.querySelector<HTMLButtonElement>(`button[aria-label="Remove filter Search: ${prefix}"]`));
    await waitFor(() => rowNames(view.container).length > 2);
    expect(query().toString()).to.equal('');
    expect(view.container.querySelector('button[aria-label^="Remove filter"]')).to.equal(null);
    await view.unmount();
    await Promise.all(groups.map((group) => http.delete(`${GROUPS}${group.id}/`)));
  });

  it('offers to clear a search that found nothing, and the rows come back', async () => {
    await signIn('admin');
    function Routed() {
      const place = useSyncExternalStore(
        (changed) => activeRouter().subscribe(changed),
        () => activeRouter().current(),
      );
      const query = useMemo(() => new URLSearchParams(place.split('?')[1] ?? ''), [place]);
      return <ListTable url={GROUPS} routeName="UserGroupList" routeQuery={query} />;
    }
    navigateTo('/console/users/groups?search=no-such-group-ever', { replace: true });
    const view = await render(freshCache(<Routed />));
    const clear = await waitFor(() => byText<HTMLButtonElement>(view.container, 'tbody button', 'Clear search'));
    expect(view.container.querySelector('tbody')?.textContent).to.contain('No user groups match the search');
    expect([...view.container.querySelectorAll('tbody button')].map((button) => button.textContent)).to.deep.equal(['Clear search']);
    await click(clear);
    await waitFor(() => rowNames(view.container).length > 0, 3000);
    expect(new URLSearchParams(activeRouter().current().split('?')[1] ?? '').get('search')).to.equal(null);
    expect(view.container.textContent).to.not.contain('no-such-group-ever');
    await view.unmount();
  });

  it('offers a longer period when a dated list has nothing in the one shown', async () => {
    await signIn('admin');
    const view = await render(freshCache(<ListTable url="/api/v1/audits/password-change-logs/" routeName="PasswordChangeLog" dateRange />));
    const longer = await waitFor(() => byText<HTMLButtonElement>(view.container, 'tbody button', 'Show the last 30 days'));
    expect(view.container.querySelector('tbody')?.textContent).to.contain('No password changes in this period');
    await click(longer);
    await waitFor(() => byText(view.container, 'tbody button', 'Show the last 90 days'));
    const summary = view.container.querySelector('button[aria-label^="Date range"]')?.getAttribute('aria-label') ?? '';
    const [from, to] = summary
      .replace(/^[^:]*: /, '')
      .split(' ~ ')
      .map((text) => new Date(text.replace(' ', 'T')).getTime());
    expect(Math.round((to! - from!) / 86_400_000)).to.equal(31);
    await expectAccessible(view.container);
    await view.unmount();
  });
});
