import { Button } from '../controls/button';
import { resolveActions, runAction } from './action-rules';
import type { ActionButton, ActionContext } from './types';

/** Action buttons side by side: those that show, disabled where they may not run, asking first where they say so. */
export function ActionButtons({ actions, context }: { actions: readonly ActionButton[]; context: ActionContext }) {
  return (
    <>
      {resolveActions(actions, context).map(({ action, enabled }) => (
        <Button
          key={action.name}
          icon={action.icon}
          variant={action.variant ?? 'default'}
          disabled={!enabled}
          title={action.tip}
          onClick={(event) => void runAction(action, context, event.currentTarget)}
        >
          {action.title}
        </Button>
      ))}
    </>
  );
}
