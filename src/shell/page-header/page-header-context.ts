import { createContext } from 'react';

/** What a screen may set in its page header: a title of its own (an object's name) and a help message. */
export interface PageHeaderOverrides {
  title?: string;
  helpMessage?: string;
}

export const PageHeaderContext = createContext<(overrides: PageHeaderOverrides) => void>(() => undefined);
