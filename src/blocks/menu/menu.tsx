import { createContext, forwardRef, lazy, Suspense, useContext, type ButtonHTMLAttributes, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import * as controls from '../controls/controls.css';
import type { PopupState } from './use-popup';

/**
 * A menu button and its menu (WAI-ARIA menu button pattern), light enough for
 * the first page and at home in a shadow root: arrow keys, Home and End,
 * typing a letter, Enter and Space; Escape, Tab, a press or focus outside
 * close it.
 */
export const MenuContext = createContext<PopupState | null>(null);

export interface MenuButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  menu: PopupState;
  /** A disabled button that still takes focus, so its title can explain why. */
  accessibleWhenDisabled?: boolean;
}

export const MenuButton = forwardRef<HTMLButtonElement, MenuButtonProps>(function MenuButton(
  { menu, accessibleWhenDisabled = false, disabled, onClick, onKeyDown, children, ...rest },
  forwarded,
) {
  const inactive = Boolean(disabled);
  return (
    <button
      type="button"
      {...rest}
      ref={(element) => {
        menu.buttonRef.current = element;
        if (typeof forwarded === 'function') forwarded(element);
        else if (forwarded) forwarded.current = element;
      }}
      disabled={inactive && !accessibleWhenDisabled}
      aria-disabled={inactive || undefined}
      aria-haspopup="menu"
      aria-expanded={menu.open}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (inactive || event.defaultPrevented) return;
        if (menu.open) menu.hide();
        // A keyboard click (Enter, Space) has no pointer detail: focus the first item then.
        else menu.show({ focus: event.detail === 0 ? 'first' : 'none' });
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (inactive || event.defaultPrevented) return;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          menu.show({ focus: event.key === 'ArrowDown' ? 'first' : 'last' });
        }
      }}
    >
      {children}
    </button>
  );
});

export interface MenuProps extends HTMLAttributes<HTMLDivElement> {
  menu: PopupState;
  gutter?: number;
  children: ReactNode;
}

// Moving focus, typing to find and arrow keys load with the first menu opened.
const MenuPopup = lazy(() => import('./menu-popup'));

export function Menu(props: MenuProps) {
  if (!props.menu.open) return null;
  return (
    <Suspense fallback={null}>
      <MenuPopup {...props} />
    </Suspense>
  );
}

export interface MenuItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onClick'> {
  onClick?: () => void;
  disabled?: boolean;
  role?: 'menuitem' | 'menuitemradio' | 'menuitemcheckbox';
  /** Leave the menu open after choosing (a checkbox item). */
  keepOpen?: boolean;
}

export function MenuItem({ onClick, disabled = false, role = 'menuitem', keepOpen = false, children, onKeyDown, ...rest }: MenuItemProps) {
  const menu = useContext(MenuContext);
  const choose = () => {
    if (disabled) return;
    if (!keepOpen) menu?.hide(true);
    onClick?.();
  };
  return (
    <div
      role={role}
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      {...rest}
      onClick={choose}
      onMouseMove={(event) => {
        // The pointer and the keyboard share one highlight: the focused item.
        if (!disabled) event.currentTarget.focus({ preventScroll: true });
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          choose();
        }
      }}
    >
      {children}
    </div>
  );
}

export function MenuSeparator({ className = controls.menuSeparator }: { className?: string }) {
  return <div role="separator" className={className} />;
}
