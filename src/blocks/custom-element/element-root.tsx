import { PortalContext } from '@ariakit/react/portal';
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
 * the language loaded, popovers portalled inside the shadow root (where the
 * styles are), and the feedback layer.
 */
export function ElementRoot({ container, children }: ElementRootProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const [ready, setReady] = useState(false);
  const [portal, setPortal] = useState<HTMLElement | null>(null);

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
      <PortalContext.Provider value={portal}>
        {ready && (
          <>
            {children}
            <FeedbackLayer />
          </>
        )}
        <div ref={setPortal} data-jms-portal="" />
      </PortalContext.Provider>
    </HostContext.Provider>
  );
}
