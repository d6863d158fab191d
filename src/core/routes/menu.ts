import type { MessageKey } from '../i18n';
import { isIdValue } from '../org-switch';
import type { AccessibleRoute, AppRoute } from './types';

/** One entry of the side menu: a page, a link to another application, or a group of entries. */
export interface MenuEntry {
  key: string;
  title?: MessageKey;
  icon?: string;
  /** A console page. */
  path?: string;
  /** Another application, opened in a new tab. */
  href?: string;
  children?: MenuEntry[];
  /** Groups open from the start (/audit/sessions, the audit logs, /workbench/ops). */
  open?: boolean;
}

function entryOf(node: AccessibleRoute): MenuEntry | undefined {
  const { route } = node;
  if (route.hidden) return undefined;
  if (route.kind === 'page') return { key: route.path, title: route.title, icon: route.icon, path: route.path };
  if (route.kind === 'link') return { key: route.path, title: route.title, icon: route.icon, href: route.href };
  if (route.kind === 'redirect') return undefined;
  const children = node.children.map(entryOf).filter((entry): entry is MenuEntry => entry !== undefined);
  // A group with nothing to show disappears; one with a single page is that page.
  if (!children.length) return undefined;
  const [only] = children;
  if (children.length === 1 && only && !only.children) return { ...only, title: only.title ?? route.title, icon: route.icon ?? only.icon };
  return { key: route.path, title: route.title, icon: route.icon, children, open: route.menuOpen };
}

/** The side menu of a view, from the view's accessible child routes (spec "Shell layout"). */
export function buildMenu(view: AccessibleRoute | undefined): MenuEntry[] {
  return (view?.children ?? []).map(entryOf).filter((entry): entry is MenuEntry => entry !== undefined);
}

/** The path whose menu entry is highlighted: the route's activeMenu, else the path without its id segments. */
export function activeMenuPath(route: AppRoute | undefined, path: string): string {
  if (route?.activeMenu) return route.activeMenu;
  return `/${path
    .split('/')
    .filter((segment) => segment && !isIdValue(segment))
    .join('/')}`;
}

/** The entry to highlight and the groups around it: the exact path, else the longest entry path above it. */
export function findActive(entries: readonly MenuEntry[], path: string): { entry: MenuEntry; groups: string[] } | undefined {
  let best: { entry: MenuEntry; groups: string[] } | undefined;
  const walk = (list: readonly MenuEntry[], groups: string[]) => {
    for (const entry of list) {
      if (entry.children) walk(entry.children, [...groups, entry.key]);
      else if (entry.path && (path === entry.path || path.startsWith(`${entry.path}/`))) {
        if (!best || entry.path.length > (best.entry.path?.length ?? 0)) best = { entry, groups };
      }
    }
  };
  walk(entries, []);
  return best;
}
