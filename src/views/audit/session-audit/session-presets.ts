import type { DateRange } from '../../../blocks/date-range/date-range-values';
import type { QueryParams } from '../../../core/http';

export type SessionAuditMode = 'online' | 'history' | 'commands';

export const MODES: readonly SessionAuditMode[] = ['online', 'history', 'commands'];

/** What the page presets through the element's attributes; every list shows only what matches. */
export interface SessionAuditPresets {
  view?: SessionAuditMode | undefined;
  /** A user's id, or the name the server gives it (`Bob(bob)`). */
  user?: string | undefined;
  /** An asset's id, or the name the server gives it (`web-01(10.0.0.5)`). */
  asset?: string | undefined;
  protocol?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** `low`, `medium`, `high`, or the command filter's number. */
  riskLevel?: string | undefined;
}

/** The command filter's levels by name: accepted (0), warned about (4), stopped (5). */
const RISK_LEVELS: Record<string, number> = { low: 0, accept: 0, medium: 4, warning: 4, high: 5, reject: 5 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const parseMode = (value: string | null | undefined): SessionAuditMode | undefined => MODES.find((mode) => mode === value);

/** A level's number, or undefined when the name is none of them. */
export function riskLevelOf(value: string | undefined): number | undefined {
  if (!value) return undefined;
  return RISK_LEVELS[value.toLowerCase()] ?? (/^\d+$/.test(value) ? Number(value) : undefined);
}

/** A user or asset filter: by id when it is one (`user_id`), else by the name the server shows. */
function byIdOrName(field: 'user' | 'asset', value: string | undefined): QueryParams {
  if (!value) return {};
  return UUID.test(value) ? { [`${field}_id`]: value } : { [field]: value };
}

/** What the session lists send beside their own search and dates. */
export function sessionQuery(presets: SessionAuditPresets): QueryParams {
  return { ...byIdOrName('user', presets.user), ...byIdOrName('asset', presets.asset), ...(presets.protocol ? { protocol: presets.protocol } : {}) };
}

/**
 * What the command list sends. Commands name their user as text (JumpServer
 * matches its start) and find an asset by its id or name; they have no protocol.
 */
export function commandQuery(presets: SessionAuditPresets): QueryParams {
  const level = riskLevelOf(presets.riskLevel);
  return {
    ...(presets.user && !UUID.test(presets.user) ? { user: presets.user } : {}),
    ...byIdOrName('asset', presets.asset),
    ...(level === undefined ? {} : { risk_level: level }),
  };
}

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 7;

const parseDate = (value: string | undefined): Date | undefined => {
  const time = value ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? new Date(time) : undefined;
};

/** The preset dates as the lists' range (an end alone: the week before it; a start alone: up to tomorrow); none preset, the lists' own. */
export function presetRange(presets: SessionAuditPresets): DateRange | undefined {
  const from = parseDate(presets.dateFrom);
  const to = parseDate(presets.dateTo);
  if (!from && !to) return undefined;
  const end = to ?? new Date(Date.now() + DAY_MS);
  return { from: from ?? new Date(end.getTime() - DEFAULT_DAYS * DAY_MS), to: end };
}
