import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import { ActionMenu } from './action-menu';
import { ActionButtonView } from './action-buttons';
import { decide, resolveActions, type ActionState } from './action-rules';
import * as styles from './list-table.css';
import type { ActionButton, ActionContext, ToolbarAction } from './types';

export interface ToolbarProps {
  state: Readonly<Record<ToolbarAction, ActionState>>;
  context: ActionContext;
  extra: readonly ActionButton[];
  /** The screen's own actions on the selected rows, in the bulk menu. */
  bulk: readonly ActionButton[];
  onCreate: () => void;
  onBulkUpdate: () => void;
  onBulkDelete: () => void;
  onClone: () => void;
  /** The right-hand side: search, date range, and the icon buttons. */
  children?: React.ReactNode;
}

/** Create and the row-set actions on the left; search and the table's tools on the right. */
export function Toolbar({ state, context, extra, bulk: screenBulk, onCreate, onBulkUpdate, onBulkDelete, onClone, children }: ToolbarProps) {
  const t = useT();
  const bulk: ActionButton[] = [];
  if (state.bulkUpdate.visible) bulk.push({ name: 'bulkUpdate', title: t('table.bulkUpdate'), icon: 'edit', can: state.bulkUpdate.enabled, onClick: onBulkUpdate });
  if (state.clone.visible) bulk.push({ name: 'clone', title: t('table.clone'), icon: 'clone', can: state.clone.enabled, onClick: onClone });
  for (const action of screenBulk) bulk.push({ ...action, can: context.selected.length > 0 && decide(action.can, context) });
  if (state.bulkDelete.visible) bulk.push({ name: 'bulkDelete', title: t('table.bulkDelete'), icon: 'trash', can: state.bulkDelete.enabled, divided: true, onClick: onBulkDelete });
  const extraResolved = resolveActions(extra, context);
  return (
    <div className={styles.toolbar} part="toolbar">
      <div className={styles.toolbarLeft}>
        {state.create.visible && (
          <Button variant="primary" icon="plus" onClick={onCreate}>
            {t('table.create')}
          </Button>
        )}
        {extraResolved.map(({ action, enabled }) =>
          action.dropdown ? (
            <ActionMenu
              key={action.name}
              label={
                <>
                  {action.icon && <Icon name={action.icon} />}
                  {action.title}
                  <Icon name="chevron-down" />
                </>
              }
              items={resolveActions(action.dropdown, context)}
              context={context}
              buttonClassName={controls.button[action.variant ?? 'default']}
              disabled={!enabled}
            />
          ) : (
            <ActionButtonView key={action.name} action={action} context={context} enabled={enabled} />
          ),
        )}
        {bulk.length > 0 && (
          <ActionMenu
            label={
              <>
                {context.selected.length > 0 ? t('table.bulkActionsCount', { count: context.selected.length }) : t('table.bulkActions')}
                <Icon name="chevron-down" />
              </>
            }
            items={resolveActions(bulk, context)}
            context={context}
            buttonClassName={controls.button.default}
          />
        )}
      </div>
      <div className={styles.toolbarRight}>{children}</div>
    </div>
  );
}
