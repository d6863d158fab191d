import { lazy, Suspense, useEffect, useId } from 'react';
import { Button } from '../../../blocks/controls/button';
import * as controls from '../../../blocks/controls/controls.css';
import { DetailFrame, DetailHeader, DetailTitle } from '../../../blocks/detail-page/detail-layout';
import { DetailFailed, DetailSkeleton } from '../../../blocks/detail-page/detail-states';
import { useT } from '../../../blocks/i18n/use-t';
import { ActionButtons } from '../../../blocks/list-table/action-buttons';
import type { ActionButton } from '../../../blocks/list-table/types';
import type { Row } from '../../../blocks/resource/row';
import type { FieldMeta } from '../../../core/metadata';
import { TicketStateTag } from '../ticket-tags';
import { consoleUrl } from '../../../core/router';
import { useJmsEvent } from '../../../blocks/custom-element/host-context';
import * as styles from './inbox.css';

// Not with the lists: asked for as a ticket opens, while the ticket itself loads.
const loadBody = () => import('./ticket-sheet-body');
const TicketSheetBody = lazy(() => loadBody().then((module) => ({ default: module.TicketSheetBody })));

export interface TicketSheetProps {
  /** The ticket from its type's list; undefined while it loads. */
  ticket: Row | undefined;
  failed: boolean;
  /** The ticket list's metadata: labels and choices of the basic lines. */
  fields: readonly FieldMeta[];
  decisions: readonly ActionButton[];
  onRetry: () => void;
  onReload: () => void;
  onBack: () => void;
}

/**
 * One ticket where the list was: what was asked, who decides at which step,
 * the talk about it, and the decisions the user may take. Back returns to
 * the list; focus starts on it.
 */
export function TicketSheet({ ticket, failed, fields, decisions, onRetry, onReload, onBack }: TicketSheetProps) {
  const t = useT();
  const titleId = useId();
  useEffect(() => void loadBody(), []);
  return (
    <DetailFrame part="detail" aria-labelledby={titleId} aria-busy={!ticket && !failed}>
      <DetailHeader actions={ticket && <ActionButtons actions={decisions} context={{ selected: [ticket], row: ticket, reload: onReload }} />}>
        <Button icon="arrow-left" autoFocus onClick={onBack}>
          {t('tickets.inbox.back')}
        </Button>
        <div className={styles.sheetTitle}>
          <DetailTitle id={titleId} className={styles.title}>
            {ticket ? String(ticket['title'] ?? '') : <span className={controls.skeleton} style={{ width: '12em' }} />}
          </DetailTitle>
          {ticket && <span className={styles.serial}>{String(ticket['serial_num'] ?? '')}</span>}
        </div>
        {ticket && <TicketStateTag state={ticket['state']} />}
        {ticket && <OpenInConsole id={ticket.id} />}
      </DetailHeader>
      {failed ? (
        <DetailFailed message={t('detail.loadFailed')} onRetry={onRetry} />
      ) : !ticket ? (
        <DetailSkeleton />
      ) : (
        <Suspense fallback={<DetailSkeleton />}>
          <TicketSheetBody ticket={ticket} fields={fields} onReload={onReload} />
        </Suspense>
      )}
    </DetailFrame>
  );
}

/** The ticket's page in the full console, in a new tab unless the page keeps it (`jms-open-in-console`). */
function OpenInConsole({ id }: { id: string }) {
  const t = useT();
  const opening = useJmsEvent('jms-open-in-console', { cancelable: true });
  const href = consoleUrl(`/tickets/tickets/${encodeURIComponent(id)}`);
  return (
    <a
      className={controls.textLink}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (!opening({ id, kind: 'ticket', url: href })) event.preventDefault();
      }}
    >
      {t('tickets.inbox.openInConsole')}
    </a>
  );
}
