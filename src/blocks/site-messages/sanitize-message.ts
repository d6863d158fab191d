import DOMPurify from 'dompurify';

/**
 * A message's HTML made safe: scripts, handlers and styles removed (style
 * attributes would also break the page's Content-Security-Policy); links open
 * apart from the console.
 */
export function sanitizeMessage(html: string): string {
  const clean = DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] });
  return clean;
}

/** Plain text keeps its line breaks; HTML is rendered as HTML. */
export function looksLikeHtml(text: string): boolean {
  return /<([a-z][a-z0-9]*)\b[^>]*>/i.test(text);
}
