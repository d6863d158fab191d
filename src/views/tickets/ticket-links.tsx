import useSWR from 'swr';
import { DetailCard } from '../../blocks/detail-page/detail-card';
import { CellValue } from '../../blocks/display/cell-value';
import { objectText } from '../../blocks/display/object-text';
import { useT } from '../../blocks/i18n/use-t';
import { detailKey } from '../../blocks/resource/resource-cache';
import type { Row } from '../../blocks/resource/row';
import { useRouteLinks } from '../../blocks/route-links/route-links';
import { http } from '../../core/http';
import { valueOf } from './ticket-state';
import { TICKETS_URL } from './tickets-urls';

/** A related object's id, whether the server sends it bare or as `{id, name}`. */
const idOf = (value: unknown) => String(value && typeof value === 'object' ? ((value as { id?: unknown }).id ?? '') : (value ?? ''));

/** A link to another object's detail page, under the object's name (or the text given). */
export function DetailLink({ route, value, text }: { route: string; value: unknown; text?: string }) {
  const href = useRouteLinks().hrefFor({ name: route, params: { id: idOf(value) } });
  // An object sent without its name (`{id}`) reads as its id.
  const named = value && typeof value === 'object' ? 'name' in value : true;
  const label = text ?? (named ? objectText(value) : idOf(value));
  return href && idOf(value) ? <a href={href}>{label}</a> : <>{label}</>;
}

/**
 * The session an approved login to an asset let through (lina's Session card):
 * asked once; a ticket without one (yet) shows nothing. It reloads with the
 * ticket, so approving shows it.
 */
export function TicketSession({ ticket }: { ticket: Row }) {
  const t = useT();
  const wanted = valueOf(ticket['type']) === 'login_asset_confirm' && valueOf(ticket['state']) === 'approved';
  const { data: session } = useSWR(
    wanted ? detailKey(TICKETS_URL, `${ticket.id}/session`) : null,
    () => http.get<Row>(`${TICKETS_URL}${ticket.id}/session/`, { silent: true }).catch(() => null),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!session) return null;
  const value = (name: string) => <CellValue name={name} value={session[name]} />;
  return (
    <DetailCard
      title={t('tickets.session.title')}
      items={[
        { key: t('tickets.session.id'), value: <DetailLink route="SessionDetail" value={session.id} text={session.id} /> },
        { key: t('tickets.session.asset'), value: value('asset') },
        { key: t('tickets.session.account'), value: value('account') },
        { key: t('tickets.session.protocol'), value: value('protocol') },
        { key: t('tickets.session.remoteAddr'), value: value('remote_addr') },
        { key: t('tickets.session.state'), value: t(session['is_finished'] ? 'tickets.session.finished' : 'tickets.session.online') },
      ]}
    />
  );
}
