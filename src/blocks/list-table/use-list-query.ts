import { useEffect, useMemo, useState } from 'react';
import { useRouteLinks } from '../route-links/route-links';

/**
 * The one place a list's state lives: the route's query when the list is a
 * routed screen's (a reload, the back button and coming back keep it), else a
 * query of its own, starting from what it was given (an element on another
 * page, a list inside a detail tab). A routed list opened with an empty query
 * starts from its defaults, written into the route's query once: removing
 * them afterwards leaves the list unfiltered.
 */
export function useListQuery(routeQuery: URLSearchParams | undefined, defaults?: Readonly<Record<string, string>>): [URLSearchParams, (next: URLSearchParams) => void] {
  const { replaceQuery } = useRouteLinks();
  const start = useMemo(() => new URLSearchParams(defaults), [defaults]);
  const [own, setOwn] = useState(() => routeQuery ?? start);
  const [opening, setOpening] = useState(() => Boolean(routeQuery && replaceQuery && defaults && !routeQuery.toString()));
  useEffect(() => {
    if (!opening) return;
    replaceQuery?.(start);
    setOpening(false);
  }, [opening, replaceQuery, start]);
  if (!routeQuery || !replaceQuery) return [own, setOwn];
  return [opening ? start : routeQuery, replaceQuery];
}
