import stylesheetUrl from 'jms:stylesheet-url';
import { settingsStore } from '../../core/public-settings';
import { serverThemeRule, storedThemeColors, storeThemeColors, themeColorsFrom } from '../theme/theme-colors';

let shared: Promise<CSSStyleSheet | null> | undefined;

/**
 * One constructed stylesheet from the built, static CSS file, shared by every
 * shadow root on the page: fetched once, parsed once.
 */
function sharedSheet(): Promise<CSSStyleSheet | null> {
  shared ??= cssText()
    .then((css) => new CSSStyleSheet().replace(css))
    .catch(() => null);
  return shared;
}

/** The host page links the same file in its head: read it from there rather than download it again. */
async function cssText(): Promise<string> {
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].find((link) => link.href === stylesheetUrl);
  if (linked) {
    if (!linked.sheet) await new Promise((done) => linked.addEventListener('load', done, { once: true }));
    if (linked.sheet) return [...linked.sheet.cssRules].map((rule) => rule.cssText).join('\n');
  }
  const response = await fetch(stylesheetUrl);
  if (!response.ok) throw new Error(`${response.status}`);
  return response.text();
}

let themeSheet: CSSStyleSheet | undefined;

/**
 * The server's interface theme, one sheet for every element on the page, kept
 * current by the public settings (the colors last seen until they arrive).
 */
function serverThemeSheet(): CSSStyleSheet {
  if (themeSheet) return themeSheet;
  const sheet = new CSSStyleSheet();
  const stored = storedThemeColors();
  if (stored) sheet.replaceSync(serverThemeRule(stored));
  const follow = () => {
    const { loaded, settings } = settingsStore.getState();
    if (!loaded) return;
    const colors = themeColorsFrom(settings);
    sheet.replaceSync(serverThemeRule(colors));
    storeThemeColors(colors);
  };
  settingsStore.subscribe(follow);
  follow();
  themeSheet = sheet;
  return sheet;
}

function adopt(root: ShadowRoot, sheet: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

const elementSheets = new Map<string, CSSStyleSheet>();

/** An element's own `:host` rules (JmsElement.hostStyles), one sheet for every element of its kind. */
function elementSheet(css: string): CSSStyleSheet {
  let sheet = elementSheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    elementSheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Puts the console's styles, the element's own host rules, then the server's
 * theme into a shadow root; the styles fall back to a link element.
 */
export async function adoptStylesheet(root: ShadowRoot, hostStyles = ''): Promise<void> {
  const sheet = await sharedSheet();
  if (sheet) adopt(root, sheet);
  if (hostStyles) adopt(root, elementSheet(hostStyles));
  adopt(root, serverThemeSheet());
  if (sheet || root.querySelector('link[data-jms-styles]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  link.dataset['jmsStyles'] = '';
  root.prepend(link);
}
