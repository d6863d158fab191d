import stylesheetUrl from 'jms:stylesheet-url';

let shared: Promise<CSSStyleSheet | null> | undefined;

/**
 * One constructed stylesheet from the built, static CSS file, shared by every
 * shadow root on the page: fetched once, parsed once.
 */
function sharedSheet(): Promise<CSSStyleSheet | null> {
  shared ??= fetch(stylesheetUrl, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${response.status}`))))
    .then((css) => new CSSStyleSheet().replace(css))
    .catch(() => null);
  return shared;
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
