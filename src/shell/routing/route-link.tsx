import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { hrefFor, navigateTo, type RouteTarget } from '../../core/routes';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string | RouteTarget;
}

/** A link to a console page: a real `#/…` href (new tab, copy link), and a history-aware navigation on a plain click. */
export function RouteLink({ to, onClick, ...rest }: RouteLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(to);
  };
  return <a href={hrefFor(to)} onClick={follow} {...rest} />;
}
