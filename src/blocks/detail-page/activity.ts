import { ACTIVITY_LIMIT } from '../../core/constants';
import { http } from '../../core/http';

const ACTIVITIES_URL = '/api/v1/audits/activities/';

/** An activity of an object (api-contract 4.10); r_type O is an operation with a diff. */
export interface Activity {
  id: string;
  timestamp: string;
  content: string;
  detailUrl: string;
  type: 'O' | 'S' | 'L' | 'T' | string;
}

function makeActivity(raw: Record<string, unknown>, index: number): Activity {
  return {
    id: String(raw['id'] ?? index),
    timestamp: String(raw['timestamp'] ?? ''),
    content: String(raw['content'] ?? ''),
    detailUrl: String(raw['detail_url'] ?? ''),
    type: String(raw['r_type'] ?? raw['type'] ?? ''),
  };
}

/** The last 30 activities of an object, newest first. */
export async function loadActivities(resourceId: string): Promise<Activity[]> {
  const answer = await http.get<unknown>(ACTIVITIES_URL, { params: { resource_id: resourceId } });
  const list = Array.isArray(answer) ? answer : Array.isArray((answer as { results?: unknown })?.results) ? (answer as { results: unknown[] }).results : [];
  return list
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map(makeActivity)
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0))
    .slice(0, ACTIVITY_LIMIT);
}

export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * An operation's diff as field/before/after rows, whichever shape the server
 * sends: a list of rows, `{before: {...}, after: {...}}`, or per field a pair.
 */
export function makeDiffRows(data: unknown): DiffRow[] {
  const diff = data && typeof data === 'object' && 'diff' in data ? (data as { diff: unknown }).diff : data;
  if (Array.isArray(diff)) {
    return diff
      .filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object')
      .map((row) => ({ field: String(row['field'] ?? ''), before: row['before'], after: row['after'] }));
  }
  if (!diff || typeof diff !== 'object') return [];
  const record = diff as Record<string, unknown>;
  if (record['before'] && typeof record['before'] === 'object' && record['after'] && typeof record['after'] === 'object') {
    const before = record['before'] as Record<string, unknown>;
    const after = record['after'] as Record<string, unknown>;
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) => ({ field, before: before[field], after: after[field] }));
  }
  return Object.entries(record).map(([field, value]) => {
    if (Array.isArray(value) && value.length === 2) return { field, before: value[0], after: value[1] };
    if (value && typeof value === 'object' && ('before' in value || 'after' in value)) {
      return { field, before: (value as DiffRow).before, after: (value as DiffRow).after };
    }
    return { field, before: undefined, after: value };
  });
}

export async function loadDiff(detailUrl: string): Promise<DiffRow[]> {
  return makeDiffRows(await http.get(detailUrl));
}
