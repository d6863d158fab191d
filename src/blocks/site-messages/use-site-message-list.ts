import { useEffect, useEffectEvent, useState } from 'react';
import { useData } from '../data/use-data';
import { useStore } from 'zustand';
import { MESSAGE_FLASH_MS, SITE_MESSAGE_PAGE_SIZE } from '../../core/constants';
import { feedback, isHttpError } from '../../core/http';
import { errorText } from '../../core/http/error-text';
import { t } from '../../core/i18n';
import { loadUnread, markAllRead, markRead, siteMessagesStore } from '../../core/site-messages';

/**
 * The drawer's data: unread messages 15 a page, refreshed when the server
 * pushes a new count, and the mark-as-read actions.
 */
export function useSiteMessageList() {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const unread = useStore(siteMessagesStore, (state) => state.unreadCount);
  const offset = (page - 1) * SITE_MESSAGE_PAGE_SIZE;
  const list = useData(['site-messages', offset], () => loadUnread(undefined, offset), { revalidateOnFocus: false, keepPreviousData: true });

  // A push changed the count: what is listed changed too.
  const countChanged = useEffectEvent((count: number) => {
    if (list.data && list.data.count !== count) void list.mutate();
  });
  useEffect(() => countChanged(unread), [unread]);

  const count = list.data?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / SITE_MESSAGE_PAGE_SIZE));
  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);

  /** Marks messages read; the ones marked leave the selection (all of them for "mark all"). */
  const run = async (action: () => Promise<void>, marked?: readonly string[]) => {
    setBusy(true);
    try {
      await action();
      setSelected((current) => (marked ? new Set([...current].filter((id) => !marked.includes(id))) : new Set()));
      await list.mutate();
    } catch (error) {
      feedback().flash((isHttpError(error) ? errorText(error.data) : '') || t('siteMessages.markFailed'), 'error', MESSAGE_FLASH_MS);
    } finally {
      setBusy(false);
    }
  };

  return {
    messages: list.data?.results ?? [],
    count,
    page,
    pageCount,
    loading: !list.data && !list.error,
    failed: Boolean(list.error) && !list.data,
    busy,
    selected,
    retry: () => void list.mutate(),
    setPage,
    toggle: (id: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    markRead: (ids: readonly string[]) => run(() => markRead(ids), ids),
    markAllRead: () => run(() => markAllRead()),
  };
}
