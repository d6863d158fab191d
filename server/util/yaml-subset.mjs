// The part of YAML an applet's manifest.yml is written in: nested mappings, block and flow lists of scalars,
// plain, single- and double-quoted scalars, comments. Anything else (anchors, multi-line strings, documents)
// is refused with the line it is on rather than read wrongly.

export class YamlError extends Error {}

const SPECIAL = /^[&*!|>%@`]/;
/** Deeper nesting than any manifest needs is refused before the readers below recurse into it. */
const MAX_DEPTH = 32;
const tooDeep = (line) => new YamlError(`Nested more than ${MAX_DEPTH} levels deep on line ${line}`);

/** A float as Python's str() writes it (a manifest's `version: 1.0` is the text "1.0" once DRF reads it). */
const pythonNumberText = (text) => {
  const value = Number(text);
  return /[.eE]/.test(text) && Number.isInteger(value) ? `${value}.0` : String(value);
};

/** A scalar as YAML 1.1's safe_load types it: null, booleans, numbers (or their Python text), else the text. */
function scalar(raw, line, numbersAsText = false, depth = 0) {
  const text = raw.trim();
  if (text.startsWith('"')) {
    if (!text.endsWith('"') || text.length < 2) throw new YamlError(`Unterminated string on line ${line}`);
    try {
      return JSON.parse(text);
    } catch {
      throw new YamlError(`Bad string on line ${line}`);
    }
  }
  if (text.startsWith("'")) {
    if (!text.endsWith("'") || text.length < 2) throw new YamlError(`Unterminated string on line ${line}`);
    return text.slice(1, -1).replace(/''/g, "'");
  }
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) throw new YamlError(`Unterminated list on line ${line}`);
    if (depth >= MAX_DEPTH) throw tooDeep(line);
    const inner = text.slice(1, -1).trim();
    return inner ? inner.split(',').map((item) => scalar(item, line, numbersAsText, depth + 1)) : [];
  }
  if (text.startsWith('{') || SPECIAL.test(text)) throw new YamlError(`Unsupported YAML on line ${line}`);
  if (text === '' || text === '~' || /^null$/i.test(text)) return null;
  if (/^(true|yes|on)$/i.test(text)) return true;
  if (/^(false|no|off)$/i.test(text)) return false;
  if (/^[-+]?(\d+)(\.\d*)?([eE][-+]?\d+)?$/.test(text)) return numbersAsText ? pythonNumberText(text) : Number(text);
  return text;
}

/** A line without its comment (a "#" at the start or after a space, outside quotes). */
function stripComment(text) {
  let quote = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '#' && (index === 0 || text[index - 1] === ' ')) return text.slice(0, index);
  }
  return text;
}

/** The key of a "key: value" line and what follows the colon, or null for a line that is not one. */
function keyValue(text) {
  const match = /^("[^"]*"|'[^']*'|[^:#][^#]*?):(?:\s+(.*)|\s*)$/.exec(text);
  if (!match) return null;
  const key = match[1] ?? '';
  return { key: /^["']/.test(key) ? String(scalar(key, 0)) : key.trim(), rest: match[2] ?? '' };
}

/**
 * Parses a YAML document of the supported subset.
 * @param {string} source
 * @param {{numbersAsText?: boolean}} [options] numbers as the text Python's str() makes of them
 * @returns {unknown}
 */
export function parseYaml(source, { numbersAsText = false } = {}) {
  const lines = source
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((raw, index) => ({ number: index + 1, indent: raw.length - raw.trimStart().length, text: stripComment(raw).trim(), raw }))
    .filter((line) => line.text !== '' && line.text !== '---');
  for (const line of lines) if (/^\s*\t/.test(line.raw)) throw new YamlError(`Tabs are not allowed for indentation (line ${line.number})`);
  let position = 0;
  let depth = 0;

  /** The block starting at the current line, all of whose lines are indented exactly `indent`. */
  function block(indent) {
    const first = lines[position];
    if (!first) return null;
    if (depth >= MAX_DEPTH) throw tooDeep(first.number);
    depth += 1;
    const value = first.text.startsWith('- ') || first.text === '-' ? list(indent) : mapping(indent);
    depth -= 1;
    return value;
  }

  function child(parentIndent, rest, number) {
    if (rest !== '') return scalar(rest, number, numbersAsText);
    const next = lines[position];
    if (!next || next.indent <= parentIndent) {
      // A list may sit at its key's own indentation ("key:\n- a").
      if (next && next.indent === parentIndent && next.text.startsWith('- ')) return block(parentIndent);
      return null;
    }
    return block(next.indent);
  }

  function list(indent) {
    const items = [];
    while (position < lines.length && lines[position].indent === indent && (lines[position].text.startsWith('- ') || lines[position].text === '-')) {
      const line = lines[position];
      position += 1;
      const rest = line.text.slice(1).trim();
      if (rest && keyValue(rest)) throw new YamlError(`Unsupported YAML on line ${line.number}: lists of mappings`);
      items.push(child(indent, rest, line.number));
    }
    return items;
  }

  function mapping(indent) {
    /** @type {Record<string, unknown>} */
    const object = {};
    while (position < lines.length && lines[position].indent === indent) {
      const line = lines[position];
      const pair = keyValue(line.text);
      if (!pair || line.text.startsWith('- ')) throw new YamlError(`Expected "key: value" on line ${line.number}`);
      position += 1;
      object[pair.key] = child(indent, pair.rest, line.number);
    }
    return object;
  }

  const value = lines.length ? block(lines[0].indent) : null;
  const left = lines[position];
  if (left) throw new YamlError(`Bad indentation on line ${left.number}`);
  return value;
}
