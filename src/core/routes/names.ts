import { allRoutes, routeByName } from './registry';
import type { RouteTarget } from './types';

export type SiblingKind = 'List' | 'Create' | 'Update' | 'Detail';

const SUFFIX = /(List|Create|Update|Detail)$/;

/** Stems of list routes whose siblings use another one (AccountBackupList → AccountBackupPlanCreate). */
const listByStem = new Map<string, string>();
for (const route of allRoutes) {
  if (route.name && route.siblings) listByStem.set(route.siblings, route.name);
}

function stemOf(name: string): string {
  return routeByName(name)?.siblings ?? name.replace(SUFFIX, '');
}

/**
 * The List/Create/Update/Detail route of the same resource as a named route
 * (`UserList` → `UserCreate`, `UserDetail` → `UserList`); undefined when the
 * resource has no such route.
 */
export function siblingRouteName(name: string, kind: SiblingKind): string | undefined {
  const stem = stemOf(name);
  const sibling = kind === 'List' ? (listByStem.get(stem) ?? `${stem}List`) : `${stem}${kind}`;
  return routeByName(sibling) ? sibling : undefined;
}

/** Clone: the create route of the resource, with the source object's id as `clone_from`. */
export function cloneTarget(name: string, id: string): RouteTarget | undefined {
  const create = siblingRouteName(name, 'Create');
  return create ? { name: create, query: { clone_from: id } } : undefined;
}
