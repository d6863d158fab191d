import { createElementClass, defineElement } from '../src/blocks/custom-element/define';
import { SessionAudit } from '../src/views/audit/session-audit/session-audit';

/**
 * Session audits for a dashboard of its own: online and past sessions, filtered
 * by date, user, asset and protocol; a session's detail in place (who, what,
 * when, its commands with their risk level, its file transfers); terminating,
 * pausing and resuming a running session; and recorded terminal sessions played
 * in place. The player (about 88 KB gzip) loads the first time a recording is
 * opened; it runs its terminal in WebAssembly, so the page's Content-Security-Policy
 * needs `'wasm-unsafe-eval'` in `script-src`. Shares the page's session with
 * every other `jms-*` element.
 *
 * @tag jms-session-audit
 * @event jms-session-open - A session's detail was opened in place. `detail: { id, user, asset }` (user and asset as the server names them, e.g. `Alice(alice)`).
 * @event jms-session-terminated - The server took the termination of a running session. `detail: { id }`.
 * @csspart root - The switch between online and past sessions, and the list.
 * @csspart toolbar - The switch between online and past sessions.
 * @csspart list - The list of sessions with its search, date range and pager.
 * @csspart table - The table of sessions.
 * @csspart state - What shows instead of the list: loading, signed out, not allowed.
 * @csspart player - The terminal a recording plays in.
 * @cssproperty --jms-color-primary - The chosen list, links and primary actions.
 * @cssproperty --jms-color-danger - Terminate, and commands the filter rejected.
 * @cssproperty --jms-color-warning - Commands the filter warned about.
 * @cssproperty --jms-color-success - Commands the filter accepted.
 */
export const JmsSessionAuditElement = createElementClass(SessionAudit);

export function define(tag = 'jms-session-audit', registry: CustomElementRegistry = customElements): void {
  defineElement(tag, JmsSessionAuditElement, registry);
}

define();
