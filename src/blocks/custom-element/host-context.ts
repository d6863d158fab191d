import { createContext, useCallback, useContext } from 'react';
import { JmsEvent, type JmsEventMap } from './events';

/** The custom element a React tree renders into. */
export const HostContext = createContext<HTMLElement | null>(null);

export function useHost(): HTMLElement | null {
  return useContext(HostContext);
}

/** What an element's attributes ask of the blocks inside it. */
interface ElementOptions {
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

type DetailOf<K extends keyof JmsEventMap> = JmsEventMap[K] extends JmsEvent<infer D> ? D : never;

/** Sends a `jms-*` event from an element; false when the page cancelled it. */
export function dispatchJmsEvent<K extends keyof JmsEventMap>(host: HTMLElement | null, type: K, detail: DetailOf<K>, cancelable = false): boolean {
  return host ? host.dispatchEvent(new JmsEvent(type, detail, { cancelable })) : true;
}

/** Returns a function that sends a `jms-*` event from the element; false when the page cancelled it. */
export function useJmsEvent<K extends keyof JmsEventMap>(type: K, options: { cancelable?: boolean } = {}) {
  const host = useHost();
  const cancelable = options.cancelable ?? false;
  return useCallback((detail: DetailOf<K>) => dispatchJmsEvent(host, type, detail, cancelable), [host, type, cancelable]);
}
