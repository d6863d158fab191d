import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { readCookie } from '../../../src/core/cookies';
import { http } from '../../../src/core/http';
import { setPerms } from '../../../src/core/session/store';
import { sessionStore } from '../../../src/core/session/store';
import { chooseTab, rememberTab } from '../../../src/blocks/detail-page/active-tab';
import { makeDiffRows } from '../../../src/blocks/detail-page/activity';
import { DetailCard } from '../../../src/blocks/detail-page/detail-card';
import { DetailPage } from '../../../src/blocks/detail-page/detail-page';
import { DetailTabs } from '../../../src/blocks/detail-page/detail-tabs';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { byText, click, freshCache, waitFor, withServerSession } from '../helpers/signed-in';

const GROUPS = '/api/v1/users/groups/';

describe('detail pages', () => {
  afterEach(() => {
    document.cookie = 'activeTab=; path=/; max-age=0';
  });

  it('picks the tab from the query, then the cookie, then the default, among its own tabs', () => {
    const tabs = ['info', 'members', 'activity'];
    expect(chooseTab(tabs, new URLSearchParams('activeTab=members'), 'info', 'activity')).to.equal('members');
    expect(chooseTab(tabs, new URLSearchParams('activeTab=nope'), 'info', 'activity')).to.equal('activity');
    expect(chooseTab(tabs, new URLSearchParams(), 'info', 'other-page-tab')).to.equal('info');
    expect(chooseTab(tabs, new URLSearchParams(), undefined, undefined)).to.equal('info');
    rememberTab('members');
    expect(readCookie('activeTab')).to.equal('members');
  });

  it('opens the tab a new link to the page names, and stays on the chosen one otherwise', async () => {
    const tabs = ['Basic', 'OAuth2', 'Passkey'].map((name) => ({ name, title: name, render: () => <p>{`${name} panel`}</p> }));
    const view = await render(<DetailTabs tabs={tabs} query={new URLSearchParams()} />);
    // The panel shown, once the tabs have settled on it.
    const shown = (name: string) => waitFor(() => byText(view.container, '[role=tabpanel]:not([hidden])', `${name} panel`));
    await shown('Basic');
    await view.rerender(<DetailTabs tabs={tabs} query={new URLSearchParams('activeTab=OAuth2')} />);
    await shown('OAuth2');
    await click(byText(view.container, '[role=tab]', 'Passkey'));
    await shown('Passkey');
    await view.rerender(<DetailTabs tabs={tabs} query={new URLSearchParams('activeTab=OAuth2')} />);
    await shown('Passkey');
    expect(view.container.querySelector('[role=tab][aria-selected=true]')?.textContent, 'the same link again changes nothing').to.equal('Passkey');
    await view.unmount();
  });

  it('reads an operation’s diff in every shape as field/before/after rows', () => {
    expect(makeDiffRows({ diff: [{ field: 'Name', before: 'a', after: 'b' }] })).to.deep.equal([{ field: 'Name', before: 'a', after: 'b' }]);
    expect(makeDiffRows({ diff: { before: { Name: 'a', Comment: 'x' }, after: { Name: 'b' } } })).to.deep.equal([
      { field: 'Name', before: 'a', after: 'b' },
      { field: 'Comment', before: 'x', after: undefined },
    ]);
    expect(makeDiffRows({ diff: { Name: ['a', 'b'], Active: { before: true, after: false } } })).to.deep.equal([
      { field: 'Name', before: 'a', after: 'b' },
      { field: 'Active', before: true, after: false },
    ]);
    expect(makeDiffRows({ diff: null })).to.deep.equal([]);
  });

  it('draws a detail card of key/value lines', async () => {
    const view = await render(
      <DetailCard
        title="Basic information"
        items={[
          { key: 'Name', value: 'Ops' },
          { key: 'Users', value: '3' },
        ]}
      />,
    );
    expect([...view.container.querySelectorAll('dt')].map((term) => term.textContent)).to.deep.equal(['Name', 'Users']);
    expect([...view.container.querySelectorAll('dd')].map((term) => term.textContent)).to.deep.equal(['Ops', '3']);
    await expectAccessible(view.container);
    await view.unmount();
  });

  describe('on the server', () => {
    const session = withServerSession('admin');

    const page = (id: string, query = '') =>
      freshCache(
        <DetailPage
          url={GROUPS}
          id={id}
          routeName="UserGroupDetail"
          routeQuery={new URLSearchParams(query)}
          defaultTab="info"
          tabs={[
            { name: 'info', title: 'Basic information', render: (group) => <p data-tab="info">{String(group.name)}</p> },
            { name: 'members', title: 'Members', render: () => <p data-tab="members">members</p> },
          ]}
        />,
      );

    it('shows the tabs, the Activity tab with its permission only, and remembers the chosen tab', async () => {
      const group = await http.post<{ id: string; name: string }>(GROUPS, { name: `detail-${Date.now().toString(36)}` });
      const view = await render(page(group.id, 'activeTab=members'));
      await waitFor(() => view.container.querySelector('[data-tab=members]'));
      const tabs = () => [...view.container.querySelectorAll('[role=tab]')].map((tab) => tab.textContent);
      expect(tabs()).to.deep.equal(['Basic information', 'Members', 'Activity']);
      expect(view.container.querySelector('h2')?.textContent).to.equal(group.name);
      view.container.querySelector<HTMLElement>('[role=tab][aria-selected=true]')!.focus();
      await act(() => sendKeys({ press: 'ArrowRight' }));
      const activity = await waitFor(() => view.container.querySelector('[role=tabpanel]:not([hidden]) h3'));
      expect(activity.textContent).to.equal('Last 30 activities');
      expect(readCookie('activeTab')).to.equal('activity');
      // Creating the group was an operation: its diff opens from the list.
      const item = await waitFor(() => view.container.querySelector('[role=tabpanel]:not([hidden]) ol li'));
      expect(item.textContent).to.contain(`create User group ${group.name}`);
      const [operation] = await http.get<{ detail_url: string }[]>('/api/v1/audits/activities/', { params: { resource_id: group.id } });
      const rows = makeDiffRows(await http.get(operation?.detail_url ?? ''));
      await click(byText(item, 'button', 'Show changes'));
      const dialog = await waitFor(() => view.container.querySelector('dialog[open]'));
      if (rows.length) {
        const diff = await waitFor(() => dialog.querySelector('table'));
        expect([...diff.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal(['Field', 'Before', 'After']);
        expect([...diff.querySelectorAll('tbody th')].map((th) => th.textContent)).to.deep.equal(rows.map((row) => row.field));
      } else {
        await waitFor(() => dialog.textContent?.includes('No field changed'));
      }
      await expectAccessible(view.container);
      await click(byText(view.container.querySelector('dialog[open]')!, 'button', 'Close'));
      await view.unmount();

      setPerms([...sessionStore.getState().perms].filter((perm) => perm !== 'audits.view_activitylog'));
      const without = await render(page(group.id));
      await waitFor(() => without.container.querySelector('[data-tab=info]'));
      expect([...without.container.querySelectorAll('[role=tab]')].map((tab) => tab.textContent)).to.deep.equal(['Basic information', 'Members']);
      await without.unmount();
    });

    it('updates keeping the query, and deletes back to the list', async () => {
      const group = await http.post<{ id: string; name: string }>(GROUPS, { name: `detail-del-${Date.now().toString(36)}` });
      const view = await render(page(group.id, 'activeTab=members'));
      await waitFor(() => view.container.querySelector('[data-tab=members]'));
      await click(byText(view.container, 'button', 'Update'));
      expect(location.hash).to.equal(`#/console/users/groups/${group.id}/update?activeTab=members`);
      // The question goes to the page's feedback layer, which here answers yes.
      await click(byText(view.container, 'button', 'Delete'));
      await waitFor(() => location.hash === '#/console/users/groups');
      expect(session.feedback.questions).to.deep.equal([`Delete "${group.name}"? This cannot be undone.`]);
      expect(session.feedback.flashes.map((flash) => flash.message)).to.deep.equal(['Deleted successfully']);
      await view.unmount();
    });

    it('changes an object its own way when the screen says how (a dialog, the form of its kind), shown only where `has` allows', async () => {
      const group = await http.post<{ id: string; name: string }>(GROUPS, { name: `detail-own-${Date.now().toString(36)}` });
      const updated: string[] = [];
      const ownUpdate = (has: boolean) =>
        freshCache(
          <DetailPage
            url={GROUPS}
            id={group.id}
            routeName="UserGroupDetail"
            actions={{ update: { has, onClick: ({ row }) => row && updated.push(String(row.name)) } }}
            tabs={[{ name: 'info', title: 'Basic information', render: (row) => <p data-tab="info">{String(row.name)}</p> }]}
          />,
        );
      const before = location.hash;
      const view = await render(ownUpdate(true));
      await waitFor(() => view.container.querySelector('[data-tab=info]'));
      await click(byText(view.container, 'button', 'Update'));
      expect(updated).to.deep.equal([group.name]);
      expect(location.hash, 'not the sibling Update route').to.equal(before);
      await view.rerender(ownUpdate(false));
      expect([...view.container.querySelectorAll('button')].some((button) => button.textContent === 'Update')).to.equal(false);
      await view.unmount();
    });

    it('says when the object is gone', async () => {
      const view = await render(page('00000000-0000-4000-8000-000000000000'));
      const alert = await waitFor(() => view.container.querySelector('[role=alert]'));
      expect(alert.textContent).to.equal('Resource lost or deleted');
      expect(session.feedback.flashes).to.deep.equal([]);
      await view.unmount();
    });
  });
});
