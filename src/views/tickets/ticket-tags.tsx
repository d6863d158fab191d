import * as controls from '../../blocks/controls/controls.css';
import { objectText } from '../../blocks/display/object-text';
import { stateOf, valueOf } from './ticket-state';

type Tone = keyof typeof controls.tag;

/** Waiting in amber, approved in green, rejected in red, closed without a decision in grey. */
const STATE_TONES: Record<ReturnType<typeof stateOf>, Tone> = { pending: 'warning', approved: 'primary', rejected: 'danger', closed: 'info' };

/** A ticket's decision as a coloured tag, in the server's words. */
export function TicketStateTag({ state }: { state: unknown }) {
  return <span className={controls.tag[STATE_TONES[stateOf(valueOf(state))]]}>{objectText(state)}</span>;
}

/** Whether a ticket is still open, as a tag. */
export function TicketStatusTag({ status }: { status: unknown }) {
  return <span className={controls.tag[valueOf(status) === 'open' ? 'primary' : 'info']}>{objectText(status)}</span>;
}
