import { useCallback, useState } from 'react';

/**
 * A busy flag for a button's task (its `loading`): set while the task runs,
 * cleared once it has ended, failed or not.
 */
export function useBusy(): [busy: boolean, whileBusy: <T>(task: () => Promise<T>) => Promise<T>] {
  const [busy, setBusy] = useState(false);
  const whileBusy = useCallback(async <T>(task: () => Promise<T>) => {
    setBusy(true);
    try {
      return await task();
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, whileBusy];
}
