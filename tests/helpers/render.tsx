import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLanguage, loadScreenMessages } from '../../src/core/i18n';
import type { Language } from '../../src/core/i18n';

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a React tree into a fresh container on the page; unmount when done. */
export async function render(node: ReactNode, { language = 'en' as Language } = {}) {
  // Components are tried with every message, the screens' part included.
  await act(async () => loadLanguage(language));
  await act(async () => loadScreenMessages());
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  return {
    container,
    async rerender(next: ReactNode) {
      await act(async () => root.render(next));
    },
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

export { act };
