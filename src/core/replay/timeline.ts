/** Something that happened in a session, placed on its recording's time line. */
export interface TimelineEntry {
  id: string;
  /** Seconds from the session's start. */
  at: number;
  kind: 'command' | 'transfer';
  /** The command typed, or the file and what was done with it. */
  text: string;
  /** The command filter's level (0 accepted, 4 warned about, 5 and up stopped); 0 for a transfer. */
  risk: number;
  /** The level as the server words it. */
  riskLabel: string;
}

/** A level as the list answers it: a number, or `{value, label}`. */
function riskOf(value: unknown): { risk: number; riskLabel: string } {
  if (value && typeof value === 'object' && 'value' in value) {
    const choice = value as { value: unknown; label?: unknown };
    return { risk: Number(choice.value) || 0, riskLabel: String(choice.label ?? choice.value) };
  }
  return { risk: Number(value) || 0, riskLabel: String(value ?? '') };
}

/** A choice's label, or the value as it came. */
const labelOf = (value: unknown): string => String(value && typeof value === 'object' && 'label' in value ? (value as { label: unknown }).label : (value ?? ''));

/** Risky enough to be marked on the seek bar: warned about or stopped. */
export const isRisky = (entry: TimelineEntry): boolean => entry.risk >= 4;

/**
 * The session's commands (`timestamp`, epoch seconds) and file transfers
 * (`date_start`), in order, each at its moment from the session's start.
 */
export function timelineEntries(sessionStart: string, commands: readonly Record<string, unknown>[], transfers: readonly Record<string, unknown>[] = []): TimelineEntry[] {
  const start = Date.parse(sessionStart) / 1000;
  const entries: TimelineEntry[] = [
    ...commands.map((command) => ({
      id: String(command['id']),
      at: Math.max(0, Number(command['timestamp']) - start),
      kind: 'command' as const,
      text: String(command['input'] ?? ''),
      ...riskOf(command['risk_level']),
    })),
    ...transfers.map((transfer) => ({
      id: String(transfer['id']),
      at: Math.max(0, Date.parse(String(transfer['date_start'])) / 1000 - start),
      kind: 'transfer' as const,
      text: `${labelOf(transfer['operate'])} ${String(transfer['filename'] ?? '')}`,
      risk: 0,
      riskLabel: '',
    })),
  ];
  return entries.filter((entry) => Number.isFinite(entry.at)).sort((a, b) => a.at - b.at);
}

/** The entry the recording has reached at `position`: the last one at or before it, or -1. */
export function currentEntry(entries: readonly TimelineEntry[], position: number): number {
  let current = -1;
  for (const [index, entry] of entries.entries()) {
    if (entry.at > position) break;
    current = index;
  }
  return current;
}
