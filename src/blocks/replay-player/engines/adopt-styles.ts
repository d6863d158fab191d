const sheets = new Map<string, CSSStyleSheet>();

/** A library's styles where it renders: in the element's shadow root, or in the document. */
export function adoptStyles(container: HTMLElement, css: string): void {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  const root = container.getRootNode();
  const target = root instanceof ShadowRoot ? root : document;
  if (!target.adoptedStyleSheets.includes(sheet)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
}
