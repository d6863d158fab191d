import { expect } from 'chai';
import { HostContext } from '../../../src/blocks/custom-element/host-context';
import { http } from '../../../src/core/http';
import type { Row } from '../../../src/blocks/resource/row';
import { ResourceList } from '../../../src/views/resource-list/resource-list';
import { EMBEDDABLE_LISTS, loadResourceDetail, loadResourceList } from '../../../src/views/resource-list/resource-routes';
import type { DetailScreenEnv } from '../../../src/views/common/detail-screen-env';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { byText, click, waitFor, withServerSession } from '../../blocks/helpers/signed-in';

const LOGINS = '/api/v1/audits/login-logs/';

/** The element's view inside a host element, as on a page, with the events it sends. */
async function showList(resource: string) {
  const host = document.createElement('div');
  document.body.append(host);
  const errors: unknown[] = [];
  host.addEventListener('jms-error', (event) => errors.push((event as CustomEvent).detail));
  const view = await render(
    <HostContext.Provider value={host}>
      <ResourceList resource={resource} />
    </HostContext.Provider>,
  );
  return { view, errors, unmount: async () => (await view.unmount(), host.remove()) };
}

describe('jms-resource-list', () => {
  it('names, for every resource it embeds, the console list (and detail) that reads exactly that resource', async () => {
    const env = { t: (key: string) => key, can: () => true } as unknown as DetailScreenEnv;
    for (const resource of Object.keys(EMBEDDABLE_LISTS)) {
      const loaded = await loadResourceList(resource);
      expect(loaded, resource).to.not.equal(undefined);
      expect(new URL(loaded!.list.url, location.origin).pathname, resource).to.equal(`/api/v1/${resource}/`);
      if (!loaded!.hasDetail) continue;
      const source = await loadResourceDetail(resource);
      const detail = typeof source === 'function' ? source(env) : source;
      expect(new URL(detail.url, location.origin).pathname, `${resource} detail`).to.equal(`/api/v1/${resource}/`);
    }
    expect(await loadResourceList('users/nothing-here')).to.equal(undefined);
  });

  describe('on the server', () => {
    const session = withServerSession('admin');

    it('shows the login logs with their search and export, nothing to create or delete, and a row opened in place', async () => {
      const newest = (await http.get<{ results: Row[] }>(LOGINS, { params: { limit: 1, order: '-datetime' } })).results[0]!;
      const element = await showList('audits/login-logs');
      const root = element.view.container;
      const line = await waitFor(() => root.querySelector(`tbody tr[data-row-id="${newest.id}"]`), 8000);
      expect(root.querySelector('input[role=combobox]'), 'search box').to.not.equal(null);
      expect(root.querySelector('button[aria-label=Export]'), 'export').to.not.equal(null);
      expect(byText(root, 'button', 'Create') ?? root.querySelector('button[aria-label=Create]'), 'no create').to.equal(null);
      expect(root.querySelector('thead input[type=checkbox]'), 'no selection').to.equal(null);
      await expectAccessible(root);

      await click(byText(line, 'button', String(newest['username'])));
      const back = await waitFor(() => byText(root, 'button', 'Back to the list'));
      await waitFor(() => root.textContent?.includes(String(newest['ip'])));
      expect(byText(root, 'button', 'Delete'), 'nothing deleted from the detail').to.equal(undefined);
      await click(back);
      await waitFor(() => root.querySelector(`tbody tr[data-row-id="${newest.id}"]`));
      expect(element.errors).to.deep.equal([]);
      expect(session.feedback.flashes).to.deep.equal([]);
      await element.unmount();
    });

    it('says which resource it cannot show, and tells the page with jms-error', async () => {
      const element = await showList('users/nothing-here');
      await waitFor(() => element.view.container.querySelector('[role=alert]')?.textContent?.includes('users/nothing-here'));
      expect(element.errors).to.deep.equal([{ code: 'unknown-resource', message: element.view.container.querySelector('[role=alert]')!.textContent }]);
      await element.unmount();
    });
  });
});
