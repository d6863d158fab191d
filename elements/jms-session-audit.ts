import { createElement } from 'react';
import { JmsElement } from '../src/blocks/custom-element/jms-element';
import { SessionAudit } from '../src/views/audit/session-audit/session-audit';

/**
 * Session audits for a dashboard of its own: online and past sessions, filtered
 * by date, user, asset and protocol; a session's detail in place (who, what,
 * when, its commands with their risk level, its file transfers); terminating,
 * pausing and resuming a running session; and recorded terminal sessions played
 * in place. The player (about 88 KB gzip) loads the first time a recording is
 * opened; it runs its terminal in WebAssembly, so the page's Content-Security-Policy
 * needs `'wasm-unsafe-eval'` in `script-src`.
 *
 * @tag jms-session-audit
 * @event jms-session-open
 * @event jms-session-terminated
 * @csspart root - The switch between online and past sessions, and the list.
 * @csspart toolbar - The switch between online and past sessions.
 * @csspart list - The list of sessions with its search, date range and pager.
 * @csspart table - The table of sessions.
 * @csspart state - What shows instead of the list: loading, not allowed.
 * @csspart player - The terminal a recording plays in.
 * @cssproperty --jms-color-primary - The chosen list, links and primary actions.
 * @cssproperty --jms-color-danger - Terminate, and commands the filter rejected.
 * @cssproperty --jms-color-warning - Commands the filter warned about.
 * @cssproperty --jms-color-success - Commands the filter accepted.
 */
export class JmsSessionAuditElement extends JmsElement {
  static override readonly messages = ['audit'] as const;

  protected override content() {
    return createElement(SessionAudit);
  }
}
