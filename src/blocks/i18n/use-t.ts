import { useCallback } from 'react';
import { useStore } from 'zustand';
import { i18nStore, translate, type MessageKey, type MessageValues } from '../../core/i18n';

/** The translator, re-rendering the component when the language changes. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const language = useStore(i18nStore, (state) => state.language);
  const messages = useStore(i18nStore, (state) => state.messages);
  return useCallback((key: MessageKey, values?: MessageValues) => translate({ language, messages }, key, values), [language, messages]);
}
