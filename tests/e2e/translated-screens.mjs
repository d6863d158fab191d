// What a console in Chinese or Japanese must not show: a message key instead of
// its text, or an English text of the console (its catalogue, or the server's
// labels) that the language translates. Data (names, addresses, table cells,
// tree items, chosen values) is what the user typed, and is not checked.
import { readFileSync } from 'node:fs';
import { TRANSLATIONS } from '../../server/i18n/translations.mjs';

const read = (path) => JSON.parse(readFileSync(new URL(`../../locales/${path}`, import.meta.url), 'utf8'));

/** The catalogue of a language, the shell's part and the screens'. */
export function catalogue(lang) {
  return { ...read(`${lang}.json`), ...read(`screens/${lang}.json`) };
}

const SERVER_INDEX = { zh: 1, ja: 2 };
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts a language translates differently, as patterns of a whole
 * text: a message's placeholders match anything; plural forms are left out.
 */
function englishPatterns(lang) {
  const english = catalogue('en');
  const local = catalogue(lang);
  const patterns = [];
  for (const [key, text] of Object.entries(english)) {
    if (local[key] === text || /\{\w+, (plural|select)/.test(text)) continue;
    patterns.push(new RegExp(`^${escape(text).replace(/\\\{\w+\\\}/g, '.+?')}$`));
  }
  for (const row of TRANSLATIONS) {
    const [en] = row;
    if (row[SERVER_INDEX[lang]] !== en && /[A-Za-z]{2}/.test(en)) patterns.push(new RegExp(`^${escape(en)}$`));
  }
  return patterns;
}

/** Texts, placeholders, labels and titles the console shows outside the data it lists. */
async function chromeTexts(page) {
  return page.evaluate(() => {
    const root = document.querySelector('jms-console')?.shadowRoot;
    if (!root) return [];
    const DATA = 'td, [role=treeitem], [role=option], dd, pre, input, textarea, select, [data-value], [data-testid=tags-view], code';
    const texts = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest(DATA)) continue;
      if (!parent.checkVisibility?.() && parent.offsetParent === null) continue;
      texts.push(text);
    }
    for (const element of root.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (element.closest('td, [role=treeitem], [role=option], [data-testid=tags-view]')) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Every text the language itself uses: an English word it keeps (MFA, SSH) is its text too. */
function ownTexts(lang) {
  return new Set([...Object.values(catalogue(lang)), ...TRANSLATIONS.map((row) => row[SERVER_INDEX[lang]])]);
}

/**
 * Whatever of the console's own text is shown untranslated or as a raw key on
 * the page now; `data` names texts that are the server's data (platform names).
 */
export async function untranslated(page, lang, data = []) {
  if (lang === 'en') return [];
  const patterns = englishPatterns(lang);
  const own = ownTexts(lang);
  const skip = new Set(data);
  const keys = new Set(Object.keys(catalogue('en')));
  const found = new Set();
  for (const text of await chromeTexts(page)) {
    if (keys.has(text)) found.add(`raw key: ${text}`);
    else if (!own.has(text) && !skip.has(text) && patterns.some((pattern) => pattern.test(text))) found.add(`English: ${text}`);
  }
  return [...found];
}
