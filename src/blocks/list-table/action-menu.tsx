import { Menu, MenuButton, MenuItem, MenuSeparator, usePopup } from '../menu';
import type { ReactNode } from 'react';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { preloadActionRunner, runAction, type ResolvedAction } from './action-rules';
import type { ActionContext } from './types';

export interface ActionMenuProps {
  label: ReactNode;
  /** The accessible name when the label is not text enough. */
  ariaLabel?: string;
  items: readonly ResolvedAction[];
  context: ActionContext;
  buttonClassName: string;
  disabled?: boolean;
}

/** A dropdown of action buttons: disabled ones stay listed, separators where asked. */
export function ActionMenu({ label, ariaLabel, items, context, buttonClassName, disabled = false }: ActionMenuProps) {
  const menu = usePopup({ placement: 'bottom-end' });
  return (
    <>
      <MenuButton menu={menu} className={buttonClassName} aria-label={ariaLabel} disabled={disabled} onPointerEnter={preloadActionRunner} onFocus={preloadActionRunner}>
        {label}
      </MenuButton>
      <Menu menu={menu} className={controls.popover} gutter={4}>
        {items.map(({ action, enabled }, index) => (
          <MenuGroupItem key={action.name} divided={Boolean(action.divided && index > 0)}>
            <MenuItem className={controls.menuItem} disabled={!enabled} title={action.tip} onClick={() => void runAction(action, context, menu.buttonRef.current ?? undefined)}>
              {action.icon && <Icon name={action.icon} />}
              {action.title}
            </MenuItem>
          </MenuGroupItem>
        ))}
      </Menu>
    </>
  );
}

function MenuGroupItem({ divided, children }: { divided: boolean; children: ReactNode }) {
  return (
    <>
      {divided && <MenuSeparator />}
      {children}
    </>
  );
}
