import { STORAGE_KEYS } from '../constants';
import { hasPermission } from '../perms';
import type { SessionState } from '../session/store';
import type { Org } from '../session/types';
import { readText } from '../storage';
import type { RouteContext } from './types';

/** The five areas, in the order the view switcher lists them. */
export const VIEWS = ['console', 'audit', 'workbench', 'tickets', 'settings'] as const;
export type ViewName = (typeof VIEWS)[number] | 'profile';

type OrgLists = Pick<SessionState, 'consoleOrgs' | 'auditOrgs' | 'workbenchOrgs' | 'perms'>;

/**
 * Which views a user may open: console and audit with organizations for them,
 * the workbench always, tickets and settings with their view permissions.
 */
export function allowedViews(session: OrgLists): ViewName[] {
  return VIEWS.filter((view) => {
    switch (view) {
      case 'console':
        return session.consoleOrgs.length > 0;
      case 'audit':
        return session.auditOrgs.length > 0;
      case 'workbench':
        return true;
      case 'tickets':
        return hasPermission(session.perms, 'tickets.view_ticket');
      case 'settings':
        return hasPermission(session.perms, 'settings.view_setting');
    }
  });
}

/** Console, tickets and settings work in console organizations; audit and workbench have their own. */
export function orgsForView(view: ViewName, session: OrgLists): Org[] {
  switch (view) {
    case 'audit':
      return session.auditOrgs;
    case 'workbench':
    case 'profile':
      return session.workbenchOrgs;
    default:
      return session.consoleOrgs;
  }
}

/** The view to open when none is asked for: the stored choice (PreView) if still allowed, else the first allowed. */
export function preferredView(session: RouteContext['session']): ViewName {
  const allowed = allowedViews(session);
  const stored = readText(STORAGE_KEYS.preView);
  return allowed.find((view) => view === stored) ?? allowed[0] ?? 'workbench';
}

/** Whether a view may be opened at all; profile always, views of no known name never. */
export function viewAllowed(view: string, session: RouteContext['session']): boolean {
  if (view === 'profile') return true;
  const known = VIEWS.find((name) => name === view);
  return known !== undefined && allowedViews(session).includes(known);
}
