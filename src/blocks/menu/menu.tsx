import { createContext, forwardRef, useContext, useRef, type ButtonHTMLAttributes, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { PopupSurface } from './popup-surface';
import type { PopupState } from './use-popup';

/**
 * A menu button and its menu (WAI-ARIA menu button pattern), light enough for
 * the first page and at home in a shadow root: arrow keys, Home and End,
 * typing a letter, Enter and Space; Escape, Tab, a press or focus outside
 * close it.
 */
const MenuContext = createContext<PopupState | null>(null);

const ITEM_SELECTOR = '[role^="menuitem"]:not([aria-disabled="true"])';

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR)] : [];
}

function focusItem(menu: HTMLElement | null, pick: (list: HTMLElement[], current: number) => number): void {
  const list = items(menu);
  if (!list.length) return;
  // The root's own active element: inside a shadow root the document only sees the host.
  const root = menu?.getRootNode() as Document | ShadowRoot | undefined;
  const current = list.indexOf(root?.activeElement as HTMLElement);
  const next = (pick(list, current) + list.length) % list.length;
  list[next]?.focus();
}

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

export function Menu({ menu, gutter, children, onKeyDown, ...rest }: MenuProps) {
  const typed = useRef({ text: '', at: 0 });
  const onShown = (surface: HTMLDivElement) => {
    if (menu.focus === 'none') surface.focus();
    else focusItem(surface, (list) => (menu.focus === 'last' ? list.length - 1 : 0));
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const surface = menu.popupRef.current;
    const moves: Record<string, (list: HTMLElement[], current: number) => number> = {
      ArrowDown: (_list, current) => current + 1,
      ArrowUp: (list, current) => (current < 0 ? list.length - 1 : current - 1),
      Home: () => 0,
      End: (list) => list.length - 1,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusItem(surface, move);
    } else if (event.key === 'Tab') {
      menu.hide();
    } else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      const now = Date.now();
      typed.current = { text: (now - typed.current.at < 600 ? typed.current.text : '') + event.key.toLowerCase(), at: now };
      // The same letter again moves on to the next item that starts with it.
      const search = /^(.)\1+$/.test(typed.current.text) ? typed.current.text[0]! : typed.current.text;
      focusItem(surface, (list, current) => {
        const order = [...list.slice(current + 1), ...list.slice(0, current + 1)];
        const found = order.find((item) => item.textContent?.trim().toLowerCase().startsWith(search));
        return found ? list.indexOf(found) : current;
      });
    }
  };

  return (
    <MenuContext.Provider value={menu}>
      <PopupSurface popup={menu} gutter={gutter} role="menu" tabIndex={-1} {...rest} onShown={onShown} onKeyDown={onKey}>
        {children}
      </PopupSurface>
    </MenuContext.Provider>
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

export function MenuSeparator({ className }: { className?: string }) {
  return <div role="separator" className={className} />;
}
