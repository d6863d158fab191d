import { DetailCard } from '../../blocks/detail-page/detail-card';
import { useT } from '../../blocks/i18n/use-t';
import { CellValue } from '../../blocks/list-table/cell';

/** The application's own fields, per ticket type; a field the server also names (`_display`) shows by its names. */
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
] as const;

/** What the ticket asks for (its `meta`), in the order an approver reads it. */
export function TicketMeta({ meta }: { meta: unknown }) {
  const t = useT();
  const values = meta && typeof meta === 'object' ? (meta as Record<string, unknown>) : {};
  const items = META_KEYS.filter((key) => values[key] !== undefined && values[key] !== null).map((key) => ({
    key: t(`tickets.meta.${key}`),
    // apply_date_start reads as a date the way date_start does.
    value: <CellValue name={key.replace(/^apply_/, '')} value={values[`${key}_display`] ?? values[key]} />,
  }));
  return items.length ? <DetailCard title={t('tickets.application')} items={items} /> : null;
}
