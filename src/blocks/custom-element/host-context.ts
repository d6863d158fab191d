import { createContext, useCallback, useContext } from 'react';
import { JmsEvent, type JmsEventMap } from './events';

/** The custom element a React tree renders into. */
export const HostContext = createContext<HTMLElement | null>(null);

export function useHost(): HTMLElement | null {
  return useContext(HostContext);
}

// The options and overlay layer live apart, where the dialogs can read them without importing the element's code.
export { ElementOptionsContext, OverlayLayerContext, useElementOptions, useOverlayLayer } from '../element-options/element-options';

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
