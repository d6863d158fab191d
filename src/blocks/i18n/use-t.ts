import { useCallback } from 'react';
import { useStore } from 'zustand';
import { i18nStore, t, type MessageKey, type MessageValues } from '../../core/i18n';

/** The translator, re-rendering the component when the language changes. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const messages = useStore(i18nStore, (state) => state.messages);
  return useCallback((key: MessageKey, values?: MessageValues) => t(key, values), [messages]);
}
