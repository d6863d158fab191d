import { COOKIES, TAB_COOKIE_DAYS } from '../../core/constants';
import { readCookie, writeCookie } from '../../core/cookies';

/**
 * The tab a page opens on (spec section 2): the `activeTab` query parameter,
 * then the `activeTab` cookie, then the page's default; only tabs the page has.
 */
export function chooseTab(
  tabs: readonly string[],
  query: URLSearchParams,
  fallback: string | undefined,
  cookie: string | undefined = readCookie(COOKIES.activeTab),
): string | undefined {
  for (const candidate of [query.get(COOKIES.activeTab), cookie, fallback]) {
    if (candidate && tabs.includes(candidate)) return candidate;
  }
  return tabs[0];
}

/** The chosen tab is remembered for a day. */
export function rememberTab(tab: string): void {
  writeCookie(COOKIES.activeTab, tab, { maxAgeSeconds: TAB_COOKIE_DAYS * 86_400 });
}
