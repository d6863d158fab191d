import { settingsStore } from '../../core/public-settings';
import { serverThemeProperties, serverThemeRule, storedThemeProperties } from '../theme/server-theme';
import { pageStyles } from './page-styles';

let themeSheet: CSSStyleSheet | undefined;

/**
 * The server's interface theme, one sheet for every element on the page, kept
 * current by the public settings (the colors last seen until they arrive).
 */
function serverThemeSheet(): CSSStyleSheet {
  if (themeSheet) return themeSheet;
  const sheet = new CSSStyleSheet();
  const stored = storedThemeProperties();
  if (stored) sheet.replaceSync(serverThemeRule(stored));
  const follow = () => {
    const { loaded, settings } = settingsStore.getState();
    if (!loaded) return;
    serverThemeProperties(settings).then(
      (properties) => {
        // Settings that changed meanwhile have their own turn.
        if (settingsStore.getState().settings === settings) sheet.replaceSync(serverThemeRule(properties));
      },
      // The colors in place stay: the code for another theme could not load.
      () => undefined,
    );
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

/** Puts the components' styles, the element's own host rules, then the server's theme into a shadow root. */
export function adoptStylesheet(root: ShadowRoot, hostStyles = ''): void {
  adopt(root, pageStyles());
  if (hostStyles) adopt(root, elementSheet(hostStyles));
  adopt(root, serverThemeSheet());
}
