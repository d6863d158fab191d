import { createContext, useContext, useEffect } from 'react';

/** What a screen may set in its page header: a title of its own (an object's name) and a help message. */
export interface PageHeaderOverrides {
  title?: string;
  helpMessage?: string;
}

export const PageHeaderContext = createContext<(overrides: PageHeaderOverrides) => void>(() => undefined);

/**
 * Lets a screen name its page ("User: alice") or add a help message to the
 * header; both go away with the screen.
 */
export function usePageHeader(overrides: PageHeaderOverrides): void {
  const set = useContext(PageHeaderContext);
  const { title, helpMessage } = overrides;
  useEffect(() => {
    set({ title, helpMessage });
    return () => set({});
  }, [set, title, helpMessage]);
}
