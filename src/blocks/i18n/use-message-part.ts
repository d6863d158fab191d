import { useEffect, useState } from 'react';
import { loadMessages, type MessagePart } from '../../core/i18n';

export type MessagePartStatus = 'loading' | 'ready' | 'error';

/**
 * A part of the catalogue an element's every state speaks (in the element's
 * language), and a retry for when it did not come.
 */
export function useMessagePart(part: MessagePart): { status: MessagePartStatus; retry: () => void } {
  const [status, setStatus] = useState<MessagePartStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setStatus('loading');
    loadMessages(part).then(
      () => live && setStatus('ready'),
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [part, attempt]);
  return { status, retry: () => setAttempt((count) => count + 1) };
}
