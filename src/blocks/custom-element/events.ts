/**
 * The events elements send to the page: `jms-*` names, dispatched from the
 * element itself, bubbling and composed so a listener on the document hears
 * them through shadow roots.
 *
 * This file ships as the typings' event map (host/build/element-typings.mjs):
 * it imports nothing, and every detail type is written here.
 */
export class JmsEvent<Detail = undefined> extends CustomEvent<Detail> {
  constructor(type: keyof JmsEventMap, detail: Detail, options: { cancelable?: boolean } = {}) {
    super(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false });
  }
}

/** Why an element could not do its work. */
interface JmsErrorDetail {
  /**
   * `startup-failed`: the server could not be reached or answered an error;
   * `session-conflict`: the element names another server (`base-url`) than the
   * page's session uses; `token-attribute`: a `token` attribute was found and
   * removed (the token is a property only); `unknown-resource`: `<jms-resource-list>`
   * names a resource no list of the console shows; `replay-failed`: a session's
   * recording could not be read (the message says why: the network, CORS, a
   * missing file, a format the player does not know).
   */
  code: 'startup-failed' | 'session-conflict' | 'token-attribute' | 'unknown-resource' | 'replay-failed';
  /** What went wrong, in the element's language. */
  message: string;
}

/** Which ticket a ticket event is about: its id, its type's value (`apply_asset`, `login_confirm`, …) and its title. */
export interface TicketEventDetail {
  id: string;
  type: string;
  title: string;
}

/** A session as the session events name it: ids beside the names the server shows. */
export interface SessionEventDetail {
  id: string;
  user: { id: string; name: string };
  asset: { id: string; name: string };
  account: string;
  protocol: string;
  isOnline: boolean;
}

export interface JmsEventMap {
  /** Nobody is signed in: the element shows its sign-in prompt and stays on the page. `loginUrl` is the login page, coming back to this page (the prompt's link on the same origin; on another origin the prompt signs in in place). Cancelable: `preventDefault()` shows no prompt, for a page that sets the element's `token` itself. */
  'jms-auth-required': JmsEvent<{ loginUrl: string }>;
  /** Signed in through the element's prompt on another origin: `token` is the Bearer token the page's elements now use (in memory only), valid until `dateExpired`; a page that wants it to last keeps it and sets it as `token` again. */
  'jms-signed-in': JmsEvent<{ username: string; token: string; dateExpired: string }>;
  /** The session is established and the element shows its content. */
  'jms-ready': JmsEvent<{ username: string }>;
  /** The element could not start or is misconfigured; it shows why. */
  'jms-error': JmsEvent<JmsErrorDetail>;
  /** The console goes to another of its pages on the person's action (links, menus, tabs). Cancelable: `preventDefault()` keeps it where it is. `href` opens that page in the full console. */
  'jms-navigate': JmsEvent<{ path: string; href: string }>;
  /** The site-message bell was activated; detail is the unread count shown. Cancelable: `preventDefault()` keeps the built-in drawer closed. */
  'jms-site-messages-open': JmsEvent<{ unreadCount: number }>;
  /** A ticket was approved in the ticket inbox (one event per ticket of a batch). */
  'jms-ticket-approved': JmsEvent<TicketEventDetail>;
  /** A ticket was rejected in the ticket inbox (one event per ticket of a batch). */
  'jms-ticket-rejected': JmsEvent<TicketEventDetail>;
  /** A ticket was closed in the ticket inbox. */
  'jms-ticket-closed': JmsEvent<TicketEventDetail>;
  /** A ticket is about to open in place in the ticket inbox. Cancelable: `preventDefault()` leaves the inbox on its lists (the page shows the ticket its own way). */
  'jms-ticket-open': JmsEvent<TicketEventDetail>;
  /** A session's detail was opened in place: which session, who ran it on what (ids and the names the server gives them), as which account, over which protocol, and whether it still runs. */
  'jms-session-open': JmsEvent<SessionEventDetail>;
  /** Monitor was chosen for a running session. Cancelable: `preventDefault()` keeps the official monitor page (`url`, `<base>/luna/monitor/<id>`) from opening in a new tab. */
  'jms-session-monitor': JmsEvent<{ id: string; url: string }>;
  /** "Open in console" was chosen for a ticket, a session or a command (`id`, its `kind`): `url` is its page in the full console (`<base>/ui/#/tickets/tickets/<id>`, `<base>/ui/#/audit/sessions/sessions/<session id>`), opened in a new tab unless the event is cancelled. */
  'jms-open-in-console': JmsEvent<{ id: string; kind: 'ticket' | 'session' | 'command'; url: string }>;
  /** The server took a running session's termination. */
  'jms-session-terminated': JmsEvent<{ id: string }>;
}

declare global {
  // Merges the elements' events into the DOM's maps (the elements', the document's and the window's, which hear them bubble): interfaces, so that declarations merge.
  /* eslint-disable @typescript-eslint/no-empty-object-type */
  interface HTMLElementEventMap extends JmsEventMap {}
  interface DocumentEventMap extends JmsEventMap {}
  interface WindowEventMap extends JmsEventMap {}
  /* eslint-enable @typescript-eslint/no-empty-object-type */
}
