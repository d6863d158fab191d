import { expect } from 'chai';
import { ROOT_ORG_ID, SYSTEM_ORG_ID } from '../../../src/core/constants';
import { orgMemory } from '../../../src/core/session/org-memory';
import { resetSession, restorePreviousOrg, sessionStore, setCurrentOrg, setProfile } from '../../../src/core/session/store';
import type { Profile } from '../../../src/core/session/types';

const alice: Profile = {
  id: 'u1',
  name: 'Alice',
  username: 'alice',
  is_superuser: false,
  perms: ['users.view_user'],
  system_roles: [{ id: '00000000-0000-0000-0000-000000000003' }],
  console_orgs: [{ id: 'o1', name: 'One' }],
  audit_orgs: [],
  workbench_orgs: [
    { id: ROOT_ORG_ID, name: 'All organizations' },
    { id: 'o1', name: 'One' },
  ],
};

describe('the session store', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSession();
  });

  it('takes in the profile: permissions, organization lists, flags', () => {
    setProfile(alice);
    const state = sessionStore.getState();
    expect(state.profile?.username).to.equal('alice');
    expect([...state.perms]).to.deep.equal(['users.view_user']);
    expect(state.consoleOrgs).to.have.length(1);
    expect(state.noRootWorkbenchOrgs.map((org) => org.id)).to.deep.equal(['o1']);
    expect(state.isSuperAdmin).to.equal(false);
    expect(state.isAdmin).to.equal(false);
    setProfile({ ...alice, is_superuser: true });
    expect(sessionStore.getState().isSuperAdmin).to.equal(true);
    expect(sessionStore.getState().isAdmin).to.equal(true);
  });

  it('prefers the separate permissions answer of later servers', () => {
    const { perms: _perms, console_orgs: _console, ...bare } = alice;
    setProfile(bare, { perms: ['assets.view_asset'], console_orgs: [{ id: 'o9', name: 'Nine' }] });
    expect([...sessionStore.getState().perms]).to.deep.equal(['assets.view_asset']);
    expect(sessionStore.getState().consoleOrgs[0]?.id).to.equal('o9');
  });

  it('keeps the current and previous organization per user', () => {
    setProfile(alice);
    setCurrentOrg({ id: 'o1', name: 'One' });
    setProfile({ ...alice, id: 'u2', username: 'bob' });
    expect(sessionStore.getState().currentOrg).to.equal(null);
    setCurrentOrg({ id: 'o2', name: 'Two' });
    setProfile(alice);
    expect(sessionStore.getState().currentOrg?.id).to.equal('o1');
    expect(orgMemory.current('bob')?.id).to.equal('o2');
  });

  it('remembers the organization before the global or system one and restores it', () => {
    setProfile(alice);
    setCurrentOrg({ id: 'o1', name: 'One' });
    setCurrentOrg({ id: SYSTEM_ORG_ID, name: 'SYSTEM', autoEnter: Date.now() });
    expect(sessionStore.getState().preOrg?.id).to.equal('o1');
    setCurrentOrg({ id: ROOT_ORG_ID, name: 'GLOBAL', autoEnter: Date.now() });
    expect(sessionStore.getState().preOrg?.id).to.equal('o1');
    expect(restorePreviousOrg()?.id).to.equal('o1');
    expect(sessionStore.getState().currentOrg?.id).to.equal('o1');
    expect(restorePreviousOrg()).to.equal(null);
  });

  it('does not remember an organization that was entered automatically', () => {
    setProfile(alice);
    setCurrentOrg({ id: 'o1', name: 'One' });
    setCurrentOrg({ id: 'o3', name: 'Three', autoEnter: Date.now() });
    setCurrentOrg({ id: ROOT_ORG_ID, name: 'GLOBAL' });
    expect(sessionStore.getState().preOrg).to.equal(null);
  });

  it('forgets the user on logout, not their saved organizations', () => {
    setProfile(alice);
    setCurrentOrg({ id: 'o1', name: 'One' });
    resetSession();
    const state = sessionStore.getState();
    expect(state.profile).to.equal(null);
    expect(state.perms.size).to.equal(0);
    expect(state.currentOrg).to.equal(null);
    expect(orgMemory.current('alice')?.id).to.equal('o1');
  });
});
