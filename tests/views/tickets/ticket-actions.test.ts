import { expect } from 'chai';
import { ticketActions } from '../../../src/views/tickets/tickets-urls';

const ticket = (status: string, step: number, steps: string[][], applicant = 'applicant') => ({
  status: { value: status, label: status },
  approval_step: step,
  applicant: { id: applicant },
  process_map: steps.map((assignees, index) => ({ state: 'pending', approval_level: index + 1, assignees })),
});

describe('what a user may do with a ticket', () => {
  it('lets the current step’s assignees decide and the applicant close, while the ticket is open', () => {
    const open = ticket('open', 2, [['first'], ['second', 'third']]);
    expect([...ticketActions(open, 'second')].sort()).to.deep.equal(['approve', 'close', 'reject']);
    expect([...ticketActions(open, 'first')], 'an earlier step’s assignee').to.deep.equal([]);
    expect([...ticketActions(open, 'applicant')]).to.deep.equal(['close']);
    expect([...ticketActions(open, 'stranger')]).to.deep.equal([]);
    expect([...ticketActions(open, undefined)]).to.deep.equal([]);
  });

  it('offers nothing on a closed ticket', () => {
    expect([...ticketActions(ticket('closed', 1, [['second']]), 'second')]).to.deep.equal([]);
  });
});
