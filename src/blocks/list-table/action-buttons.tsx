import { Button } from '../controls/button';
import { preloadActionRunner, resolveActions, runAction } from './action-rules';
import type { ActionButton, ActionContext } from './types';

/** Action buttons side by side: those that show, disabled where they may not run, asking first where they say so. */
export function ActionButtons({ actions, context }: { actions: readonly ActionButton[]; context: ActionContext }) {
  return (
    <>
      {resolveActions(actions, context).map(({ action, enabled }) => (
        <ActionButtonView key={action.name} action={action} context={context} enabled={enabled} />
      ))}
    </>
  );
}

/** One action as a button: disabled where it may not run, asking first where it says so. */
export function ActionButtonView({ action, context, enabled }: { action: ActionButton; context: ActionContext; enabled: boolean }) {
  return (
    <Button
      icon={action.icon}
      variant={action.variant ?? 'default'}
      disabled={!enabled}
      title={action.tip}
      onPointerEnter={preloadActionRunner}
      onFocus={preloadActionRunner}
      onClick={(event) => void runAction(action, context, event.currentTarget)}
    >
      {action.title}
    </Button>
  );
}
