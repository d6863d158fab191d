import { expect } from 'chai';
import { HostContext } from '../../../../src/blocks/custom-element/host-context';
import type { TicketEventDetail } from '../../../../src/blocks/custom-element/events';
import { DEFAULT_ORG_ID } from '../../../../src/core/constants';
import { http } from '../../../../src/core/http';
import { TicketInbox } from '../../../../src/views/tickets/inbox/ticket-inbox';
import { TicketInboxView } from '../../../../src/views/tickets/inbox/ticket-inbox-view';
import { TicketSheet } from '../../../../src/views/tickets/inbox/ticket-sheet';
import type { InboxPresets, TicketInboxModel } from '../../../../src/views/tickets/inbox/use-ticket-inbox';
import { APPLY_ASSET_URL } from '../../../../src/views/tickets/tickets-urls';
import { expectAccessible } from '../../../helpers/axe';
import { act, render } from '../../../helpers/render';
import { byText, click, freshCache, signIn, typeInto, waitFor, withServerSession } from '../../../blocks/helpers/signed-in';

const EVENTS = ['jms-ticket-approved', 'jms-ticket-rejected', 'jms-ticket-closed'] as const;

/** An element without presets: the assigned list, as it starts. */
const NO_PRESETS: InboxPresets = { view: 'assigned', state: undefined, type: undefined, search: undefined };

/** A model of the inbox as its hook would give it, for the states the view draws without a server. */
function model(overrides: Partial<TicketInboxModel>): TicketInboxModel {
  return {
    status: 'ready',
    retry: () => undefined,
    userId: 'someone',
    presets: NO_PRESETS,
    lists: ['assigned', 'mine'],
    list: 'assigned',
    showList: () => undefined,
    opened: null,
    open: () => undefined,
    back: () => undefined,
    onDecided: () => undefined,
    bulkDecisions: [],
    ...overrides,
  };
}

/** Asset applications opened by `user`, one per title; returns their ids. */
async function openTickets(...titles: string[]): Promise<string[]> {
  await signIn('user');
  const [asset] = await http.get<{ id: string }[]>('/api/v1/assets/assets/suggestions/?search=linux');
  const ids: string[] = [];
  for (const title of titles)
    ids.push((await http.post<{ id: string }>(APPLY_ASSET_URL, { title, org_id: DEFAULT_ORG_ID, apply_assets: [asset?.id], apply_accounts: ['@ALL'] })).id);
  return ids;
}

/** The inbox inside an element of its own, as on a portal's page, with the events it sends written down. */
async function renderInbox() {
  const host = document.createElement('div');
  document.body.append(host);
  const events: { type: string; detail: TicketEventDetail }[] = [];
  for (const type of EVENTS) host.addEventListener(type, (event) => events.push({ type, detail: event.detail }));
  const view = await render(
    freshCache(
      <HostContext.Provider value={host}>
        <TicketInbox {...NO_PRESETS} />
      </HostContext.Provider>,
    ),
  );
  const root = view.container;
  return {
    root,
    events,
    row: (id: string) => root.querySelector<HTMLTableRowElement>(`[role=tabpanel]:not([hidden]) tbody tr[data-row-id="${id}"]`),
    sheet: () => root.querySelector<HTMLElement>('article[part=detail]'),
    button: (scope: ParentNode, text: string) => byText<HTMLButtonElement>(scope, 'button:not(:disabled)', text),
    unmount: async () => {
      await view.unmount();
      host.remove();
    },
  };
}

describe('the ticket inbox', () => {
  // Signed out, the element's own sign-in prompt shows instead (the platform's, tested there).
  it('shows while its messages load, and offers a retry when they fail', async () => {
    let retried = 0;
    const view = await render(<TicketInboxView {...model({ status: 'loading' })} />);
    expect(view.container.querySelector('[aria-busy=true]')).to.exist;
    await view.rerender(<TicketInboxView {...model({ status: 'error', retry: () => void retried++ })} />);
    await click(byText(view.container, '[role=alert] button', 'Retry'));
    expect(retried).to.equal(1);
    await view.unmount();
  });

  it('shows a ticket still loading, and one that failed to load with a retry', async () => {
    let retried = 0;
    const props = { fields: [], decisions: [], onReload: () => undefined, onBack: () => undefined, onRetry: () => void retried++ };
    const view = await render(<TicketSheet ticket={undefined} failed={false} {...props} />);
    expect(view.container.querySelector('article[aria-busy=true]')).to.exist;
    expect(document.activeElement?.textContent).to.equal('Back to the list');
    await view.rerender(<TicketSheet ticket={undefined} failed {...props} />);
    await click(byText(view.container, '[role=alert] button', 'Retry'));
    expect(retried).to.equal(1);
    await view.unmount();
  });

  it('switches between its two lists with the arrow keys, one tab stop', async () => {
    const chosen: string[] = [];
    const view = await render(<TicketInboxView {...model({ showList: (list) => void chosen.push(String(list)) })} />);
    const tabs = [...view.container.querySelectorAll<HTMLButtonElement>('[role=tab]')];
    expect(tabs.map((tab) => [tab.textContent, tab.tabIndex])).to.deep.equal([
      ['Assigned to me', 0],
      ['My tickets', -1],
    ]);
    tabs[0]?.focus();
    await act(async () => void tabs[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(chosen).to.deep.equal(['mine']);
    expect(document.activeElement === tabs[1], 'focus follows the choice').to.equal(true);
    await view.unmount();
  });

  describe('on the server', () => {
    const session = withServerSession();

    it('lists what waits for the approver, opens a ticket in place with its application, steps and comments, and approving it sends jms-ticket-approved and takes it off the list', async () => {
      const tag = Date.now().toString(36);
      const [id] = await openTickets(`Inbox approve ${tag}`);
      await signIn('approver');
      const inbox = await renderInbox();
      const row = await waitFor(() => inbox.row(id!));
      expect(row.textContent).to.contain(`Inbox approve ${tag}`);
      await expectAccessible(inbox.root);

      await click(row.querySelector('button'));
      const sheet = await waitFor(() => inbox.sheet()?.querySelector('dl') && inbox.sheet());
      await waitFor(() => sheet.textContent?.includes('Application') && sheet.textContent.includes('Approval process') && sheet.textContent.includes('No comments yet.'));
      expect(sheet.querySelector('h2')?.textContent).to.equal(`Inbox approve ${tag}`);
      expect(sheet.textContent).to.match(/Assetslinux/);
      expect([...sheet.querySelectorAll('button')].map((button) => button.textContent).filter((text) => /^(Approve|Reject|Close)$/.test(text ?? ''))).to.deep.equal([
        'Approve',
        'Reject',
        'Close',
      ]);
      expect(inbox.root.querySelector('[role=tablist]')?.closest('[hidden]'), 'the lists hide while a ticket is open').to.exist;
      await expectAccessible(inbox.root);

      await click(inbox.button(sheet, 'Approve'));
      await waitFor(() => !inbox.sheet());
      expect(inbox.events).to.deep.equal([{ type: 'jms-ticket-approved', detail: { id, type: 'apply_asset', title: `Inbox approve ${tag}` } }]);
      expect(inbox.row(id!), 'gone from the open list at once').to.equal(null);
      expect(document.activeElement?.textContent, 'its row gone, focus is on the list’s tab').to.equal('Assigned to me');
      expect(session.feedback.flashes.map((flash) => flash.message)).to.deep.equal(['The ticket was approved']);
      expect((await http.get<{ state: { value: string } }>(`/api/v1/tickets/tickets/${id}/`)).state.value).to.equal('approved');
      await inbox.unmount();
    });

    it('rejects after its question, adds a comment in place, and Back returns focus to the ticket’s row', async () => {
      const tag = Date.now().toString(36);
      const [commented, rejected] = await openTickets(`Inbox comment ${tag}`, `Inbox reject ${tag}`);
      await signIn('approver');
      const inbox = await renderInbox();
      const opener = (await waitFor(() => inbox.row(commented!)))?.querySelector('button');
      await click(opener);
      const sheet = await waitFor(() => inbox.sheet()?.querySelector('textarea') && inbox.sheet());
      typeInto(sheet.querySelector('textarea')!, 'Only after the release');
      await click(await waitFor(() => inbox.button(sheet, 'Comment')));
      await waitFor(() =>
        [...sheet.querySelectorAll('li')].some((item) => item.textContent?.includes('Only after the release') && item.textContent.includes('Approver(approver)')),
      );
      await click(inbox.button(sheet, 'Back to the list'));
      expect(inbox.sheet()).to.equal(null);
      expect(document.activeElement === inbox.row(commented!)?.querySelector('button'), 'focus is back on the row it left').to.equal(true);

      await click(inbox.row(rejected!)?.querySelector('button'));
      const second = await waitFor(() => inbox.sheet()?.querySelector('dl') && inbox.sheet());
      await click(await waitFor(() => inbox.button(second, 'Reject')));
      await waitFor(() => !inbox.sheet());
      expect(session.feedback.questions).to.deep.equal([`Reject “Inbox reject ${tag}”? The applicant is told, and the ticket ends.`]);
      expect(inbox.events).to.deep.equal([{ type: 'jms-ticket-rejected', detail: { id: rejected, type: 'apply_asset', title: `Inbox reject ${tag}` } }]);
      await waitFor(() => !inbox.row(rejected!));
      await inbox.unmount();
    });

    it('approves two selected tickets at once, one event each, and rejecting several asks first', async () => {
      const tag = Date.now().toString(36);
      const [a, b, c] = await openTickets(`Inbox batch a ${tag}`, `Inbox batch b ${tag}`, `Inbox batch c ${tag}`);
      await signIn('approver');
      const inbox = await renderInbox();
      await waitFor(() => inbox.row(c!));
      const approve = () => byText<HTMLButtonElement>(inbox.root, 'button', 'Approve selected');
      expect(approve()?.disabled, 'nothing selected yet').to.equal(true);
      for (const id of [a, b]) await click(inbox.row(id!)?.querySelector('input[type=checkbox]'));
      await click(await waitFor(() => !approve()?.disabled && approve()));
      await waitFor(() => !inbox.row(a!) && !inbox.row(b!));
      expect(inbox.events.map((event) => [event.type, event.detail.id]).sort()).to.deep.equal(
        [
          ['jms-ticket-approved', a],
          ['jms-ticket-approved', b],
        ].sort(),
      );
      expect(session.feedback.flashes.map((flash) => flash.message)).to.deep.equal(['2 tickets were approved']);

      await click(inbox.row(c!)?.querySelector('input[type=checkbox]'));
      await click(await waitFor(() => inbox.button(inbox.root, 'Reject selected')));
      await waitFor(() => !inbox.row(c!));
      expect(session.feedback.questions).to.deep.equal(['Reject 1 ticket? Its applicant is told, and the ticket ends.']);
      expect(inbox.events.at(-1)).to.deep.equal({ type: 'jms-ticket-rejected', detail: { id: c, type: 'apply_asset', title: `Inbox batch c ${tag}` } });
      await inbox.unmount();
    });

    it('shows the applicant their own tickets, offers them only Close, and closing sends jms-ticket-closed', async () => {
      const tag = Date.now().toString(36);
      const [id] = await openTickets(`Inbox close ${tag}`);
      const inbox = await renderInbox();
      const mine = await waitFor(() => byText<HTMLButtonElement>(inbox.root, '[role=tab]', 'My tickets'));
      await click(mine);
      await click((await waitFor(() => inbox.row(id!)))?.querySelector('button'));
      const sheet = await waitFor(() => inbox.sheet()?.querySelector('dl') && inbox.sheet());
      expect([...sheet.querySelectorAll('button')].map((button) => button.textContent).filter((text) => /^(Approve|Reject|Close)$/.test(text ?? ''))).to.deep.equal(['Close']);
      await click(inbox.button(sheet, 'Close'));
      await waitFor(() => !inbox.sheet());
      expect(inbox.events).to.deep.equal([{ type: 'jms-ticket-closed', detail: { id, type: 'apply_asset', title: `Inbox close ${tag}` } }]);
      await waitFor(() => inbox.row(id!)?.textContent?.includes('Cancel'));
      expect(session.feedback.questions).to.deep.equal([`Close “Inbox close ${tag}” without a decision? The ticket ends.`]);
      await inbox.unmount();
    });
  });
});
