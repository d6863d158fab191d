import { useState } from 'react';
import { useStore } from 'zustand';
import { DetailCard, itemsFromMetadata } from '../../blocks/detail-page/detail-card';
import { DetailPage } from '../../blocks/detail-page/detail-page';
import { ConfirmDialog } from '../../blocks/dialog/confirm-dialog';
import { useT } from '../../blocks/i18n/use-t';
import { refreshResource } from '../../blocks/list-table/refresh-resource';
import type { ActionButton, Row } from '../../blocks/list-table/types';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { ERROR_FLASH_MS } from '../../core/constants';
import { feedback, http } from '../../core/http';
import { sessionStore } from '../../core/session/store';
import type { ScreenProps } from '../types';
import { TicketComments } from './ticket-comments';
import { TicketMeta } from './ticket-meta';
import { TicketProcess } from './ticket-process';
import { ticketActionUrl, ticketActions, TICKETS_URL, type TicketAction } from './tickets-urls';

const INFO = ['serial_num', 'title', 'type', 'applicant', 'org_name', 'state', 'status', 'date_created', 'comment'];

/** A ticket: what was asked, who decides at which step, the talk about it, and the decision. */
export default function TicketDetail({ params, query }: ScreenProps) {
  const t = useT();
  const userId = useStore(sessionStore, (state) => state.profile?.id);
  const { meta } = useMetadata(TICKETS_URL);
  const fields = meta?.actions.GET ?? [];
  const [asking, setAsking] = useState<{ action: TicketAction; row: Row; reload: () => void } | null>(null);

  const act = async (action: TicketAction, row: Row, reload: () => void) => {
    try {
      await http.put(ticketActionUrl(String(row.id), action));
      feedback().flash(t(`tickets.${action}Done`), 'success', ERROR_FLASH_MS);
      void refreshResource(TICKETS_URL);
      reload();
    } finally {
      setAsking(null);
    }
  };
  const button = (action: TicketAction): ActionButton => ({
    name: action,
    title: t(`tickets.${action}`),
    variant: action === 'approve' ? 'primary' : action === 'reject' ? 'danger' : 'default',
    has: ({ row }) => Boolean(row && ticketActions(row, userId).has(action)),
    // Approving is the everyday answer; rejecting and closing end the ticket, so they ask first.
    onClick: ({ row, reload }) => row && (action === 'approve' ? void act(action, row, reload) : setAsking({ action, row, reload })),
  });

  return (
    <>
      <DetailPage
        url={TICKETS_URL}
        id={params['id'] ?? ''}
        routeName="TicketDetail"
        routeQuery={query}
        perms={{ app: 'tickets', resource: 'ticket' }}
        title={(row) => String(row['title'] ?? '')}
        activity={false}
        actions={{ update: false, delete: false, extra: [button('approve'), button('reject'), button('close')] }}
        defaultTab="info"
        tabs={[
          {
            name: 'info',
            title: t('detail.basicInfo'),
            render: (row, reload) => (
              <>
                <DetailCard title={t('detail.basicInfo')} items={itemsFromMetadata(row, fields, INFO)} />
                <TicketMeta meta={row['meta']} />
                <TicketProcess ticket={row} />
                <TicketComments ticketId={String(row.id)} onAdded={reload} />
              </>
            ),
          },
        ]}
      />
      {asking && (
        <ConfirmDialog
          danger
          title={t(`tickets.${asking.action}`)}
          message={t(`tickets.${asking.action}Confirm`, { title: String(asking.row['title'] ?? '') })}
          confirmLabel={t(`tickets.${asking.action}`)}
          onConfirm={() => act(asking.action, asking.row, asking.reload)}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}

