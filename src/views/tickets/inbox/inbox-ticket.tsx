import { useMemo } from 'react';
import { useT } from '../../../blocks/i18n/use-t';
import type { Row } from '../../../blocks/resource/row';
import { useMetadata } from '../../../blocks/metadata/use-metadata';
import { decisionButton } from '../ticket-decision-button';
import type { OnDecided } from '../ticket-decisions';
import { TICKETS_URL } from '../tickets-urls';
import { useTicketDetail } from '../use-ticket-detail';
import { TicketSheet } from './ticket-sheet';

/** A ticket opened from the inbox's lists, read from its type's list. */
export function InboxTicket({ ticket, userId, onDecided, onBack }: { ticket: Row; userId: string | undefined; onDecided: OnDecided; onBack: () => void }) {
  const t = useT();
  const decisions = useMemo(() => (['approve', 'reject', 'close'] as const).map((action) => decisionButton(action, { t, userId, onDecided })), [t, userId, onDecided]);
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
