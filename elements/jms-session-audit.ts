import auditMessages from 'jms:messages/audit';
import { createElement } from 'react';
import { JmsElement } from '../src/blocks/custom-element/jms-element';
import { SessionAudit } from '../src/views/audit/session-audit/session-audit';
import { parseMode, type SessionAuditMode, type SessionAuditPresets } from '../src/views/audit/session-audit/session-presets';

/**
 * Session audits for a dashboard of its own: online and past sessions and the
 * commands typed in them, preset by attributes (a view, a user, an asset, a
 * protocol, dates, a risk level) that the page may change at any time; a
 * session's detail in the element's own box (who, what, when, its commands with
 * their risk level, its file transfers); terminating, pausing, resuming and
 * monitoring a running session; and every recording JumpServer writes played in
 * place (terminal sessions, RDP and VNC desktops, remote applications' videos),
 * with the session's commands beside it and on its seek bar.
 *
 * A player loads the first time a recording of its kind opens, never with the
 * element. The terminal player runs in WebAssembly, so the page's
 * Content-Security-Policy needs `'wasm-unsafe-eval'` in `script-src`; a video
 * plays from the JumpServer's `/media/`, which `media-src` must allow. A
 * recording is fetched without credentials, so from another origin the
 * JumpServer's `/media/` (or the replay storage's bucket) must answer CORS for
 * the page's origin: otherwise the player says so and sends `jms-error`
 * (`replay-failed`).
 *
 * @tag jms-session-audit
 * @attr {'online' | 'history' | 'commands'} view - The list shown first: running sessions (default), past ones, or the commands typed in them.
 * @attr {string} user - Only this user's sessions and commands: a user's id, or the name the server shows (`Bob(bob)`). Commands are matched by name only.
 * @attr {string} asset - Only sessions on and commands to this asset: its id, or the name the server shows (`web-01(10.0.0.5)`).
 * @attr {string} protocol - Only sessions over this protocol (`ssh`, `rdp`, `mysql`…).
 * @attr {string} date-from - Past sessions and commands from this date or time (ISO 8601); the last week when neither end is set.
 * @attr {string} date-to - Past sessions and commands up to this date or time (ISO 8601).
 * @attr {string} risk-level - Only commands of this risk: `low` (accepted), `medium` (warned about), `high` (stopped by the command filter), or the filter's number.
 * @prop {'online' | 'history' | 'commands' | undefined} view - The `view` attribute.
 * @prop {string} user - The `user` attribute.
 * @prop {string} asset - The `asset` attribute.
 * @prop {string} protocol - The `protocol` attribute.
 * @prop {string} dateFrom - The `date-from` attribute.
 * @prop {string} dateTo - The `date-to` attribute.
 * @prop {string} riskLevel - The `risk-level` attribute.
 * @event jms-session-open - A session's detail was opened: `{id, user: {id, name}, asset: {id, name}, account, protocol, isOnline}`.
 * @event jms-session-terminated
 * @event jms-session-monitor - Cancelable; by default the official monitor page opens in a new tab.
 * @event jms-open-in-console - Cancelable; by default the session's page in the full console opens in a new tab.
 * @event jms-error - `replay-failed`: a recording could not be read, and why.
 * @csspart root - The lists, or the session opened in their place.
 * @csspart toolbar - The switch between online sessions, past ones and commands.
 * @csspart list - The list with its search, date range and pager.
 * @csspart table - The table of sessions or commands.
 * @csspart search - A list's search and filters.
 * @csspart pager - A list's pages.
 * @csspart state - What shows instead of the list: loading, not allowed.
 * @csspart detail - A session opened in the element's box.
 * @csspart player - The screen a recording plays on.
 * @csspart controls - The player's controls: play, seek bar, speed, idle time, full screen, download.
 * @csspart timeline - The session's commands and transfers beside the player.
 */
export class JmsSessionAuditElement extends JmsElement {
  static override readonly messages = [auditMessages];
  static override readonly ownAttributes = ['view', 'user', 'asset', 'protocol', 'date-from', 'date-to', 'risk-level'];

  get view(): SessionAuditMode | undefined {
    return parseMode(this.getAttribute('view'));
  }
  set view(value: SessionAuditMode | undefined) {
    this.#set('view', value);
  }
  get user(): string {
    return this.getAttribute('user') ?? '';
  }
  set user(value: string) {
    this.#set('user', value);
  }
  get asset(): string {
    return this.getAttribute('asset') ?? '';
  }
  set asset(value: string) {
    this.#set('asset', value);
  }
  get protocol(): string {
    return this.getAttribute('protocol') ?? '';
  }
  set protocol(value: string) {
    this.#set('protocol', value);
  }
  get dateFrom(): string {
    return this.getAttribute('date-from') ?? '';
  }
  set dateFrom(value: string) {
    this.#set('date-from', value);
  }
  get dateTo(): string {
    return this.getAttribute('date-to') ?? '';
  }
  set dateTo(value: string) {
    this.#set('date-to', value);
  }
  get riskLevel(): string {
    return this.getAttribute('risk-level') ?? '';
  }
  set riskLevel(value: string) {
    this.#set('risk-level', value);
  }

  /** A property reflects to its attribute; an empty value removes it. */
  #set(attribute: string, value: string | undefined): void {
    if (value) this.setAttribute(attribute, value);
    else this.removeAttribute(attribute);
  }

  #presets(): SessionAuditPresets {
    const read = (attribute: string) => this.getAttribute(attribute) || undefined;
    return {
      view: this.view,
      user: read('user'),
      asset: read('asset'),
      protocol: read('protocol'),
      dateFrom: read('date-from'),
      dateTo: read('date-to'),
      riskLevel: read('risk-level'),
    };
  }

  protected override content() {
    return createElement(SessionAudit, { presets: this.#presets() });
  }
}
