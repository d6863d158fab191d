// custom-elements.json (the Custom Elements Manifest format) from each
// element's doc comment: the comment is the element's API, written once.
// What every element shares is the doc comment of JmsElement; the events'
// detail types come from the event map's TypeScript source.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export const BASE_SOURCE = 'src/blocks/custom-element/jms-element.ts';
export const EVENTS_SOURCE = 'src/blocks/custom-element/events.ts';
const SHARED_ATTRIBUTES_SOURCE = 'src/blocks/custom-element/attributes.ts';

/** Doc-comment tags and the manifest lists they fill. */
const LISTS = {
  attr: 'attributes',
  attribute: 'attributes',
  prop: 'members',
  property: 'members',
  event: 'events',
  csspart: 'cssParts',
  cssproperty: 'cssProperties',
  slot: 'slots',
};

/**
 * The doc comment of the exported class in a source: its description and tags
 * (`@tag name`, `@attr {type} name - text`, `@event name - text`, …; a tag's
 * text may go on over the following lines).
 */
export function readDocComment(text, file = 'element') {
  const found = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export (?:abstract )?class (\w+)/.exec(text);
  if (!found) throw new Error(`${file}: no documented exported class`);
  const lines = found[1].split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trim());
  const description = [];
  const tags = [];
  for (const line of lines) {
    const tag = /^@(\w+)\s*(?:\{([^}]*)\})?\s*(\S*)\s*(?:-\s*)?(.*)$/.exec(line);
    if (tag) {
      const [, kind, type, name, rest] = tag;
      tags.push({ kind, type: type?.trim(), name, description: rest.trim() });
    } else if (tags.length && line) {
      const last = tags.at(-1);
      last.description = `${last.description} ${line}`.trim();
    } else if (!tags.length) description.push(line);
  }
  return { className: found[2], description: description.join(' ').replace(/\s+/g, ' ').trim(), tags };
}

/** The event map: each event's name, detail type (as written) and description, from events.ts. */
export function readEventMap(text, file = EVENTS_SOURCE) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const map = source.statements.find((statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === 'JmsEventMap');
  if (!map) throw new Error(`${file}: no JmsEventMap interface`);
  return map.members.map((member) => {
    const name = member.name && ts.isStringLiteral(member.name) ? member.name.text : member.name?.getText(source);
    const type = member.type;
    if (!type || !ts.isTypeReferenceNode(type) || type.typeName.getText(source) !== 'JmsEvent') {
      throw new Error(`${file}: ${name} must be a JmsEvent<Detail>`);
    }
    const detail = type.typeArguments?.[0]?.getText(source) ?? 'undefined';
    const docs = ts
      .getJSDocCommentsAndTags(member)
      .map((doc) => (typeof doc.comment === 'string' ? doc.comment : ''))
      .join(' ');
    return { name, detail, description: docs.replace(/\s+/g, ' ').trim() };
  });
}

/**
 * The names in an array literal the code declares (`ownAttributes = ['routing', 'page']`,
 * `SHARED_ATTRIBUTES = [...] as const`): the attributes the element observes.
 */
export function readDeclaredNames(text, name, file) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let found;
  const visit = (node) => {
    if ((ts.isPropertyDeclaration(node) || ts.isVariableDeclaration(node)) && node.name.getText(source) === name && node.initializer) {
      let value = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (ts.isArrayLiteralExpression(value)) found = value.elements.map((element) => (ts.isStringLiteral(element) ? element.text : element.getText(source)));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found ?? [];
}

/** The attributes a doc comment names must be those the code observes, in either direction. */
function checkAttributes(doc, observed, file) {
  const documented = doc.tags.filter((tag) => tag.kind === 'attr' || tag.kind === 'attribute').map((tag) => tag.name);
  const missing = observed.filter((name) => !documented.includes(name));
  const extra = documented.filter((name) => !observed.includes(name));
  if (missing.length || extra.length) {
    throw new Error(
      `${file}: the doc comment's @attr tags must name the attributes the element observes (undocumented: ${missing.join(', ') || 'none'}; not observed: ${extra.join(', ') || 'none'})`,
    );
  }
}

function item(tag, events) {
  const entry = { name: tag.name, description: tag.description };
  if (tag.kind === 'attr' || tag.kind === 'attribute' || tag.kind === 'prop' || tag.kind === 'property') {
    entry.type = { text: tag.type || 'string' };
  }
  if (tag.kind === 'prop' || tag.kind === 'property') Object.assign(entry, { kind: 'field', privacy: 'public' });
  if (tag.kind === 'event') {
    const event = events.get(tag.name);
    if (!event) throw new Error(`@event ${tag.name}: not in the event map (${EVENTS_SOURCE})`);
    entry.type = { text: `JmsEvent<${event.detail}>` };
    entry.description = tag.description || event.description;
  }
  return entry;
}

function declarationFrom(doc, events, tagName) {
  const declaration = { kind: 'class', name: doc.className, tagName, customElement: true, description: doc.description };
  for (const tag of doc.tags) {
    if (tag.kind === 'tag') declaration.tagName = tag.name;
    const list = LISTS[tag.kind];
    if (list) (declaration[list] ??= []).push(item(tag, events));
  }
  return declaration;
}

/**
 * The manifest of the given elements, each
 * `{ name: <tag>, source: <class module>, module: <built file> }`; the shared
 * attributes, properties, events, parts and CSS properties come first in each.
 * @param {{name: string, source: string, module: string}[]} entries
 */
export function elementManifest(entries, { base = BASE_SOURCE, events: eventsSource = EVENTS_SOURCE } = {}) {
  const events = new Map(readEventMap(readFileSync(eventsSource, 'utf8'), eventsSource).map((event) => [event.name, event]));
  const baseDoc = readDocComment(readFileSync(base, 'utf8'), base);
  checkAttributes(baseDoc, readDeclaredNames(readFileSync(SHARED_ATTRIBUTES_SOURCE, 'utf8'), 'SHARED_ATTRIBUTES', SHARED_ATTRIBUTES_SOURCE), base);
  const shared = declarationFrom(baseDoc, events);
  const modules = entries.map(({ name, source, module }) => {
    const text = readFileSync(source, 'utf8');
    const doc = readDocComment(text, source);
    checkAttributes(doc, readDeclaredNames(text, 'ownAttributes', source), source);
    const own = declarationFrom(doc, events, name);
    const declaration = { ...own, superclass: { name: shared.name } };
    for (const list of new Set(Object.values(LISTS))) {
      const merged = [...(shared[list] ?? []), ...(own[list] ?? [])];
      if (merged.length) declaration[list] = merged;
    }
    return {
      kind: 'javascript-module',
      path: module,
      declarations: [declaration],
      exports: [
        { kind: 'js', name: declaration.name, declaration: { name: declaration.name, module } },
        { kind: 'custom-element-definition', name: declaration.tagName, declaration: { name: declaration.name, module } },
      ],
    };
  });
  return { schemaVersion: '1.0.0', readme: 'README.md', modules };
}
