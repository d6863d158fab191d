import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useAfterMainContent } from '../../blocks/main-content/use-after-main-content';
import { settingsStore } from '../../core/public-settings';

/** The favicon link of the page, made when the page has none. */
function faviconLink(): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  return link;
}

/**
 * The interface settings' favicon, on a page that is the console (the theme
 * colors reach every element through its stylesheet, blocks/custom-element/stylesheet.ts).
 */
export function useInterfaceSettings(enabled: boolean): void {
  const settings = useStore(settingsStore, (state) => state.settings);
  // The favicon is decoration: it waits for the screen's data.
  const after = useAfterMainContent();
  useEffect(() => {
    const favicon = settings.INTERFACE?.favicon;
    if (enabled && after && typeof favicon === 'string' && favicon) faviconLink().href = favicon;
  }, [enabled, after, settings]);
}
