import { STORAGE_KEYS } from '../constants';
import { allowedViews, VIEWS, type ViewName } from '../orgs';
import { readText } from '../storage';
import type { RouteContext } from './types';

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
