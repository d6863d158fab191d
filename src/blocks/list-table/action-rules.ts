import { ROW_ACTIONS_SHOWN } from '../../core/constants';
import { hasPermission } from '../../core/perms';
import type { ActionButton, ActionContext, ToolbarAction } from './types';

/** What the permission and organization rules look at (spec section 6). */
export interface PermissionScope {
  perms: ReadonlySet<string>;
  app: string;
  resource: string;
  /** The global (root) organization is current: it reads everything and writes nothing. */
  rootOrg: boolean;
  /** The route works outside organizations, so the root rule does not apply. */
  orgChangeDisabled: boolean;
}

type Verb = 'add' | 'change' | 'delete' | 'view';

export function can(scope: PermissionScope, ...verbs: Verb[]): boolean {
  return hasPermission(scope.perms, verbs.map((verb) => `${scope.app}.${verb}_${scope.resource}`).join('|'));
}

export function writable(scope: PermissionScope): boolean {
  return !scope.rootOrg || scope.orgChangeDisabled;
}

export interface ActionState {
  visible: boolean;
  enabled: boolean;
}

/**
 * The toolbar's buttons: create, clone, bulk update and import need the right
 * to add or change and an organization that takes writes; bulk delete needs
 * delete, export needs view. Buttons that act on rows need selected rows.
 */
export function toolbarState(scope: PermissionScope, wanted: Readonly<Record<ToolbarAction, boolean>>, selectedCount: number): Record<ToolbarAction, ActionState> {
  const write = writable(scope);
  return {
    create: { visible: wanted.create && can(scope, 'add') && write, enabled: true },
    clone: { visible: wanted.clone && can(scope, 'add') && write, enabled: selectedCount === 1 },
    bulkUpdate: { visible: wanted.bulkUpdate && can(scope, 'change') && write, enabled: selectedCount > 0 },
    import: { visible: wanted.import && can(scope, 'add', 'change') && write, enabled: true },
    bulkDelete: { visible: wanted.bulkDelete && can(scope, 'delete'), enabled: selectedCount > 0 },
    export: { visible: wanted.export && can(scope, 'view'), enabled: true },
  };
}

/** A has or can rule, decided for this context. */
export function decide(rule: ActionButton['has'], context: ActionContext): boolean {
  if (rule === undefined) return true;
  return typeof rule === 'function' ? rule(context) : rule;
}

export interface ResolvedAction {
  action: ActionButton;
  enabled: boolean;
}

/** The buttons that show (has) and whether each works (can), in their order. */
export function resolveActions(actions: readonly ActionButton[], context: ActionContext): ResolvedAction[] {
  return [...actions]
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100))
    .filter((action) => decide(action.has, context))
    .map((action) => ({ action, enabled: decide(action.can, context) }));
}

/** At most 2 shown; with more, the first is shown and the rest go under More. */
export function splitRowActions<T>(actions: readonly T[], shown: number = ROW_ACTIONS_SHOWN): { inline: T[]; more: T[] } {
  if (actions.length <= shown) return { inline: [...actions], more: [] };
  return { inline: actions.slice(0, 1), more: actions.slice(1) };
}

type ActionRunner = typeof import('./action-runner');
let runner: ActionRunner | undefined;
let loading: Promise<ActionRunner> | undefined;

/**
 * Loads what runs an action (its question, success message, reload and
 * refresh), which no list needs before its first click. The action controls
 * ask for it when pointed at or focused, so that a click runs the action in
 * its own task: a row action that opens a window keeps the click's user
 * activation.
 */
export function loadActionRunner(): Promise<ActionRunner> {
  loading ??= import('./action-runner').then(
    (module) => (runner = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** For an action control's pointerenter and focus: its runner loads before the click. */
export const preloadActionRunner = (): void => void loadActionRunner().catch(() => undefined);

/** Runs an action (action-runner.ts), at once when its runner has loaded, else as soon as it has. */
export function runAction(action: ActionButton, context: ActionContext, control?: HTMLElement): Promise<void> {
  return runner ? runner.runAction(action, context, control) : loadActionRunner().then((module) => module.runAction(action, context, control));
}
