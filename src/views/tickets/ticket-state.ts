// What a ticket is at: its state, its process steps and what the signed-in user may do with it.

export type TicketAction = 'approve' | 'reject' | 'close';

/** The value of a `{value, label}` field, or the field itself when the server sent it plain. */
export const valueOf = (field: unknown) => (field && typeof field === 'object' ? String((field as { value?: unknown }).value ?? '') : String(field ?? ''));

const STATES = ['pending', 'approved', 'rejected', 'closed'] as const;
/** A ticket's or a step's state among those the catalogue names; an unknown one reads as pending. */
export const stateOf = (state: string) => ((STATES as readonly string[]).includes(state) ? (state as (typeof STATES)[number]) : 'pending');

/** One approval step of a ticket's process map. */
export interface ProcessStep {
  state: string;
  approval_level: number;
  assignees: string[];
  assignees_display?: string[];
  processor?: string;
  processor_display?: string;
  approval_date?: string;
}
