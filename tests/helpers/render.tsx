import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CONSOLE_ICON_SET } from '../../src/blocks/icons/console-icon-paths';
import { IconSetContext } from '../../src/blocks/icons/icon';
import { RouteLinksContext } from '../../src/blocks/route-links/route-links';
import consoleMessages from 'jms:messages/console';
import screenMessages from 'jms:messages/screens';
import { loadLanguage } from '../../src/core/i18n';
import { consoleRouteLinks } from '../../src/core/routes';
import type { Language } from '../../src/core/i18n';

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** As the console shows it: with its routes to link and its icons. */
const inConsole = (node: ReactNode) => (
  <IconSetContext.Provider value={CONSOLE_ICON_SET}>
    <RouteLinksContext.Provider value={consoleRouteLinks}>{node}</RouteLinksContext.Provider>
  </IconSetContext.Provider>
);

/**
 * Renders a React tree into a fresh container on the page, as the console
 * would (`shadow`: inside an open shadow root, as the elements render); unmount when done.
 */
export async function render(node: ReactNode, { language = 'en' as Language, shadow = false } = {}) {
  // Components are tried with every message, the console's and the screens' parts included.
  await act(async () => loadLanguage(language, [consoleMessages, screenMessages]));
  const host = document.createElement('div');
  document.body.append(host);
  const container = shadow ? host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div')) : host;
  const root = createRoot(container);
  await act(async () => root.render(inConsole(node)));
  return {
    container,
    async rerender(next: ReactNode) {
      await act(async () => root.render(inConsole(next)));
    },
    async unmount() {
      await act(async () => root.unmount());
      host.remove();
    },
  };
}

export { act };
