import { readFileSync } from 'node:fs';

// DRF's own messages (validation errors, the exception handler's details) as its
// zh_Hans and ja catalogues give them, so an error reads as a real JumpServer's
// does in the request's language (drf-messages.json: [English, zh, ja]). A message
// the ja catalogue lacks (null) stays English there, as it does on a real server.
// `{name}` stands for the value DRF puts in.
const MESSAGES = JSON.parse(readFileSync(new URL('./drf-messages.json', import.meta.url), 'utf8'));

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = MESSAGES.map(([english, zh, ja]) => {
  const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]);
  const source = english
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 ? '(.*)' : escapeRegExp(part)))
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names, translations: { zh, ja } };
});

/** One DRF message in `lang` (en, zh, ja); any other text as it is. */
export function translateDrfMessage(text, lang) {
  for (const { pattern, names, translations } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const template = translations[lang];
    if (!template) return text;
    return template.replace(PLACEHOLDER, (_, name) => match[names.indexOf(name) + 1] ?? '');
  }
  return text;
}

/** An error body's messages in `lang`: every string in it but a `code` (or `type`) beside them, and the keys (field names). */
export function translateErrorBody(body, lang) {
  if (lang === 'en') return body;
  const walk = (value, key) => {
    if (typeof value === 'string') return key === 'code' || key === 'type' ? value : translateDrfMessage(value, lang);
    if (Array.isArray(value)) return value.map((item) => walk(item, undefined));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, name)]));
    return value;
  };
  return walk(body, undefined);
}
