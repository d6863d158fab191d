import DOMPurify from 'dompurify';
import { markdownToHtml } from '../../core/markdown';

/** What a message may show: text formatting, lists, tables, links and inline images. */
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'start', 'colspan', 'rowspan'];
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
/** An image inside the message itself: shown without a request. */
const INLINE_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);base64,[a-z0-9+/=\s]+$/i;

/**
 * A site message (Markdown, possibly with HTML) as HTML safe to show: only
 * formatting survives; links go to http(s) or mailto only and open apart from
 * the console; images stay only when they are inline data, any other is
 * replaced by its alternative text, because a remote or same-origin source is
 * a request the reader did not ask for (a tracker, or a GET such as a logout).
 *
 * The markup is parsed in a document of its own that never renders, so nothing
 * in it loads or runs; what the browser would act on while merely parsing it
 * under the page's Content-Security-Policy is dropped before that.
 */
export function sanitizeMessage(text: string): string {
  const inert = document.implementation.createHTMLDocument('');
  const container = inert.createElement('div');
  container.innerHTML = withoutActiveMarkup(markdownToHtml(text));
  DOMPurify.sanitize(container, { IN_PLACE: true, ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
  for (const anchor of container.querySelectorAll('a')) keepSafeLink(anchor);
  for (const image of container.querySelectorAll('img')) {
    if (!INLINE_IMAGE.test(image.getAttribute('src') ?? '')) image.replaceWith(image.getAttribute('alt') ?? '');
  }
  return container.innerHTML;
}

function keepSafeLink(anchor: HTMLAnchorElement): void {
  const href = anchor.getAttribute('href');
  let protocol = '';
  try {
    // Relative links are the console's own (`/ui/#/tickets/...`): read them against this page.
    protocol = href === null ? '' : new URL(href, document.baseURI).protocol;
  } catch {
    protocol = '';
  }
  if (!LINK_PROTOCOLS.has(protocol)) {
    anchor.removeAttribute('href');
    return;
  }
  anchor.target = '_blank';
  anchor.rel = 'noopener noreferrer';
}

const TAG = /<(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
/** Elements dropped with what they hold. */
const DROPPED = new Set(['script', 'style']);
/** Attributes the parser acts on: Chromium reports each handler and style it meets, even in a document that never renders. */
const ACTIVE_ATTRIBUTE = /^(?:on|style$)/i;
const ATTRIBUTE_NAME = /^[a-zA-Z][\w:.-]*$/;

/**
 * The markup written again, tag by tag, without event handlers, style
 * attributes, scripts and styles, comments and declarations. What is not a
 * tag is text with `<` escaped. The browser then parses this writing, not the
 * original, so a construct read differently here cannot smuggle anything in.
 */
function withoutActiveMarkup(html: string): string {
  let out = '';
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open < 0) break;
    out += escapeText(html.slice(index, open));
    TAG.lastIndex = open;
    const tag = TAG.exec(html);
    if (tag) {
      const [whole, closing = '', rawName = '', attributes = ''] = tag;
      const name = rawName.toLowerCase();
      if (DROPPED.has(name) && !closing) {
        const end = html.toLowerCase().indexOf(`</${name}`, open + whole.length);
        index = end < 0 ? html.length : html.indexOf('>', end) + 1 || html.length;
      } else {
        if (!DROPPED.has(name)) out += closing ? `</${name}>` : `<${name}${attributesOf(attributes)}>`;
        index = open + whole.length;
      }
    } else if (/^<[!?/]/.test(html.slice(open, open + 2))) {
      // A comment, a declaration or a broken end tag: the parser would drop it too.
      const comment = html.startsWith('<!--', open);
      const end = comment ? html.indexOf('-->', open + 4) : html.indexOf('>', open);
      index = end < 0 ? html.length : end + (comment ? 3 : 1);
    } else {
      out += '&lt;';
      index = open + 1;
    }
  }
  return out + escapeText(html.slice(index));
}

function attributesOf(source: string): string {
  let out = '';
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE)) {
    if (!ATTRIBUTE_NAME.test(name) || ACTIVE_ATTRIBUTE.test(name)) continue;
    const value = double ?? single ?? bare;
    out += value === undefined ? ` ${name}` : ` ${name}="${value.replace(/"/g, '&quot;')}"`;
  }
  return out;
}

const escapeText = (text: string) => text.replace(/</g, '&lt;');
