/**
 * The rules of every component loaded so far, in one constructed sheet for the
 * page. The build turns each vanilla-extract file's CSS into a call to
 * addStyles in the chunk that uses it (host/build/styles-plugin.mjs), so rules
 * arrive with their code, in the order the modules run: a file's dependencies'
 * rules before its own. Every element's shadow root adopts the sheet, and rules
 * that arrive later (a lazy screen's) reach them all.
 */
let text = '';
let sheet: CSSStyleSheet | undefined;
let queued = false;

export function addStyles(css: string): void {
  text += css;
  if (!sheet || queued) return;
  // A chunk adds many files' rules as it runs: parsed once, before anything renders with them.
  queued = true;
  queueMicrotask(() => {
    queued = false;
    sheet?.replaceSync(text);
  });
}

/** The page's sheet, for a shadow root to adopt. */
export function pageStyles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
  }
  return sheet;
}
