import { createContext, useContext } from 'react';

/** What an element's attributes ask of the blocks inside it. */
export interface ElementOptions {
  /**
   * The element is the page (the console at /ui/): its shortcuts listen on the
   * whole window and it fills the viewport; otherwise they act only while focus
   * is inside it, and it fits its container.
   */
  page: boolean;
  /** The first page size of its tables (`page-size`); the stored choice when absent. */
  pageSize: number | undefined;
  /** Where its dialogs and drawers open: over the viewport, or inside the element's box (`overlays`). */
  overlays: 'viewport' | 'element';
}

export const ElementOptionsContext = createContext<ElementOptions>({ page: false, pageSize: undefined, overlays: 'viewport' });

export function useElementOptions(): ElementOptions {
  return useContext(ElementOptionsContext);
}

/** Where an element's contained dialogs and drawers render: a layer at the top of its shadow root, over its content. */
export const OverlayLayerContext = createContext<HTMLElement | null>(null);

export function useOverlayLayer(): HTMLElement | null {
  return useContext(OverlayLayerContext);
}
