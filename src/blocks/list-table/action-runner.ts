import { MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback, isHttpError } from '../../core/http';
import { refocusIfLost } from '../dialog/refocus';
import { refreshResource } from '../resource/resource-cache';
import type { ActionButton, ActionContext, ActionQuestion } from './types';

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
