import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useAfterMainContent } from '../../blocks/main-content/use-after-main-content';
import { settingsStore } from '../../core/public-settings';
import { useHost } from '../../blocks/custom-element/host-context';
import { applyThemeColors, storeThemeColors, storedThemeColors, themeColorsFrom } from './theme-colors';

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
 * The interface settings on the page: theme colors on the host element (kept
 * in `themeColors` for the next start) and the favicon.
 */
export function useInterfaceSettings(): void {
  const host = useHost();
  const loaded = useStore(settingsStore, (state) => state.loaded);
  const settings = useStore(settingsStore, (state) => state.settings);

  useEffect(() => {
    const stored = storedThemeColors();
    if (host && stored) applyThemeColors(host, stored);
  }, [host]);

  useEffect(() => {
    if (!loaded || !host) return;
    const colors = themeColorsFrom(settings);
    applyThemeColors(host, colors);
    storeThemeColors(colors);
  }, [host, loaded, settings]);

  // The favicon is decoration: it waits for the screen's data.
  const after = useAfterMainContent();
  useEffect(() => {
    const favicon = settings.INTERFACE?.favicon;
    if (after && typeof favicon === 'string' && favicon) faviconLink().href = favicon;
  }, [after, settings]);
}
