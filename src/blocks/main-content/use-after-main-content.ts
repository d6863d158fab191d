import { useEffect, useState } from 'react';
import { afterMainContent } from '../../core/main-content';

/** False until the page's main content is on screen (see core/main-content). */
export function useAfterMainContent(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let live = true;
    void afterMainContent().then(() => live && setAfter(true));
    return () => {
      live = false;
    };
  }, []);
  return after;
}
