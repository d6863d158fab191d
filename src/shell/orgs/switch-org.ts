import { ROOT_ORG_ID, SYSTEM_ORG_ID } from '../../core/constants';
import { mutateData } from '../../core/data';
import { leaveForOrgSwitch } from '../../core/org-switch';
import { currentLocation, fullPath, matchRoute, navigateTo, type OrgScope } from '../../core/routes';
import { isSpecialOrg, restorePreviousOrg, sessionStore, setCurrentOrg } from '../../core/session/store';
import type { Org } from '../../core/session/types';
import { resetApp } from '../../core/startup/app-state';
import { releaseRequestedOrganization } from '../../core/startup/guard';
import { resetTabs } from '../state/tags-store';

/**
 * Switching organization (spec section 4): the org becomes current, the app
 * state is reset, ids of the old org's objects leave the path, and the page
 * reloads after 400 ms. A console embedded in another page (`inPlace`) leaves
 * that page as it is: its screens start again in the new organization, and
 * what every element of the page read in the old one is read again.
 */
export function switchOrg(org: Org, { inPlace = false } = {}): string {
  setCurrentOrg(org);
  releaseRequestedOrganization();
  resetApp();
  resetTabs();
  if (inPlace) void mutateData(() => true);
  return leaveForOrgSwitch({
    currentRoute: fullPath(currentLocation()),
    routeExists: (path) => matchRoute(path) !== undefined,
    navigate: (path) => navigateTo(path, { replace: true }),
    reload: inPlace ? undefined : () => window.location.reload(),
  });
}

const SYSTEM_ORG: Org = { id: SYSTEM_ORG_ID, name: 'SYSTEM', is_system: true };

/** The organization a forced scope stands for, when the user has it. */
export function scopeOrg(scope: OrgScope, usingOrgs: readonly Org[]): Org | undefined {
  if (scope === 'system') return SYSTEM_ORG;
  return usingOrgs.find((org) => org.id === ROOT_ORG_ID || org.is_root);
}

/**
 * Routes that force an organization (settings: the system one; roles and some
 * ACLs: the global one) enter it as "auto-entered", remembering where the user
 * was; leaving them goes back there.
 */
export function followRouteScope(scope: OrgScope | undefined): boolean {
  const { currentOrg, usingOrgs } = sessionStore.getState();
  if (scope) {
    const target = scopeOrg(scope, usingOrgs);
    if (!target || currentOrg?.id === target.id) return false;
    setCurrentOrg({ ...target, autoEnter: Date.now() });
    return true;
  }
  if (currentOrg?.autoEnter && isSpecialOrg(currentOrg)) return restorePreviousOrg() !== null;
  return false;
}
