import { useEffect, useState } from 'react';
import { http, readPage } from '../../core/http';
import { toOption, type SelectOption } from '../select/option';
import type { RelatedSource } from '../resource/related-source';

/**
 * Names for options the server gave only ids of (a match rule stores ids):
 * asked once per set of unnamed ids with `?ids=`, kept beside the form value.
 */
export function useOptionNames(source: RelatedSource, options: readonly SelectOption[]): SelectOption[] {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const unnamed = options.filter((option) => option.label === option.value && !names.has(option.value)).map((option) => option.value);
  const key = unnamed.join(',');
  useEffect(() => {
    if (!key) return;
    let current = true;
    void http
      .get(source.url, { params: { ids: key, limit: key.split(',').length, offset: 0 }, silent: true })
      .then((answer) => {
        if (!current) return;
        const found = readPage<unknown>(answer).results.map((item) => toOption(item, source.labelKey, source.valueKey));
        setNames((known) => new Map([...known, ...found.filter((option): option is SelectOption => Boolean(option)).map((option) => [option.value, option.label] as const)]));
      })
      // Unknown or unreadable ids keep showing as ids: the rule is still what the server holds.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [source.url, source.labelKey, source.valueKey, key]);
  return options.map((option) => ({ value: option.value, label: names.get(option.value) ?? option.label }));
}
