import type { MessageKey } from '../../core/i18n';
import { buildMenu, viewRoute, type AccessibleRoutes, type MenuEntry } from '../../core/routes';

/** A place the quick-jump palette can go: a menu page with the view it lives in. */
interface PalettePage {
  key: string;
  title: MessageKey;
  view: MessageKey | undefined;
  path?: string;
  href?: string;
  icon?: string;
}

const VIEWS = ['console', 'audit', 'workbench', 'tickets', 'settings', 'profile'] as const;

function flatten(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => (entry.children ? flatten(entry.children).map((child) => ({ ...child, icon: child.icon ?? entry.icon })) : [entry]));
}

/** Every menu page of every view the user may open. */
export function palettePages(accessible: AccessibleRoutes): PalettePage[] {
  return VIEWS.flatMap((view) => {
    const root = viewRoute(view);
    if (!root || accessible.access(root) !== 'ok') return [];
    return flatten(buildMenu(accessible.node(root)))
      .filter((entry): entry is MenuEntry & { title: MessageKey } => entry.title !== undefined)
      .map((entry) => ({ key: entry.key, title: entry.title, view: root.title, path: entry.path, href: entry.href, icon: entry.icon }));
  });
}

/**
 * Pages whose name (or view name) holds every word typed, those whose name
 * starts with the text first; all pages when nothing is typed.
 */
export function matchPages<T extends { label: string; context: string }>(pages: readonly T[], text: string, limit = 12): T[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return pages.slice(0, limit);
  const scored = pages.flatMap((page) => {
    const label = page.label.toLowerCase();
    const haystack = `${label} ${page.context.toLowerCase()}`;
    if (!words.every((word) => haystack.includes(word))) return [];
    const score = label.startsWith(words[0]!) ? 0 : label.includes(words[0]!) ? 1 : 2;
    return [{ page, score }];
  });
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((entry) => entry.page);
}
