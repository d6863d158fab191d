import { expect } from 'chai';
import { http } from '../../../src/core/http';
import { markAllRead, SITE_MESSAGES_URL, siteMessagesStore, type SiteMessage } from '../../../src/core/site-messages';
import { sessionStore } from '../../../src/core/session/store';
import { SiteMessageListView } from '../../../src/blocks/site-messages/site-message-list-view';
import { HostContext } from '../../../src/blocks/custom-element/host-context';
import { SiteMessages } from '../../../src/blocks/site-messages/site-messages';
import { expectAccessible } from '../../helpers/axe';
import { recordFeedback } from '../../helpers/recording-feedback';
import { render } from '../../helpers/render';
import { byText, click, freshCache, signIn, signOut, waitFor } from '../helpers/signed-in';

const message = (id: string, subject: string, date: string): SiteMessage => ({ id, has_read: false, date_created: date, content: { subject, message: '' } });

/** The bell inside an element of its own, as on a page: its events come from that element. */
async function renderBell() {
  const host = document.createElement('div');
  document.body.append(host);
  const view = await render(
    freshCache(
      <HostContext.Provider value={host}>
        <SiteMessages />
      </HostContext.Provider>,
    ),
  );
  return { view, host, unmount: async () => (await view.unmount(), host.remove()) };
}

async function send(subject: string, body = 'Hello') {
  const me = sessionStore.getState().profile?.id ?? '';
  await http.post(`${SITE_MESSAGES_URL}send/`, { subject, message: body, user_ids: [me] });
}

describe('site messages', () => {
  it('shows times within 7 days as relative, older ones as full dates, and every state', async () => {
    const now = new Date('2024-05-20T12:00:00Z');
    const props = {
      count: 2,
      page: 1,
      pageCount: 1,
      loading: false,
      failed: false,
      busy: false,
      selected: new Set<string>(),
      now,
      onRetry: () => undefined,
      onPage: () => undefined,
      onToggle: () => undefined,
      onOpen: () => undefined,
      onMarkSelected: () => undefined,
      onMarkAll: () => undefined,
    };
    const view = await render(
      <SiteMessageListView {...props} messages={[message('a', 'Recent', '2024/05/20 11:57:00 +0000'), message('b', 'Old', '2024/05/01 08:00:00 +0000')]} />,
    );
    const times = [...view.container.querySelectorAll('li button span:last-child')].map((span) => span.textContent);
    expect(times[0]).to.equal('3 minutes ago');
    expect(times[1]).to.match(/^2024-05-01 \d\d:00:00$/);
    await expectAccessible(view.container);
    await view.rerender(<SiteMessageListView {...props} messages={[]} count={0} />);
    expect(view.container.textContent).to.contain('No unread messages');
    await view.rerender(<SiteMessageListView {...props} messages={[]} failed />);
    expect(view.container.querySelector('[role=alert]')?.textContent).to.contain('Retry');
    await view.unmount();
  });

  describe('on the server', () => {
    let feedback: ReturnType<typeof recordFeedback>;
    beforeEach(async () => {
      feedback = recordFeedback(false);
      await signIn('admin');
      await markAllRead();
    });
    afterEach(async () => {
      feedback.remove();
      await signOut();
    });

    it('opens from the bell, lists unread messages 15 a page, and marks one, several or all read', async () => {
      const tag = Date.now().toString(36);
      for (let index = 1; index <= 17; index++) await send(`Message ${tag} ${String(index).padStart(2, '0')}`);
      const opened: number[] = [];
      const { view, host, unmount } = await renderBell();
      host.addEventListener('jms-site-messages-open', (event) => opened.push((event as CustomEvent<{ unreadCount: number }>).detail.unreadCount));
      const bell = await waitFor(() => view.container.querySelector<HTMLButtonElement>('button[aria-label^="Site messages"]:not(:disabled)'));
      await waitFor(() => siteMessagesStore.getState().unreadCount === 17);
      await click(bell);
      const drawer = await waitFor(() => view.container.querySelector<HTMLDialogElement>('dialog[open]'));
      const subjects = () => [...drawer.querySelectorAll('li button span:first-child')].map((span) => span.textContent);
      await waitFor(() => subjects().length === 15);
      expect(drawer.textContent).to.contain('Page 1 of 2');
      await click(byText(drawer, 'button', 'Next page'));
      await waitFor(() => subjects().length === 2);
      await click(byText(drawer, 'button', 'Previous page'));
      await waitFor(() => subjects().length === 15);

      // Cancel only closes; confirm marks read.
      await click(drawer.querySelector('li button'));
      let detail = await waitFor(() => [...view.container.querySelectorAll<HTMLDialogElement>('dialog[open]')].find((dialog) => dialog !== drawer));
      await click(byText(detail, 'button', 'Cancel'));
      expect(siteMessagesStore.getState().unreadCount).to.equal(17);
      await click(drawer.querySelector('li button'));
      detail = await waitFor(() => [...view.container.querySelectorAll<HTMLDialogElement>('dialog[open]')].find((dialog) => dialog !== drawer));
      await click(byText(detail, 'button', 'Confirm'));
      await waitFor(() => siteMessagesStore.getState().unreadCount === 16);
      await waitFor(() => byText(drawer, 'button:not(:disabled)', 'Mark all as read'));

      const boxes = [...drawer.querySelectorAll<HTMLInputElement>('li input[type=checkbox]')];
      await click(boxes[0]);
      await click(boxes[1]);
      await click(await waitFor(() => byText<HTMLButtonElement>(drawer, 'button:not(:disabled)', 'Mark as read (2)')));
      await waitFor(() => siteMessagesStore.getState().unreadCount === 14);
      await click(await waitFor(() => byText<HTMLButtonElement>(drawer, 'button:not(:disabled)', 'Mark all as read')));
      await waitFor(() => drawer.textContent?.includes('No unread messages'));
      expect(siteMessagesStore.getState().unreadCount).to.equal(0);
      expect(opened).to.deep.equal([17]);
      expect(feedback.flashes).to.deep.equal([]);
      await expectAccessible(view.container);
      await unmount();
    });

    it('renders a message’s Markdown and HTML safely, and closing it marks it read', async () => {
      await send('Rich message', '**Line** <b>bold</b><script>window.__hacked = true</script><img src="x" onerror="window.__hacked = true">');
      const view = await render(freshCache(<SiteMessages />));
      const bell = await waitFor(() => view.container.querySelector<HTMLButtonElement>('button[aria-label^="Site messages"]:not(:disabled)'));
      await click(bell);
      const drawer = await waitFor(() => view.container.querySelector<HTMLDialogElement>('dialog[open]'));
      await click(await waitFor(() => byText(drawer, 'li button span', 'Rich message')?.closest('button')));
      const detail = await waitFor(() => [...view.container.querySelectorAll<HTMLDialogElement>('dialog[open]')].find((dialog) => dialog !== drawer));
      const body = await waitFor(() => detail.querySelector('b'))!;
      expect(body.textContent).to.equal('bold');
      expect(detail.querySelector('strong')?.textContent).to.equal('Line');
      expect(detail.querySelector('script, img')).to.equal(null);
      expect((window as { __hacked?: boolean }).__hacked).to.equal(undefined);
      await click(detail.querySelector('button[aria-label=Close]'));
      await waitFor(() => siteMessagesStore.getState().unreadCount === 0);
      await view.unmount();
    });

    it('lets the page keep the drawer closed by cancelling the open event', async () => {
      const { view, host, unmount } = await renderBell();
      let heard = 0;
      host.addEventListener('jms-site-messages-open', (event) => {
        heard += 1;
        expect(event.bubbles && event.composed && event.cancelable).to.equal(true);
        event.preventDefault();
      });
      const bell = await waitFor(() => view.container.querySelector<HTMLButtonElement>('button[aria-label^="Site messages"]:not(:disabled)'));
      await click(bell);
      expect(heard).to.equal(1);
      expect(view.container.querySelector('dialog')).to.equal(null);
      await unmount();
    });
  });
});
