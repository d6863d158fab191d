import { consoleUrl, hashPath, type ConsoleRouter } from '../router';

// Only the console with routing="memory" keeps a history of its own: the
// console chunk holds it, not the core every element loads.

/** A history of the console's own, starting at `start`. */
export function createMemoryRouter(start = '/'): ConsoleRouter {
  const entries = [start];
  let index = 0;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const consoleAddress = () => consoleUrl('');
  return {
    mode: 'memory',
    current: () => entries[index] ?? '/',
    go(path, replace) {
      if (path === entries[index]) return;
      if (replace) entries[index] = path;
      else {
        entries.splice(index + 1, entries.length, path);
        index += 1;
      }
      changed();
    },
    back() {
      if (index === 0) return;
      index -= 1;
      changed();
    },
    depth: () => index,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    href: (path) => `${consoleAddress()}${path}`,
    pathOf: (href) => (href.startsWith(consoleAddress()) ? href.slice(consoleAddress().length) : hashPath(href)),
    queryLocation() {
      const current = entries[index] ?? '/';
      return { hash: `#${current}`, search: '' };
    },
  };
}
