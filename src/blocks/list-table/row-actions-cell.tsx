import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import { ActionMenu } from './action-menu';
import { preloadActionRunner, resolveActions, runAction, splitRowActions } from './action-rules';
import * as styles from './list-table.css';
import type { ActionButton, ActionContext } from './types';

/** A row's actions: at most two buttons, or the first and a More menu with the rest. */
export function RowActionsCell({ actions, context }: { actions: readonly ActionButton[]; context: ActionContext }) {
  const t = useT();
  const { inline, more } = splitRowActions(resolveActions(actions, context));
  return (
    <div className={styles.actions} onPointerEnter={preloadActionRunner} onFocus={preloadActionRunner}>
      {inline.map(({ action, enabled }) => (
        <Button
          key={action.name}
          size="small"
          variant={action.variant === 'danger' ? 'danger' : action.variant === 'primary' ? 'primary' : 'default'}
          disabled={!enabled}
          title={action.tip}
          onClick={(event) => void runAction(action, context, event.currentTarget)}
        >
          {action.title}
        </Button>
      ))}
      {more.length > 0 && (
        <ActionMenu
          label={
            <>
              {t('table.more')}
              <Icon name="chevron-down" />
            </>
          }
          items={more}
          context={context}
          buttonClassName={`${controls.button.default} ${controls.small}`}
        />
      )}
    </div>
  );
}
