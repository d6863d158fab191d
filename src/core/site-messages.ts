import { createStore } from 'zustand/vanilla';
import { MESSAGE_FLASH_MS, SITE_MESSAGE_PAGE_SIZE, UNREAD_POLL_MS } from './constants';
import { connectionStore, feedback, http, readPage, type HttpClient } from './http';
import { t } from './i18n';
import { socketUrl } from './websocket-url';

export const SITE_MESSAGES_URL = '/api/v1/notifications/site-messages/';
const SITE_MESSAGES_SOCKET_PATH = '/ws/notifications/site-msg/';

export interface SiteMessage {
  id: string;
  has_read: boolean;
  date_created: string;
  content: { subject: string; message: string; [field: string]: unknown };
  [field: string]: unknown;
}

/** The unread count every bell and badge on the page shows. */
export const siteMessagesStore = createStore<{ unreadCount: number; connected: boolean }>(() => ({
  unreadCount: 0,
  connected: false,
}));

/** The first page of unread messages; its count is the unread total. */
export async function loadUnread(client: HttpClient = http, offset = 0) {
  const page = readPage<SiteMessage>(await client.get(SITE_MESSAGES_URL, { params: { offset, limit: SITE_MESSAGE_PAGE_SIZE, has_read: false } }));
  siteMessagesStore.setState({ unreadCount: page.count });
  return page;
}

let firstLoad: Promise<unknown> | undefined;

/** The unread count as the page's bells first show it: one request, however many bells there are. */
export function loadUnreadOnce(): Promise<unknown> {
  firstLoad ??= loadUnread().catch((error: unknown) => {
    firstLoad = undefined;
    throw error;
  });
  return firstLoad;
}

/** Marks messages read (PATCH, as the server wants), then reads the unread count again. */
export async function markRead(ids: readonly string[], client: HttpClient = http): Promise<void> {
  await client.patch(`${SITE_MESSAGES_URL}mark-as-read/`, { ids }, { silent: true });
  await loadUnread(client);
}

export async function markAllRead(client: HttpClient = http): Promise<void> {
  await client.patch(`${SITE_MESSAGES_URL}mark-as-read-all/`, undefined, { silent: true });
  await loadUnread(client);
}

let socket: WebSocket | undefined;
let users = 0;
let retry: ReturnType<typeof setTimeout> | undefined;
let poll: ReturnType<typeof setInterval> | undefined;
let retryDelayMs = 2_000;
let toldFailure = false;

/**
 * Listens for the server's unread-count pushes while anything on the page
 * needs them; reconnects with a growing delay and says once if it cannot.
 * A browser cannot put a token on a websocket, so a page signed in by token
 * asks for the count every half minute instead.
 */
export function subscribeUnreadPushes(): () => void {
  users += 1;
  if (users === 1) connect();
  return () => {
    users -= 1;
    if (users === 0) disconnect();
  };
}

function connect(): void {
  if (connectionStore.getState().authorization) {
    poll = setInterval(() => void loadUnread().catch(() => undefined), UNREAD_POLL_MS);
    return;
  }
  const current = new WebSocket(socketUrl(SITE_MESSAGES_SOCKET_PATH));
  socket = current;
  current.addEventListener('open', () => {
    retryDelayMs = 2_000;
    toldFailure = false;
    siteMessagesStore.setState({ connected: true });
  });
  current.addEventListener('message', (event) => {
    try {
      const data = JSON.parse(String(event.data)) as { unread_count?: unknown };
      if (typeof data.unread_count === 'number') siteMessagesStore.setState({ unreadCount: data.unread_count });
    } catch {
      // Not a message for us.
    }
  });
  current.addEventListener('close', (event) => {
    if (socket !== current) return;
    siteMessagesStore.setState({ connected: false });
    if (!toldFailure) {
      toldFailure = true;
      feedback().flash(t(event.wasClean ? 'siteMessages.websocketClosed' : 'siteMessages.websocketFailed'), 'warning', MESSAGE_FLASH_MS);
    }
    retry = setTimeout(connect, retryDelayMs);
    retryDelayMs = Math.min(retryDelayMs * 2, 60_000);
  });
}

function disconnect(): void {
  if (retry !== undefined) clearTimeout(retry);
  if (poll !== undefined) clearInterval(poll);
  poll = undefined;
  const current = socket;
  socket = undefined;
  current?.close();
  siteMessagesStore.setState({ connected: false });
}
