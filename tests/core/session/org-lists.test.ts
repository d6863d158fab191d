import { expect } from 'chai';
import { organizationDeleted, organizationSaved, organizationUsersAdded } from '../../../src/core/session/org-lists';
import { resetSession, sessionStore, setCurrentOrg, setProfile } from '../../../src/core/session/store';

const one = { id: 'o1', name: 'One' };
const two = { id: 'o2', name: 'Two' };

describe('the organization lists follow the organization screens', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSession();
    setProfile({ id: 'me', name: 'Me', username: 'me', perms: [], console_orgs: [two], audit_orgs: [two], workbench_orgs: [two] });
    setCurrentOrg(two);
  });

  it('a created organization joins the console list, in name order', () => {
    organizationSaved(one);
    expect(sessionStore.getState().consoleOrgs.map((org) => org.name)).to.deep.equal(['One', 'Two']);
    expect(sessionStore.getState().workbenchOrgs.map((org) => org.name)).to.deep.equal(['Two']);
  });

  it('a renamed organization is renamed everywhere, the current one included', () => {
    organizationSaved({ id: 'o2', name: 'Second' });
    const state = sessionStore.getState();
    expect([state.consoleOrgs, state.auditOrgs, state.workbenchOrgs].map((list) => list[0]?.name)).to.deep.equal(['Second', 'Second', 'Second']);
    expect(state.currentOrg?.name).to.equal('Second');
  });

  it('a deleted organization leaves every list', () => {
    organizationDeleted('o2');
    const state = sessionStore.getState();
    expect([state.consoleOrgs, state.auditOrgs, state.workbenchOrgs, state.noRootWorkbenchOrgs].map((list) => list.length)).to.deep.equal([0, 0, 0, 0]);
  });

  it('joining an organization adds it to the workbench list, only for the added user', () => {
    organizationUsersAdded(one, ['someone-else']);
    expect(sessionStore.getState().workbenchOrgs).to.have.length(1);
    organizationUsersAdded(one, ['someone-else', 'me']);
    expect(sessionStore.getState().workbenchOrgs.map((org) => org.name)).to.deep.equal(['One', 'Two']);
    expect(sessionStore.getState().noRootWorkbenchOrgs.map((org) => org.name)).to.deep.equal(['One', 'Two']);
  });
});
