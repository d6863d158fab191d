import { useStore } from 'zustand';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable, type ListTableProps } from '../../blocks/list-table/list-table';
import type { ActionButton } from '../../blocks/list-table/types';
import { navigateTo } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import type { ScreenProps } from '../types';
import { bulkDecisionButton } from './ticket-decisions';
import { TICKETS_URL } from './tickets-urls';

const COMMON: Omit<ListTableProps, 'routeName'> = {
  url: TICKETS_URL,
  perms: { app: 'tickets', resource: 'ticket' },
  toolbar: { create: false, import: false, bulkDelete: false },
  rowActions: { update: false, delete: false },
  defaultColumns: ['title', 'type', 'applicant', 'state', 'org_name', 'date_created'],
  minColumns: ['title'],
  linkColumn: 'title',
  detailRoute: 'TicketDetail',
};

/** The tickets the signed-in user applied for. */
export function MyTicketList({ query }: ScreenProps) {
  const t = useT();
  const userId = useStore(sessionStore, (state) => state.profile?.id);
  if (!userId) return null;
  const apply: ActionButton = {
    name: 'apply',
    title: t('tickets.applyAssets'),
    icon: 'plus',
    variant: 'primary',
    onClick: () => navigateTo({ name: 'RequestAssetPermTicketCreateUpdate' }),
  };
  return <ListTable {...COMMON} routeName="MyTicketList" routeQuery={query} query={{ applicant: userId }} selectable={false} extraActions={[apply]} />;
}

/** The tickets waiting on the signed-in user (or that did), approved or rejected several at once. */
export function AssignedTicketList({ query }: ScreenProps) {
  const t = useT();
  const userId = useStore(sessionStore, (state) => state.profile?.id);
  if (!userId) return null;
  return (
    <ListTable
      {...COMMON}
      routeName="AssignedTicketList"
      routeQuery={query}
      query={{ assignees__id: userId }}
      extraActions={[bulkDecisionButton('approve', { t }), bulkDecisionButton('reject', { t })]}
    />
  );
}
