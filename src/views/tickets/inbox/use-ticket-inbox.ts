import ticketMessages from 'jms:messages/tickets';
import { useCallback, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useJmsEvent } from '../../../blocks/custom-element/host-context';
import { useDataCache } from '../../../blocks/data/data-cache-context';
import { useT } from '../../../blocks/i18n/use-t';
import { dropFromLists, refreshResource } from '../../../blocks/resource/resource-cache';
import type { Row } from '../../../blocks/resource/row';
import type { QueryParams } from '../../../core/http';
import { sessionStore } from '../../../core/session/store';
import { bulkDecisionButton, type OnDecided } from '../ticket-decisions';
import { TICKETS_URL } from '../tickets-urls';
import { valueOf } from '../ticket-state';
import { useMessagePart } from '../../../blocks/i18n/use-message-part';

export type InboxList = 'assigned' | 'mine' | 'all';

/** What the page asks the inbox to show (the element's `view`, `state`, `type` and `search`), followed live. */
export interface InboxPresets {
  view: InboxList;
  state: string | undefined;
  type: string | undefined;
  search: string | undefined;
}

/** The event detail that names a ticket. */
const ticketDetail = (ticket: Row) => ({ id: ticket.id, type: valueOf(ticket['type']), title: String(ticket['title'] ?? '') });

/** The lists of tickets waiting for a decision, which a decided ticket leaves at once. */
const listsOfOpen = (filters: QueryParams) => filters['state'] === 'pending' || filters['status'] === 'open';

/**
 * The ticket inbox's state and actions (the element shows it once the session
 * is established): its messages loaded, which list shows, the ticket opened in
 * place, and the decisions, each announced to the page by its event.
 */
export function useTicketInbox(presets: InboxPresets) {
  const t = useT();
  // The element asks for the tickets' messages with its language; this waits for them (or tries again).
  const { status, retry } = useMessagePart(ticketMessages);
  const userId = useStore(sessionStore, (state) => state.profile?.id);
  const [list, setList] = useState<InboxList>(presets.view);
  // A new `view` from the page shows that list, as choosing its tab would.
  const [presetView, setPresetView] = useState(presets.view);
  if (presets.view !== presetView) {
    setPresetView(presets.view);
    setList(presets.view);
  }
  const [opened, setOpened] = useState<Row | null>(null);
  const ticketOpen = useJmsEvent('jms-ticket-open', { cancelable: true });

  const { mutate } = useDataCache();
  const approved = useJmsEvent('jms-ticket-approved');
  const rejected = useJmsEvent('jms-ticket-rejected');
  const closed = useJmsEvent('jms-ticket-closed');
  const onDecided = useCallback<OnDecided>(
    (tickets, action) => {
      const announce = { approve: approved, reject: rejected, close: closed }[action];
      for (const ticket of tickets) announce(ticketDetail(ticket));
      // Decided, the ticket is done with here: back to what is left to decide, once it has left the list (focus goes to the tab, not to its row).
      void dropFromLists(
        TICKETS_URL,
        tickets.map((ticket) => ticket.id),
        listsOfOpen,
        mutate,
      ).then(() => {
        setOpened(null);
        return refreshResource(TICKETS_URL, mutate);
      });
    },
    [approved, rejected, closed, mutate],
  );

  const bulkDecisions = useMemo(() => [bulkDecisionButton('approve', { t, onDecided }), bulkDecisionButton('reject', { t, onDecided })], [t, onDecided]);

  return {
    status,
    retry,
    userId,
    presets,
    // The list of every ticket the user may see shows when the page asks for it.
    lists: (presets.view === 'all' ? ['assigned', 'mine', 'all'] : ['assigned', 'mine']) as readonly InboxList[],
    list,
    showList: setList,
    opened,
    open: (ticket: Row) => {
      if (ticketOpen(ticketDetail(ticket))) setOpened(ticket);
    },
    back: () => setOpened(null),
    // An opened ticket's own decisions come with its sheet (InboxTicket).
    onDecided,
    bulkDecisions,
  };
}

export type TicketInboxModel = ReturnType<typeof useTicketInbox>;
