import detailMessages from 'jms:messages/details';
import { withMessages } from '../../../core/i18n';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { DetailFailed, DetailSkeleton } from '../../../blocks/detail-page/detail-states';
import { LightTabs } from '../../../blocks/detail-page/light-tabs';
import { useT } from '../../../blocks/i18n/use-t';
import { ListTable, type ListTableProps } from '../../../blocks/list-table/list-table';
import { TICKETS_URL } from '../tickets-urls';

import * as styles from './inbox.css';
import type { InboxList, InboxPresets, TicketInboxModel } from './use-ticket-inbox';

// The inbox opens on its lists: a ticket's detail loads with the first ticket opened.
const InboxTicket = lazy(withMessages(detailMessages, () => import('./inbox-ticket').then((module) => ({ default: module.InboxTicket }))));

const COMMON: Omit<ListTableProps, 'routeName'> = {
  url: TICKETS_URL,
  perms: { app: 'tickets', resource: 'ticket' },
  toolbar: { create: false, import: false, export: false, bulkDelete: false },
  rowActions: { update: false, delete: false },
  minColumns: ['title'],
  linkColumn: 'title',
  // Titles are what a reader scans: wide enough to read in a narrow column too.
  columns: { title: { width: 300 } },
};

/** Each list's own part: the console's route it stands for, whose tickets, where it starts and what it shows. */
const LISTS: Record<InboxList, { routeName: string; whose?: string; start: Record<string, string> } & Pick<ListTableProps, 'defaultColumns' | 'selectable'>> = {
  assigned: {
    routeName: 'AssignedTicketList',
    whose: 'assignees__id',
    // What waits for a decision shows first; removing the filter lists the rest after the open ones.
    start: { state: 'pending', order: '-status,-date_created' },
    defaultColumns: ['title', 'type', 'applicant', 'state', 'date_created'],
  },
  mine: { routeName: 'MyTicketList', whose: 'applicant', start: {}, defaultColumns: ['title', 'type', 'state', 'date_created'], selectable: false },
  all: { routeName: 'MyTicketList', start: {}, defaultColumns: ['title', 'type', 'applicant', 'state', 'date_created'], selectable: false },
};

/** Where a list starts: its own filters, then what the page preset (a search, a state, a type). */
function startQuery(start: Record<string, string>, { state, type, search }: InboxPresets): URLSearchParams {
  const query = new URLSearchParams(start);
  for (const [key, value] of Object.entries({ state, type, search })) if (value) query.set(key, value);
  return query;
}

/**
 * The inbox as it shows: the two lists in tabs, or one ticket in their
 * place; while its messages load or when they fail, that state.
 * Coming back from a ticket, focus returns to its row (or to the tab when
 * the ticket left the list).
 */
export function TicketInboxView(model: TicketInboxModel) {
  const t = useT();
  const base = useId();
  const lists = useRef<HTMLDivElement>(null);
  const lastOpened = useRef<string | null>(null);
  // A list is fetched the first time its tab shows, then kept with its filters and page.
  const [chosen, setChosen] = useState<ReadonlySet<InboxList>>(new Set());
  const shown = new Set([...chosen, model.list]);

  useEffect(() => {
    if (model.opened) {
      lastOpened.current = model.opened.id;
      return;
    }
    const id = lastOpened.current;
    lastOpened.current = null;
    if (!id || !lists.current) return;
    const row = lists.current.querySelector<HTMLElement>(`[role=tabpanel]:not([hidden]) tr[data-row-id="${CSS.escape(id)}"] button`);
    (row ?? lists.current.querySelector<HTMLElement>('[role=tab][aria-selected=true]'))?.focus();
  }, [model.opened]);

  if (model.status === 'loading') return <DetailSkeleton />;
  if (model.status === 'error' || !model.userId) return <DetailFailed message={t('tickets.inbox.loadFailed')} onRetry={model.retry} />;

  return (
    <div className={styles.inbox}>
      <div ref={lists} hidden={Boolean(model.opened)}>
        <LightTabs
          id={base}
          label={t('tickets.inbox.lists')}
          selected={model.list}
          shown={shown}
          onSelect={(list) => {
            model.showList(list);
            setChosen((current) => new Set([...current, list]));
          }}
          tabs={model.lists.map((list) => {
            const { whose, start, ...config } = LISTS[list];
            const routeQuery = startQuery(start, model.presets);
            return {
              name: list,
              title: t(`tickets.inbox.${list}`),
              panel: (
                <ListTable
                  {...COMMON}
                  {...config}
                  // New presets start the list again from them.
                  key={routeQuery.toString()}
                  routeQuery={routeQuery}
                  name={`jms-ticket-inbox/${list}`}
                  query={whose ? { [whose]: model.userId ?? '' } : {}}
                  extraActions={list === 'assigned' ? model.bulkDecisions : []}
                  onOpen={model.open}
                />
              ),
            };
          })}
        />
      </div>
      {model.opened && (
        <Suspense fallback={<DetailSkeleton />}>
          <InboxTicket key={model.opened.id} ticket={model.opened} userId={model.userId} onDecided={model.onDecided} onBack={model.back} />
        </Suspense>
      )}
    </div>
  );
}
