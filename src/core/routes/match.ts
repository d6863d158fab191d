import { normalizePath, pathSegments } from './build';
import { allRoutes } from './registry';
import type { AppRoute } from './types';

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

type Pattern = readonly string[];

const patterns = new WeakMap<AppRoute, Pattern>();

function patternOf(route: AppRoute): Pattern {
  let pattern = patterns.get(route);
  if (!pattern) {
    pattern = pathSegments(route.path);
    patterns.set(route, pattern);
  }
  return pattern;
}

/** Matches path segments against a pattern; `:name` takes one segment, `:name*` the rest. */
function matchPattern(pattern: Pattern, segments: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index += 1) {
    const part = pattern[index]!;
    if (part.startsWith(':') && part.endsWith('*')) {
      const rest = segments.slice(index);
      if (!rest.length) return undefined;
      params[part.slice(1, -1)] = rest.join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return pattern.length === segments.length ? params : undefined;
}

/** Fixed segments beat parameters; at the same path a page beats the group it is the index of. */
function score(route: AppRoute): number {
  const fixed = patternOf(route).filter((part) => !part.startsWith(':')).length;
  const page = route.kind === 'layout' || route.kind === 'group' ? 0 : 1;
  return fixed * 2 + page;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route a path (query and trailing slash allowed) opens, with its parameters; undefined for an unknown path. */
export function matchRoute(path: string, routes: readonly AppRoute[] = allRoutes): RouteMatch | undefined {
  const segments = pathSegments(normalizePath(path.split(/[?#]/)[0] ?? '/')).map(decode);
  let best: RouteMatch | undefined;
  for (const route of routes) {
    if (route.kind === 'link') continue;
    const params = matchPattern(patternOf(route), segments);
    if (params && (!best || score(route) > score(best.route))) best = { route, params };
  }
  return best;
}

/** Fills a route path's `:params`; a splat keeps its slashes. */
export function fillPath(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  return pattern.replace(/:([A-Za-z_]\w*)(\*)?/g, (whole, name: string, splat: string | undefined) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return splat ? String(value).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(value));
  });
}
