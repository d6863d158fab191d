import { useRef, type KeyboardEvent } from 'react';
import { MenuContext, type MenuProps } from './menu';
import FloatingSurface from './floating-surface';

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

/** The open menu of Menu (menu.tsx). */
export default function MenuPopup({ menu, gutter, children, onKeyDown, ...rest }: MenuProps) {
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
      <FloatingSurface popup={menu} gutter={gutter} role="menu" tabIndex={-1} {...rest} onShown={onShown} onKeyDown={onKey}>
        {children}
      </FloatingSurface>
    </MenuContext.Provider>
  );
}
