import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable, type ListTableProps } from '../../blocks/list-table/list-table';
import type { ActionButton } from '../../blocks/list-table/types';
import { navigateTo } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import type { ScreenProps } from '../types';
import { bulkDecisionButton } from './ticket-decisions';
import { TicketStateTag, TicketStatusTag } from './ticket-tags';
import { TICKETS_URL } from './tickets-urls';

/** The tickets still waiting for a decision: what both lists open on (lina's default filter), a tag the user may remove. */
const OPEN_TICKETS = { state: 'pending' } as const;

const COMMON: Omit<ListTableProps, 'routeName' | 'columns'> = {
  url: TICKETS_URL,
  perms: { app: 'tickets', resource: 'ticket' },
  toolbar: { create: false, import: false, bulkDelete: false },
  rowActions: { update: false, delete: false },
  defaultQuery: OPEN_TICKETS,
  defaultColumns: ['title', 'serial_num', 'type', 'applicant', 'state', 'status', 'org_name', 'date_created'],
  minColumns: ['title'],
  linkColumn: 'title',
  detailRoute: 'TicketDetail',
};

/** The Number column, and the decision and status as coloured tags. */
function useTicketColumns(): ListTableProps['columns'] {
  const t = useT();
  return useMemo(
    () => ({
      serial_num: { label: t('tickets.number') },
      state: { render: (row) => <TicketStateTag state={row['state']} /> },
      status: { render: (row) => <TicketStatusTag status={row['status']} /> },
    }),
    [t],
  );
}

/** The tickets the signed-in user applied for. */
export function MyTicketList({ query }: ScreenProps) {
  const t = useT();
  const userId = useStore(sessionStore, (state) => state.profile?.id);
  const columns = useTicketColumns();
  if (!userId) return null;
  const apply: ActionButton = {
    name: 'apply',
    title: t('tickets.applyAssets'),
    icon: 'plus',
    variant: 'primary',
    onClick: () => navigateTo({ name: 'RequestAssetPermTicketCreateUpdate' }),
  };
  return <ListTable {...COMMON} columns={columns} routeName="MyTicketList" routeQuery={query} query={{ applicant: userId }} selectable={false} extraActions={[apply]} />;
}

/** The tickets waiting on the signed-in user (or that did), approved or rejected several at once. */
export function AssignedTicketList({ query }: ScreenProps) {
  const t = useT();
  const userId = useStore(sessionStore, (state) => state.profile?.id);
  const columns = useTicketColumns();
  if (!userId) return null;
  return (
    <ListTable
      {...COMMON}
      columns={columns}
      routeName="AssignedTicketList"
      routeQuery={query}
      query={{ assignees__id: userId }}
      extraActions={[bulkDecisionButton('approve', { t }), bulkDecisionButton('reject', { t })]}
    />
  );
}
