import stylesheetUrl from 'jms:stylesheet-url';

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
  const response = await fetch(stylesheetUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}`);
  return response.text();
}

/** Puts the console's styles into a shadow root; falls back to a link element. */
export async function adoptStylesheet(root: ShadowRoot): Promise<void> {
  const sheet = await sharedSheet();
  if (sheet) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  if (root.querySelector('link[data-jms-styles]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  link.dataset['jmsStyles'] = '';
  root.prepend(link);
}
