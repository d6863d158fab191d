import type { Row } from '../../blocks/resource/row';
import { DetailCard } from '../../blocks/detail-page/detail-card';
import { useT } from '../../blocks/i18n/use-t';
import { CellValue } from '../../blocks/display/cell-value';
import { DetailLink } from './ticket-links';
import { useTicketDetail } from './use-ticket-detail';

/** The application's own fields, per ticket type, in the order an approver reads them. */
const META_KEYS = [
  'apply_permission_name',
  'apply_assets',
  'apply_nodes',
  'apply_accounts',
  'apply_actions',
  'apply_date_start',
  'apply_date_expired',
  'apply_login_user',
  'apply_login_ip',
  'apply_login_city',
  'apply_login_datetime',
  'apply_login_asset',
  'apply_login_account',
  'apply_run_user',
  'apply_run_asset',
  'apply_run_account',
  'apply_run_command',
  'apply_from_session',
  'apply_from_cmd_filter_acl',
] as const;

/** The application's references to other objects, linked to their pages (where there are routes). */
const LINKED: Partial<Record<(typeof META_KEYS)[number], string>> = { apply_from_session: 'SessionDetail', apply_from_cmd_filter_acl: 'CommandFilterAclDetail' };

/** What the ticket asks for: its type's fields, as the type's list sends them (related objects by their names). */
export function TicketMeta({ ticket }: { ticket: Record<string, unknown> }) {
  const t = useT();
  const items = META_KEYS.filter((key) => ticket[key] !== undefined && ticket[key] !== null).map((key) => ({
    key: t(`tickets.meta.${key}`),
    // Shown by the rules of the fields they are named after: apply_date_start as date_start, apply_login_datetime as a datetime.
    value: LINKED[key] ? (
      <DetailLink route={LINKED[key]} value={ticket[key]} />
    ) : (
      <CellValue name={key.endsWith('datetime') ? 'datetime' : key.replace(/^apply_/, '')} value={ticket[key]} />
    ),
  }));
  return items.length ? <DetailCard title={t('tickets.application')} items={items} /> : null;
}

/** The application of a ticket read from the generic list, fetched from its type's list. */
export function TicketApplication({ ticket }: { ticket: Row }) {
  const { data } = useTicketDetail(ticket);
  return data ? <TicketMeta ticket={data} /> : null;
}
