import { expect } from 'chai';
import { bulkTicketUrl, ticketActionUrl, ticketTypeUrl } from '../../../src/views/tickets/tickets-urls';
import { ticketActions } from '../../../src/views/tickets/ticket-decision-button';

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

describe('where a ticket’s decisions go', () => {
  it('reads the current step from approval_step as JumpServer sends it, a {value, label} object', () => {
    const open = { ...ticket('open', 1, [['first'], ['second']]), approval_step: { value: 2, label: 'Two level' } };
    expect([...ticketActions(open, 'second')].sort()).to.deep.equal(['approve', 'close', 'reject']);
    expect([...ticketActions(open, 'first')]).to.deep.equal([]);
  });

  it('sends them to the ticket type’s own list, which alone takes approve and bulk', () => {
    expect(ticketActionUrl({ id: 'a1', type: { value: 'apply_asset', label: 'Apply for asset' } }, 'approve')).to.equal('/api/v1/tickets/apply-asset-tickets/a1/approve/');
    expect(ticketActionUrl({ id: 'b2', type: { value: 'login_asset_confirm', label: '' } }, 'close')).to.equal('/api/v1/tickets/apply-login-asset-tickets/b2/close/');
    expect(bulkTicketUrl('command_confirm', 'reject')).to.equal('/api/v1/tickets/apply-command-tickets/bulk/?action=reject');
    expect(ticketTypeUrl({ value: 'general' })).to.equal('/api/v1/tickets/tickets/');
  });
});
