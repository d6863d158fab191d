import { expect } from 'chai';
import { afterMainContent, expectMainContent, MAIN_CONTENT_MARK } from '../../../src/core/main-content';
import { ListTable } from '../../../src/blocks/list-table/list-table';
import { freshCache } from '../helpers/fresh-cache';
import { render } from '../../helpers/render';
import { signIn, waitFor, withServerSession } from '../helpers/signed-in';

const USERS = '/api/v1/users/users/';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Holds the server's answer to the list's OPTIONS until released; says when its first page has been answered. */
function holdColumns() {
  const send = window.fetch;
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const state = { rowsAnswered: false, release, restore: () => (window.fetch = send) };
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url.pathname !== USERS) return send(input, init);
    if (method === 'OPTIONS') await held;
    const answer = await send(input, init);
    if (method === 'GET') state.rowsAnswered = true;
    return answer;
  };
  return state;
}

describe("the list table's main content", () => {
  withServerSession();

  it("is shown, for the page's decoration, once the rows and their columns have both come, not the rows alone", async () => {
    await signIn('admin');
    performance.clearMarks(MAIN_CONTENT_MARK);
    expectMainContent(60_000);
    let decorated = false;
    void afterMainContent().then(() => (decorated = true));
    const columns = holdColumns();
    try {
      const view = await render(freshCache(<ListTable url={USERS} routeName="UserList" />));
      await waitFor(() => columns.rowsAnswered);
      // A few frames with the rows' answer in and the table still waiting for its columns.
      for (let frame = 0; frame < 5; frame += 1) await nextFrame();
      expect(view.container.querySelector('tbody tr[data-row-id]'), 'no rows without columns').to.equal(null);
      expect(decorated, 'the decoration waits').to.equal(false);
      const columnsReleasedAt = performance.now();
      columns.release();
      await waitFor(() => view.container.querySelector('tbody tr[data-row-id]'));
      await waitFor(() => decorated);
      // The mark comes before the decoration starts, so a count of the requests before it leaves the decoration's out.
      const [mark] = performance.getEntriesByName(MAIN_CONTENT_MARK, 'mark');
      expect(mark?.startTime, 'the frame that showed the rows is marked, after the columns came').to.be.above(columnsReleasedAt);
      await view.unmount();
    } finally {
      columns.restore();
    }
  });
});
