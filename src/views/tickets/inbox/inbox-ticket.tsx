import type { ActionButton } from '../../../blocks/list-table/types';
import type { Row } from '../../../blocks/resource/row';
import { useMetadata } from '../../../blocks/metadata/use-metadata';
import { TICKETS_URL } from '../tickets-urls';
import { useTicketDetail } from '../use-ticket-detail';
import { TicketSheet } from './ticket-sheet';

/** A ticket opened from the inbox's lists, read from its type's list. */
export function InboxTicket({ ticket, decisions, onBack }: { ticket: Row; decisions: readonly ActionButton[]; onBack: () => void }) {
  const detail = useTicketDetail(ticket);
  const { meta } = useMetadata(TICKETS_URL);
  const reload = () => void detail.mutate();
  return (
    <TicketSheet
      ticket={detail.data}
      failed={Boolean(detail.error) && !detail.data}
      fields={meta?.actions.GET ?? []}
      decisions={decisions}
      onRetry={reload}
      onReload={reload}
      onBack={onBack}
    />
  );
}
