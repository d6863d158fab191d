import { useStore } from 'zustand';
import { i18nStore, translate, type MessageKey, type MessageValues } from '../../core/i18n';

type Translator = (key: MessageKey, values?: MessageValues) => string;

let current: { state: ReturnType<typeof i18nStore.getState>; t: Translator } | undefined;

/** One translator per catalogue state, shared by every component: a list's rows each ask for it. */
function translatorOf(state: ReturnType<typeof i18nStore.getState>): Translator {
  if (current?.state !== state) current = { state, t: (key, values) => translate(state, key, values) };
  return current.t;
}

/** The translator, re-rendering the component when the language or its messages change. */
export function useT(): Translator {
  return useStore(i18nStore, translatorOf);
}
