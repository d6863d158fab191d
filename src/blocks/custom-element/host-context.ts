import { createContext, useCallback, useContext } from 'react';
import { JmsEvent, type JmsEventMap } from './events';

/** The custom element a React tree renders into. */
export const HostContext = createContext<HTMLElement | null>(null);

export function useHost(): HTMLElement | null {
  return useContext(HostContext);
}

type DetailOf<K extends keyof JmsEventMap> = JmsEventMap[K] extends JmsEvent<infer D> ? D : never;

/** Returns a function that sends a `jms-*` event from the element; false when the page cancelled it. */
export function useJmsEvent<K extends keyof JmsEventMap>(type: K, options: { cancelable?: boolean } = {}) {
  const host = useHost();
  const cancelable = options.cancelable ?? false;
  return useCallback(
    (detail: DetailOf<K>) => (host ? host.dispatchEvent(new JmsEvent(type, detail, { cancelable })) : true),
    [host, type, cancelable],
  );
}
