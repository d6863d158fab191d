import { ROOT_ORG_ID } from '../constants';
import { sessionStore } from './store';
import type { Org } from './types';

/**
 * The organization lists follow what the organization screens change (spec
 * "Organization switching"): creating or renaming updates the console list,
 * deleting removes it everywhere, and a user added to an organization finds
 * it among their workbench organizations, without a new login.
 */
function upsert(list: readonly Org[], org: Org): Org[] {
  const index = list.findIndex((item) => item.id === org.id);
  if (index < 0) return [...list, org].sort((a, b) => a.name.localeCompare(b.name));
  return list.map((item) => (item.id === org.id ? { ...item, ...org } : item));
}

function rename(list: readonly Org[], org: Org): Org[] {
  return list.map((item) => (item.id === org.id ? { ...item, name: org.name } : item));
}

export function organizationSaved(org: Org): void {
  const state = sessionStore.getState();
  sessionStore.setState({
    consoleOrgs: upsert(state.consoleOrgs, org),
    auditOrgs: rename(state.auditOrgs, org),
    workbenchOrgs: rename(state.workbenchOrgs, org),
    noRootWorkbenchOrgs: rename(state.noRootWorkbenchOrgs, org),
    usingOrgs: rename(state.usingOrgs, org),
    currentOrg: state.currentOrg?.id === org.id ? { ...state.currentOrg, name: org.name } : state.currentOrg,
  });
}

export function organizationDeleted(id: string): void {
  const state = sessionStore.getState();
  const without = (list: readonly Org[]) => list.filter((item) => item.id !== id);
  sessionStore.setState({
    consoleOrgs: without(state.consoleOrgs),
    auditOrgs: without(state.auditOrgs),
    workbenchOrgs: without(state.workbenchOrgs),
    noRootWorkbenchOrgs: without(state.noRootWorkbenchOrgs),
    usingOrgs: without(state.usingOrgs),
  });
}

/** Users were added to an organization: when the signed-in user is one of them, they may now work in it. */
export function organizationUsersAdded(org: Org, userIds: readonly string[]): void {
  const state = sessionStore.getState();
  if (!state.profile || !userIds.includes(state.profile.id)) return;
  const workbenchOrgs = upsert(state.workbenchOrgs, org);
  sessionStore.setState({ workbenchOrgs, noRootWorkbenchOrgs: workbenchOrgs.filter((item) => item.id !== ROOT_ORG_ID) });
}
