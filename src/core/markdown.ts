/**
 * Markdown to HTML, for what JumpServer writes into site messages: Markdown
 * converted from its HTML templates (headings, emphasis, links, lists, tables,
 * code, quotes), or, from older servers, the HTML itself. Raw HTML passes
 * through untouched, so the result must be sanitized before it is shown.
 * Single line breaks are kept, as GFM's `breaks` option keeps them: the
 * server's converter joins paragraphs with one.
 */
export function markdownToHtml(markdown: string): string {
  return blocks(markdown.replace(/\r\n?/g, '\n').split('\n'));
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^\s{0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^\s{0,3}> ?(.*)$/;
const ITEM = /^( *)([-*+]|(\d{1,9})[.)])[ \t]+(.*)$/;
/**
 * HTML blocks pass through as they are, up to the next blank line: a line that
 * opens with a block element, a comment, or a tag alone on it (CommonMark's
 * kinds 2, 6 and 7). Inline HTML inside a paragraph stays part of the paragraph.
 */
const HTML_BLOCK =
  /^\s*(?:<!--|<\/?(?:address|article|aside|blockquote|body|center|dd|details|div|dl|dt|figure|footer|form|h[1-6]|header|hr|html|li|main|nav|ol|p|pre|section|script|style|table|tbody|td|tfoot|th|thead|tr|ul)(?=[\s/>]|$)|<\/?[a-zA-Z][\w-]*(?:\s[^<>]*)?\/?>\s*$)/i;
const TABLE_RULE = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;

const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';
const indentOf = (line: string) => /^ */.exec(line)?.[0].length ?? 0;
const isTable = (lines: readonly string[], index: number) =>
  (lines[index] ?? '').includes('|') && TABLE_RULE.test(lines[index + 1] ?? '') && (lines[index + 1] ?? '').includes('-');

/** Whether a line ends the paragraph above it by starting a block of its own. */
function startsBlock(lines: readonly string[], index: number): boolean {
  const line = lines[index] ?? '';
  return [FENCE, HEADING, RULE, QUOTE, ITEM, HTML_BLOCK].some((pattern) => pattern.test(line)) || isTable(lines, index);
}

function blocks(lines: readonly string[]): string {
  const out: string[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (isBlank(line)) {
      index += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    const heading = HEADING.exec(line);
    if (fence) {
      const close = lines.findIndex((other, at) => at > index && other.trim().startsWith(fence[1] ?? '```'));
      const end = close < 0 ? lines.length : close;
      out.push(`<pre><code>${escapeHtml(lines.slice(index + 1, end).join('\n'))}</code></pre>`);
      index = end + 1;
    } else if (heading) {
      const level = heading[1]?.length ?? 1;
      out.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`);
      index += 1;
    } else if (RULE.test(line)) {
      out.push('<hr>');
      index += 1;
    } else if (QUOTE.test(line)) {
      const quoted: string[] = [];
      for (let match = QUOTE.exec(line); match; match = QUOTE.exec(lines[index] ?? '')) {
        quoted.push(match[1] ?? '');
        index += 1;
      }
      out.push(`<blockquote>${blocks(quoted)}</blockquote>`);
    } else if (ITEM.test(line)) {
      index = list(lines, index, out);
    } else if (isTable(lines, index)) {
      index = table(lines, index, out);
    } else if (HTML_BLOCK.test(line)) {
      const end = lines.findIndex((other, at) => at > index && isBlank(other));
      const stop = end < 0 ? lines.length : end;
      out.push(lines.slice(index, stop).join('\n'));
      index = stop;
    } else {
      const start = index;
      index += 1;
      while (index < lines.length && !isBlank(lines[index]) && !startsBlock(lines, index)) index += 1;
      out.push(
        `<p>${lines
          .slice(start, index)
          .map((text) => inline(text.trim()))
          .join('<br>\n')}</p>`,
      );
    }
  }
  return out.join('\n');
}

/** A bullet or numbered list from `index`; its items' lines are read again as blocks (nested lists, paragraphs). */
function list(lines: readonly string[], index: number, out: string[]): number {
  const first = ITEM.exec(lines[index] ?? '');
  const ordered = first?.[3] !== undefined;
  const items: string[][] = [];
  while (index < lines.length) {
    const item = ITEM.exec(lines[index] ?? '');
    if (!item || (item[3] !== undefined) !== ordered || (item[1] ?? '').length > (first?.[1] ?? '').length) break;
    const markerIndent = (item[1] ?? '').length;
    const contentIndent = markerIndent + (item[2] ?? '').length + 1;
    const content = [item[4] ?? ''];
    index += 1;
    while (index < lines.length) {
      const line = lines[index] ?? '';
      if (isBlank(line)) {
        // A blank line ends the item unless what follows is indented under it.
        const next = lines.slice(index).findIndex((other) => !isBlank(other));
        if (next < 0 || indentOf(lines[index + next] ?? '') <= markerIndent) break;
        content.push('');
      } else if (indentOf(line) > markerIndent) {
        content.push(line.slice(Math.min(indentOf(line), contentIndent)));
      } else if (!startsBlock(lines, index)) {
        content.push(line.trim());
      } else {
        break;
      }
      index += 1;
    }
    items.push(content);
    while (isBlank(lines[index]) && index < lines.length && ITEM.test(lines[index + 1] ?? '')) index += 1;
  }
  const start = ordered && first?.[3] && Number(first[3]) !== 1 ? ` start="${Number(first[3])}"` : '';
  const tag = ordered ? 'ol' : 'ul';
  // A tight item is its text, not a paragraph.
  const rendered = items.map((content) => `<li>${blocks(content).replace(/^<p>([\s\S]*?)<\/p>/, '$1')}</li>`);
  out.push(`<${tag}${start}>\n${rendered.join('\n')}\n</${tag}>`);
  return index;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** A GFM table: a header row, the `---|---` rule, then rows until a line without a pipe. */
function table(lines: readonly string[], index: number, out: string[]): number {
  const head = cells(lines[index] ?? '');
  let at = index + 2;
  const rows: string[][] = [];
  while (at < lines.length && !isBlank(lines[at]) && (lines[at] ?? '').includes('|')) {
    rows.push(cells(lines[at] ?? ''));
    at += 1;
  }
  const row = (values: readonly string[], tag: 'th' | 'td') => `<tr>${head.map((_, column) => `<${tag}>${inline(values[column] ?? '')}</${tag}>`).join('')}</tr>`;
  out.push(`<table>\n<thead>${row(head, 'th')}</thead>\n<tbody>${rows.map((values) => row(values, 'td')).join('\n')}</tbody>\n</table>`);
  return at;
}

/** The inline constructs, tried at each position in this order. */
const INLINE = [
  /\\(?<escaped>[!-/:-@[-`{-~])/,
  /(?<ticks>`+)(?<code>[^`]|[^`][\s\S]*?[^`])\k<ticks>(?!`)/,
  /<(?<autolink>(?:https?|mailto):[^\s<>]*)>/,
  /(?<html><\/?[a-zA-Z][\w-]*(?:\s[^<>]*)?\/?>|<!--[\s\S]*?-->)/,
  /(?<bang>!?)\[(?<label>(?:\\.|[^\\\]])*)\]\(\s*<?(?<url>[^\s<>()]*(?:\([^\s<>()]*\)[^\s<>()]*)*)>?(?:\s+"(?<title>[^"]*)")?\s*\)/,
  /(?<strongMark>\*\*|__)(?=\S)(?<strong>[\s\S]*?\S)\k<strongMark>/,
  /(?<emMark>\*|_)(?=\S)(?<em>[\s\S]*?\S)\k<emMark>/,
  /~~(?=\S)(?<del>[\s\S]*?\S)~~/,
  /(?<bare>https?:\/\/[^\s<>]*[^\s<>.,:;!?"')\]])/,
]
  .map((pattern) => pattern.source)
  .join('|');

const WORD = /[\p{L}\p{N}]/u;

function inline(text: string): string {
  let html = '';
  let last = 0;
  // Inside a link written as HTML, a bare URL is that link's text, not another link.
  let inAnchor = false;
  // One expression per call: link text and emphasis are read by nested calls.
  const pattern = new RegExp(INLINE, 'g');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const [whole] = match;
    const token = match.groups ?? {};
    const mark = token['strongMark'] ?? token['emMark'];
    // `_` inside a word (snake_case) is not emphasis.
    const intraword = mark?.startsWith('_') && (WORD.test(text[match.index - 1] ?? '') || WORD.test(text[match.index + whole.length] ?? ''));
    if (intraword || (token['bare'] !== undefined && inAnchor)) {
      pattern.lastIndex = match.index + 1;
      continue;
    }
    html += escapeText(text.slice(last, match.index)) + inlineToken(token);
    const tag = token['html'];
    if (tag !== undefined) inAnchor = /^<a[\s>]/i.test(tag) || (inAnchor && !/^<\/a\s*>/i.test(tag));
    last = match.index + whole.length;
  }
  return html + escapeText(text.slice(last));
}

function inlineToken(token: Record<string, string | undefined>): string {
  const { escaped, code, autolink, html, bang, label, url, title, strong, em, del, bare } = token;
  if (escaped !== undefined) return escapeHtml(escaped);
  if (code !== undefined) return `<code>${escapeHtml(code)}</code>`;
  if (autolink !== undefined) return link(autolink.replace(/^mailto:/, ''), autolink);
  if (html !== undefined) return html;
  if (label !== undefined) {
    const titled = title !== undefined ? ` title="${escapeHtml(title)}"` : '';
    return bang ? `<img src="${escapeHtml(url ?? '')}" alt="${escapeHtml(label)}"${titled}>` : `<a href="${escapeHtml(url ?? '')}"${titled}>${inline(label)}</a>`;
  }
  if (strong !== undefined) return `<strong>${inline(strong)}</strong>`;
  if (em !== undefined) return `<em>${inline(em)}</em>`;
  if (del !== undefined) return `<del>${inline(del)}</del>`;
  return link(bare ?? '', bare ?? '');
}

const link = (text: string, url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text keeps its entities (`&nbsp;`); only what would open a tag is escaped. */
function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
