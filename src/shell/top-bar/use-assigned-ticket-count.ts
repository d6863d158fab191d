import { useData } from '../../blocks/data/use-data';
import { useStore } from 'zustand';
import { TICKET_LIST_LIMIT } from '../../core/constants';
import { http, readPage } from '../../core/http';
import { sessionStore } from '../../core/session/store';
import { useAfterMainContent } from '../../blocks/main-content/use-after-main-content';
import { countKey } from '../../blocks/resource/cache-keys';

export const TICKETS_URL = '/api/v1/tickets/tickets/';

/** Open tickets waiting for the user (spec: assignees__id, status=open, offset 0, limit 15, display and draw); a decision anywhere counts again. */
export function useAssignedTicketCount(enabled: boolean): number {
  const userId = useStore(sessionStore, (state) => state.profile?.id);
  const after = useAfterMainContent();
  const { data } = useData(enabled && after && userId ? countKey(TICKETS_URL, userId) : null, ([, url, id]) =>
    http
      .get(url, { params: { assignees__id: id, status: 'open', offset: 0, limit: TICKET_LIST_LIMIT, display: 1, draw: 1 }, silent: true })
      .then((answer) => readPage(answer).count),
  );
  return data ?? 0;
}
