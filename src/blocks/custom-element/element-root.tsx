import { useEffect, useState, type ReactNode } from 'react';
import { loadPageLanguage } from '../../core/i18n';
import { FeedbackLayer } from '../feedback/feedback-layer';
import { HostContext } from './host-context';
import { adoptStylesheet } from './stylesheet';

export interface ElementRootProps {
  /** What r2wc renders into: the element's shadow root, or the element itself. */
  container: ShadowRoot | HTMLElement;
  children: ReactNode;
}

/**
 * The top of every element's React tree: styles adopted into the shadow root,
 * the language loaded, and the feedback layer. Popups render in place, inside
 * the shadow root where the styles are.
 */
export function ElementRoot({ container, children }: ElementRootProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    const styles = container instanceof ShadowRoot ? adoptStylesheet(container) : Promise.resolve();
    void Promise.all([styles, loadPageLanguage()]).finally(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [container]);

  return (
    <HostContext.Provider value={host}>
      {ready && (
        <>
          {children}
          <FeedbackLayer />
        </>
      )}
    </HostContext.Provider>
  );
}
