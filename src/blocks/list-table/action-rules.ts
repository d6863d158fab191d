import { MESSAGE_FLASH_MS, ROW_ACTIONS_SHOWN } from '../../core/constants';
import { feedback, isHttpError } from '../../core/http';
import { hasPermission } from '../../core/perms';
import { refocusIfLost } from '../dialog/focus-trap';
import { refreshResource } from '../resource/resource-cache';
import type { ActionButton, ActionContext, ActionQuestion, ToolbarAction } from './types';

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

/**
 * Runs an action's callback, after asking when the action says so, then what
 * follows its success (message, reload, refresh); settles once it is answered
 * and done. A request it made that failed has already been reported by the
 * HTTP core (or the identity check was cancelled), so that rejection ends
 * here; anything else is a bug and stays loud.
 */
export function runAction(action: ActionButton, context: ActionContext, control?: HTMLElement): Promise<void> {
  const done = action.confirm ? feedback().ask(question(action, action.confirm, context)) : settle(perform(action, context));
  // An action that takes away the control that ran it (a deleted row, an approved ticket) leaves the focus beside it.
  return control ? done.then(() => refocusIfLost(control)) : done;
}

const text = (value: string | ((context: ActionContext) => string), context: ActionContext) => (typeof value === 'function' ? value(context) : value);

function question(action: ActionButton, { title, message, confirmLabel, danger }: ActionQuestion, context: ActionContext) {
  return {
    title: title ? text(title, context) : action.title,
    message: text(message, context),
    confirmLabel: confirmLabel ?? action.title,
    danger: danger ?? action.variant === 'danger',
    onConfirm: () => perform(action, context),
  };
}

async function perform(action: ActionButton, context: ActionContext): Promise<void> {
  // Made before the callback: a message about a row speaks of the row as it was.
  const message = action.done && text(action.done.message, context);
  await action.onClick?.(context);
  if (!action.done || message === undefined) return;
  feedback().flash(message, 'success', MESSAGE_FLASH_MS);
  context.reload();
  if (action.done.refresh) void refreshResource(action.done.refresh);
}

function settle(result: unknown): Promise<void> {
  return Promise.resolve(result).then(
    () => undefined,
    (error: unknown) => {
      if (!isHttpError(error)) throw error;
    },
  );
}
