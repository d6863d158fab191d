import { createStore } from 'zustand/vanilla';
import { ROOT_ORG_ID, SYSTEM_ADMIN_ROLE_ID, SYSTEM_ORG_ID } from '../constants';
import { csrfToken } from '../cookies';
import { orgMemory } from './org-memory';
import type { Org, Profile, ProfilePermissions, Role } from './types';

/** The signed-in user as the console holds it (spec "Session user"). */
export interface SessionState {
  profile: Profile | null;
  token: string;
  roles: Role[];
  perms: ReadonlySet<string>;
  currentOrg: Org | null;
  preOrg: Org | null;
  consoleOrgs: Org[];
  auditOrgs: Org[];
  workbenchOrgs: Org[];
  noRootWorkbenchOrgs: Org[];
  usingOrgs: Org[];
  MFAVerifyAt: number | null;
  isSuperAdmin: boolean;
  isAdmin: boolean;
}

function initialState(): SessionState {
  return {
    profile: null,
    token: '',
    roles: [],
    perms: new Set(),
    currentOrg: null,
    preOrg: null,
    consoleOrgs: [],
    auditOrgs: [],
    workbenchOrgs: [],
    noRootWorkbenchOrgs: [],
    usingOrgs: [],
    MFAVerifyAt: null,
    isSuperAdmin: false,
    isAdmin: false,
  };
}

export const sessionStore = createStore<SessionState>(initialState);

export function isSpecialOrg(org: Org | null | undefined): boolean {
  return org?.id === ROOT_ORG_ID || org?.id === SYSTEM_ORG_ID;
}

export function isSystemAdmin(profile: Profile | null | undefined): boolean {
  return Boolean(profile?.system_roles?.some((role) => role.id === SYSTEM_ADMIN_ROLE_ID));
}

/**
 * Takes in the profile, and the separate permissions answer of later servers,
 * and restores the organizations this user last worked in.
 */
export function setProfile(profile: Profile, extra: ProfilePermissions = {}): void {
  const workbenchOrgs = extra.workbench_orgs ?? profile.workbench_orgs ?? [];
  const isSuperAdmin = Boolean(profile.is_superuser);
  orgMemory.saveLastUser(profile.username);
  sessionStore.setState({
    profile,
    token: csrfToken() ?? '',
    roles: [...(profile.system_roles ?? []), ...(profile.org_roles ?? [])],
    perms: new Set(extra.perms ?? profile.perms ?? []),
    consoleOrgs: extra.console_orgs ?? profile.console_orgs ?? [],
    auditOrgs: extra.audit_orgs ?? profile.audit_orgs ?? [],
    workbenchOrgs,
    noRootWorkbenchOrgs: workbenchOrgs.filter((org) => org.id !== ROOT_ORG_ID),
    isSuperAdmin,
    isAdmin: isSuperAdmin || isSystemAdmin(profile) || Boolean(profile.is_org_admin),
    currentOrg: orgMemory.current(profile.username),
    preOrg: orgMemory.previous(profile.username),
  });
}

/** Only the permission set changes, for instance after an organization switch. */
export function setPerms(perms: Iterable<string>): void {
  sessionStore.setState({ perms: new Set(perms) });
}

/**
 * Makes an organization current. Entering the global or system organization
 * remembers the one the user came from, unless that one was itself entered
 * automatically, so leaving can bring them back.
 */
export function setCurrentOrg(org: Org): void {
  const { currentOrg, profile } = sessionStore.getState();
  const username = profile?.username;
  const rememberPrevious = isSpecialOrg(org) && currentOrg !== null && !isSpecialOrg(currentOrg) && !currentOrg.autoEnter;
  if (rememberPrevious) {
    sessionStore.setState({ preOrg: currentOrg });
    if (username) orgMemory.savePrevious(username, currentOrg);
  }
  sessionStore.setState({ currentOrg: org });
  if (username) orgMemory.saveCurrent(username, org);
}

/** Leaves the global or system organization for the one remembered before it, if any. */
export function restorePreviousOrg(): Org | null {
  const { currentOrg, preOrg } = sessionStore.getState();
  if (!isSpecialOrg(currentOrg) || !preOrg) return null;
  setCurrentOrg(preOrg);
  return preOrg;
}

export function setUsingOrgs(orgs: Org[]): void {
  sessionStore.setState({ usingOrgs: orgs });
}

/** Logging out forgets the user; their saved organizations stay for next time. */
export function resetSession(): void {
  sessionStore.setState(initialState(), true);
}
