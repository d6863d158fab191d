import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SELECT_PAGE_SIZE } from '../../core/constants';
import { http, isHttpError, readPage } from '../../core/http';
import { toOption, type SelectOption } from './option';
import type { RelatedSource } from '../resource/related-source';

interface RemoteOptionsState {
  options: SelectOption[];
  loading: boolean;
  /** A 403 answer: the user may not list these; the select is quietly disabled. */
  forbidden: boolean;
  hasMore: boolean;
}

/**
 * Pages of 10 options from a list URL, searched by the typed term; loadMore
 * asks for the next page. A 403 counts as an answer that disables the select.
 */
export function useRemoteOptions(source: RelatedSource, search: string) {
  const [state, setState] = useState<RemoteOptionsState>({ options: [], loading: false, forbidden: false, hasMore: true });
  const request = useRef(0);
  const offset = useRef(0);
  // A screen writes its query as a literal each render: the same query is the same list.
  const queryText = JSON.stringify(source.query ?? {});
  const query = useMemo(() => JSON.parse(queryText) as NonNullable<RelatedSource['query']>, [queryText]);

  const load = useCallback(
    async (reset: boolean) => {
      const mine = ++request.current;
      if (reset) offset.current = 0;
      setState((current) => ({ ...current, loading: true, ...(reset ? { options: [] } : {}) }));
      try {
        const page = readPage<unknown>(
          await http.get(source.url, {
            params: { ...query, limit: SELECT_PAGE_SIZE, offset: offset.current, ...(search.trim() ? { search: search.trim() } : {}) },
            silent: true,
          }),
        );
        if (mine !== request.current) return;
        const options = page.results.map((item) => toOption(item, source.labelKey, source.valueKey)).filter((option): option is SelectOption => Boolean(option));
        offset.current += page.results.length;
        setState((current) => ({
          options: reset ? options : [...current.options, ...options.filter((option) => !current.options.some((known) => known.value === option.value))],
          loading: false,
          forbidden: false,
          hasMore: offset.current < page.count && page.results.length > 0,
        }));
      } catch (error) {
        if (mine !== request.current) return;
        const forbidden = isHttpError(error) && error.status === 403;
        setState((current) => ({ ...current, loading: false, forbidden: current.forbidden || forbidden, hasMore: false }));
      }
    },
    [source.url, source.labelKey, source.valueKey, query, search],
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
