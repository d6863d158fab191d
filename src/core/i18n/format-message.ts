import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type MessageValues = Record<string, string | number>;

// Intl's formatters are costly to build: one per language (and plural type).
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function pluralRule(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale}:${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}

/**
 * A message of the catalogue, parsed at build time (host/build/messages-plugin.mjs),
 * with its values, as ICU MessageFormat reads it. Only what the catalogue
 * uses: text, `{name}`, `{count, number}`, and plurals (`=0`, the language's
 * categories, `#`); the catalogue's node test keeps it to these. A value the
 * message names but was not given throws.
 */
export function formatElements(elements: readonly MessageFormatElement[], locale: string, values: MessageValues | undefined, count?: number): string {
  let text = '';
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      text += element.value;
      continue;
    }
    if (element.type === TYPE.pound) {
      if (count !== undefined) text += numberFormat(locale).format(count);
      continue;
    }
    if (element.type === TYPE.tag || !values || !Object.hasOwn(values, element.value)) throw new Error(`The message needs a value for "${element.value}"`);
    const value = values[element.value]!;
    if (element.type === TYPE.argument) text += String(value);
    else if (element.type === TYPE.number && !element.style) text += numberFormat(locale).format(Number(value));
    else if (element.type === TYPE.plural) {
      const offset = element.offset || 0;
      const options = element.options;
      const option = options[`=${value}`] ?? options[pluralRule(locale, element.pluralType ?? 'cardinal').select(Number(value) - offset)] ?? options['other'];
      if (!option) throw new Error(`The plural "${element.value}" has no option for ${value}`);
      text += formatElements(option.value, locale, values, Number(value) - offset);
    } else throw new Error(`The catalogue's messages use no ${TYPE[element.type]} element`);
  }
  return text;
}
