import { useState } from 'react';
import { useRouteLinks } from '../route-links/route-links';

/**
 * The one place a list's state lives: the route's query when the list is a
 * routed screen's (a reload, the back button and coming back keep it), else a
 * query of its own, starting from what it was given (an element on another
 * page, a list inside a detail tab).
 */
export function useListQuery(routeQuery: URLSearchParams | undefined): [URLSearchParams, (next: URLSearchParams) => void] {
  const { replaceQuery } = useRouteLinks();
  const [own, setOwn] = useState(() => routeQuery ?? new URLSearchParams());
  return routeQuery && replaceQuery ? [routeQuery, replaceQuery] : [own, setOwn];
}
