import { expect } from 'chai';
import { Profiler } from 'react';
import { STORAGE_KEYS } from '../../../src/core/constants';
import { prefetchListTable } from '../../../src/blocks/list-table/use-list-table';
import { jumpServerSource } from '../../../src/blocks/list-table/data-source';
import { ListTable } from '../../../src/blocks/list-table/list-table';
import { act, render } from '../../helpers/render';
import { freshCache, signIn, waitFor, withServerSession } from '../helpers/signed-in';

const USERS = '/api/v1/users/users/';

const rowCount = (root: HTMLElement) => root.querySelectorAll('tbody tr[data-row-id]').length;

describe('a list table whose first requests go before it mounts', () => {
  withServerSession();
  let sent: string[];
  let answers: Promise<Response>[];
  let restore: () => void;
  beforeEach(() => {
    sent = [];
    answers = [];
    const real = window.fetch;
    // The page's own fetch, written down: what reaches the server.
    window.fetch = (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), location.href);
      const answer = real(input, init);
      if (url.pathname === USERS) {
        sent.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
        answers.push(answer);
      }
      return answer;
    };
    restore = () => (window.fetch = real);
  });
  afterEach(() => restore());

  it('asks for its OPTIONS and first page ahead; mounted, it takes both: one of each reaches the server', async () => {
    await signIn('admin');
    prefetchListTable({ url: USERS }, new URLSearchParams());
    const ahead = [`OPTIONS ${USERS}?draw=1&display=1`, `GET ${USERS}?offset=0&limit=15&display=1&draw=1`];
    expect(sent).to.deep.equal(ahead);
    const view = await render(freshCache(<ListTable url={USERS} routeName="UserList" />));
    await waitFor(() => rowCount(view.container) === 15);
    expect(sent).to.deep.equal(ahead);
    await view.unmount();
  });

  it('answers come before it mounts: its first render shows the rows; its refresh asks the server again', async () => {
    await signIn('admin');
    prefetchListTable({ url: USERS }, new URLSearchParams());
    await Promise.all(answers);
    await new Promise((done) => setTimeout(done, 50));
    const rowsAtCommit: number[] = [];
    const shown = () => document.getElementById('ahead-table');
    const view = await render(
      freshCache(
        <div id="ahead-table">
          <Profiler id="table" onRender={() => void rowsAtCommit.push(rowCount(shown()!))}>
            <ListTable url={USERS} routeName="UserList" />
          </Profiler>
        </div>,
      ),
    );
    expect(rowsAtCommit[0], 'rows at the first commit').to.equal(15);
    expect(sent).to.have.length(2);
    await act(async () => view.container.querySelector<HTMLButtonElement>('button[aria-label=Refresh]')!.click());
    await waitFor(() => sent.length === 3);
    expect(sent[2]).to.equal(`GET ${USERS}?offset=0&limit=15&display=1&draw=1`);
    await view.unmount();
  });

  it('its filters and the page size last chosen go with the first page', async () => {
    await signIn('admin');
    localStorage.setItem(STORAGE_KEYS.paginationSize, '30');
    prefetchListTable({ url: USERS, query: { is_valid: 1 } }, new URLSearchParams());
    const view = await render(freshCache(<ListTable url={USERS} routeName="UserList" query={{ is_valid: 1 }} />));
    await waitFor(() => rowCount(view.container) > 0);
    expect(sent.filter((request) => request.startsWith('GET'))).to.deep.equal([`GET ${USERS}?is_valid=1&offset=0&limit=30&display=1&draw=1`]);
    await view.unmount();
  });

  it('asks nothing ahead when the first request depends on more: a route query, its own source, a date range', async () => {
    await signIn('admin');
    prefetchListTable({ url: USERS }, new URLSearchParams('order=-name'));
    prefetchListTable({ url: USERS }, new URLSearchParams('search=admin'));
    prefetchListTable({ url: USERS, dataSource: jumpServerSource(USERS) }, new URLSearchParams());
    prefetchListTable({ url: USERS, dateRange: true }, new URLSearchParams());
    expect(sent).to.deep.equal([]);
  });
});
