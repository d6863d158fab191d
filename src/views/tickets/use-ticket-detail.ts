import { useData } from '../../blocks/data/use-data';
import { detailKey } from '../../blocks/resource/cache-keys';
import type { Row } from '../../blocks/resource/row';
import { http } from '../../core/http';
import { detailUrl } from '../../core/resources/crud';
import { ticketTypeUrl } from './tickets-urls';

/** A ticket from its type's list: the generic fields and the application's own (the generic list has only the former). */
export function useTicketDetail(ticket: { id: string; type?: unknown }) {
  const url = ticketTypeUrl(ticket.type);
  return useData<Row>(detailKey(url, ticket.id), () => http.get<Row>(detailUrl(url, ticket.id), { silent: true }), { revalidateOnFocus: false, shouldRetryOnError: false });
}
