import { DetailCard, itemsFromMetadata } from '../../../blocks/detail-page/detail-card';
import { DetailPanel } from '../../../blocks/detail-page/detail-layout';
import { useT } from '../../../blocks/i18n/use-t';
import type { Row } from '../../../blocks/resource/row';
import type { FieldMeta } from '../../../core/metadata';
import { TicketComments } from '../ticket-comments';
import { TicketMeta } from '../ticket-meta';
import { TicketProcess } from '../ticket-process';

/** The ticket's own lines, as the console's detail page shows them. */
const BASIC_FIELDS = ['serial_num', 'type', 'applicant', 'org_name', 'state', 'status', 'date_created', 'comment'];

/** What a ticket says: its lines, its application, its approval steps and the talk about it. */
export function TicketSheetBody({ ticket, fields, onReload }: { ticket: Row; fields: readonly FieldMeta[]; onReload: () => void }) {
  const t = useT();
  return (
    <DetailPanel>
      <DetailCard title={t('detail.basicInfo')} items={itemsFromMetadata(ticket, fields, BASIC_FIELDS)} />
      <TicketMeta ticket={ticket} />
      <TicketProcess ticket={ticket} />
      <TicketComments ticketId={ticket.id} onAdded={onReload} />
    </DetailPanel>
  );
}
