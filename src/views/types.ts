import screenMessages from 'jms:messages/screens';
import type { ComponentType } from 'react';
import { withMessages } from '../core/i18n';

/**
 * What the shell gives every screen: the route's path parameters (`id`) and
 * query. A screen is a lazily loaded module whose default export takes these.
 */
export interface ScreenProps {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
}

/**
 * A screen's component. `firstLoad` starts what it asks for when it mounts
 * (a list's OPTIONS and first page), so a cold load fetches while it renders;
 * what it returns drops what it asked for, never shown (the session then said
 * the route is not the user's, or another organization).
 */
export type Screen = ComponentType<ScreenProps> & { firstLoad?: (props: ScreenProps) => (() => void) | void };

export type ScreenModule = { default: Screen };

/** Route name (as in routes-v3.8.2.md, e.g. `UserList`) → the screen's lazy import. */
export type ScreenLoaders = Readonly<Record<string, ScreenLoader>>;

export type ScreenLoader = () => Promise<ScreenModule>;

/** A screen that is one of its module's named exports. */
export function namedScreen<Module extends Record<Name, Screen>, Name extends keyof Module>(load: () => Promise<Module>, name: Name): ScreenLoader {
  return () => load().then((module) => ({ default: module[name] }));
}

/** The screens of a module whose exports are named after their routes. */
export function routeScreens<Module extends Record<Name, Screen>, Name extends keyof Module & string>(load: () => Promise<Module>, names: readonly Name[]): ScreenLoaders {
  return Object.fromEntries(names.map((name) => [name, namedScreen(load, name)]));
}

/**
 * A resource's screens under the route names the route table gives most
 * resources: `<Base>List`, `<Base>Create` and `<Base>Update` (one form serves
 * both), `<Base>Detail`; only those it has.
 */
export function resourceScreens(base: string, { list, form, detail }: { list?: ScreenLoader; form?: ScreenLoader; detail?: ScreenLoader }): ScreenLoaders {
  const routes = { List: list, Create: form, Update: form, Detail: detail };
  return Object.fromEntries(Object.entries(routes).flatMap(([suffix, load]) => (load ? [[base + suffix, load]] : [])));
}

/**
 * The loaders of an area whose screens speak the screens' part of the catalogue:
 * each waits for those messages as well as for its code.
 */
export function withScreenMessages(loaders: ScreenLoaders): ScreenLoaders {
  return Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, withMessages(screenMessages, load)]));
}
