import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SELECT_PAGE_SIZE } from '../../core/constants';
import { http, failureText, isHttpError, readPage } from '../../core/http';
import { toOption, type SelectOption } from './option';
import type { RelatedSource } from '../resource/related-source';

interface RemoteOptionsState {
  options: SelectOption[];
  loading: boolean;
  /** A 403 answer: the user may not list these; the select is quietly disabled. */
  forbidden: boolean;
  /** Why another failure left the list empty, as the server put it. */
  error: string;
  hasMore: boolean;
}

const matches = (option: SelectOption, term: string) => `${option.label}\n${option.value}`.toLowerCase().includes(term.toLowerCase());

/** One page of options (and how many items it read): a page of the list URL, or the whole list under listKey searched here. */
async function fetchPage(source: RelatedSource, search: string, offset: number) {
  const term = search.trim();
  const toOptions = (items: unknown[]) => items.map((item) => toOption(item, source.labelKey, source.valueKey)).filter((option): option is SelectOption => Boolean(option));
  if (source.listKey) {
    const data = await http.get<Record<string, unknown>>(source.url, { params: { ...source.query }, silent: true });
    const list = data?.[source.listKey];
    const options = toOptions(Array.isArray(list) ? list : []).filter((option) => !term || matches(option, term));
    return { options, count: options.length, read: options.length };
  }
  const page = readPage<unknown>(await http.get(source.url, { params: { ...source.query, limit: SELECT_PAGE_SIZE, offset, ...(term ? { search: term } : {}) }, silent: true }));
  return { options: toOptions(page.results), count: page.count, read: page.results.length };
}

/**
 * Pages of 10 options from a list URL, searched by the typed term; loadMore
 * asks for the next page. A 403 counts as an answer that disables the select;
 * another failure is kept as the server's text.
 */
export function useRemoteOptions(source: RelatedSource, search: string) {
  const [state, setState] = useState<RemoteOptionsState>({ options: [], loading: false, forbidden: false, error: '', hasMore: true });
  const request = useRef(0);
  const offset = useRef(0);
  // A screen writes its source as a literal each render: the same source is the same list.
  const sourceText = JSON.stringify(source);
  const stable = useMemo(() => JSON.parse(sourceText) as RelatedSource, [sourceText]);

  const load = useCallback(
    async (reset: boolean) => {
      const mine = ++request.current;
      if (reset) offset.current = 0;
      // The options shown stay until the new ones come: a list emptied at each keystroke loses the option the
      // keyboard is on, and a choice made in that moment.
      setState((current) => ({ ...current, loading: true }));
      try {
        const { options, count, read } = await fetchPage(stable, search, offset.current);
        if (mine !== request.current) return;
        offset.current += read;
        setState((current) => ({
          options: reset ? options : [...current.options, ...options.filter((option) => !current.options.some((known) => known.value === option.value))],
          loading: false,
          forbidden: false,
          error: '',
          hasMore: offset.current < count && read > 0,
        }));
      } catch (error) {
        if (mine !== request.current) return;
        const forbidden = isHttpError(error) && error.status === 403;
        const text = forbidden ? '' : failureText(error, '');
        setState((current) => ({ ...current, loading: false, forbidden: current.forbidden || forbidden, error: text, hasMore: false }));
      }
    },
    [stable, search],
  );

  useEffect(() => {
    void load(true);
  }, [load]);

  return {
    ...state,
    loadMore: () => {
      if (state.hasMore && !state.loading) void load(false);
    },
    reload: () => void load(true),
  };
}
