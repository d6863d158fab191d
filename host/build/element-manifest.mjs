// custom-elements.json (the Custom Elements Manifest format) from each
// element's doc comment: the comment is the element's API, written once.
import { readFileSync } from 'node:fs';

const TAGS = {
  event: 'events',
  csspart: 'cssParts',
  cssproperty: 'cssProperties',
  attribute: 'attributes',
  slot: 'slots',
};

export function elementManifest(entries) {
  const modules = entries.map(({ name, source, module }) => {
    const text = readFileSync(source, 'utf8');
    const comment = /\/\*\*([\s\S]*?)\*\/\s*export const (\w+)/.exec(text);
    const lines = (comment?.[1] ?? '').split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trimEnd());
    const description = [];
    const declaration = { kind: 'class', name: comment?.[2] ?? name, tagName: name, customElement: true };
    for (const line of lines) {
      const tag = /^@(\w+)\s*(.*)$/.exec(line);
      if (!tag) {
        if (line && !Object.values(declaration).some(Array.isArray)) description.push(line);
        continue;
      }
      const [, kind, rest] = tag;
      if (kind === 'tag') {
        declaration.tagName = rest.trim();
        continue;
      }
      const key = TAGS[kind];
      if (!key) continue;
      const [itemName, ...words] = rest.split(/\s+-\s+|\s+/);
      const itemDescription = rest.includes(' - ') ? rest.slice(rest.indexOf(' - ') + 3) : words.join(' ');
      (declaration[key] ??= []).push({ name: itemName, description: itemDescription.trim() });
    }
    declaration.description = description.join(' ').trim();
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
