import { createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { setToken, connectionStore } from '../../core/http';
import { changePageLanguage, type MessagePart } from '../../core/i18n';
import { elementLanguage } from '../../core/i18n/language';
import { sessionStatus } from '../../core/session/status';
import { restartSession } from '../../core/startup/guard';
import { parsePageSize } from '../../core/page-size';
import { parseOverlays, parseTheme, SHARED_ATTRIBUTES, type ElementOverlays, type ElementTheme } from './attributes';
import { ElementRoot, joinPage, type ElementSettings, type PageJoin } from './element-root';
import { dispatchJmsEvent } from './host-context';

/** Properties a page may set before the element's module loads; taken over as the element upgrades. */
const UPGRADED_PROPERTIES = ['token', 'baseUrl', 'org', 'pageSize', 'theme', 'overlays'] as const;

/**
 * Properties a framework may have written as attributes before the element's
 * module loaded (React 19 does so for an element it does not know yet), by the
 * attribute's lowercased name: taken over as properties at the upgrade (the
 * token among them, out of the DOM at once).
 */
const WRITTEN_PROPERTIES = { token: 'token', baseUrl: 'baseurl', pageSize: 'pagesize' } as const;

// Importing an element's module where there is no DOM (server-side rendering) defines a class and does nothing else.
const ElementBase: typeof HTMLElement = globalThis.HTMLElement ?? (class {} as typeof HTMLElement);

/**
 * What every `jms-*` element shares. The page's one session (server, token,
 * language, organization) is decided by the first element that connects;
 * elements that come later join it.
 *
 * @attr {string} base-url - The JumpServer to talk to, e.g. `https://jms.example.com`; the page's own origin when absent. The first element on the page decides; an element naming another server shows an error and sends `jms-error` (`session-conflict`).
 * @attr {'en' | 'zh' | 'ja'} lang - The language; when absent or not one of these, the closest ancestor's `lang`, then `<html lang>`, then the `django_language` cookie and the browser's. One language a page: the first element decides.
 * @attr {string} org - The organization id its requests work in (X-JMS-ORG) when the user has it; else the one the user last worked in. The first element naming one decides for the page.
 * @attr {15 | 30 | 50 | 100} page-size - The first page size of its tables; else the one the user last chose.
 * @attr {'light' | 'dark'} theme - The built-in light or dark palette; when absent, the server's interface theme.
 * @attr {'element' | 'viewport'} overlays - Where its dialogs and drawers open: `element` (the default; `viewport` for `<jms-site-messages>`, whose box is its button) keeps them inside the element's box, over its content only, so the portal around it stays usable; `viewport` opens them over the whole page. Tab stays inside an open dialog and Escape closes it either way. The console's own page (`page`) always uses the viewport.
 * @prop {string | undefined} token - A token for another origin, sent as `Authorization: Bearer <token>` (from `POST /api/v1/authentication/auth/`), or a whole header value such as `Token <private token>`; requests then carry no cookies. A property only: never an attribute, never reflected, stored or logged. One per page: setting it on any element changes the page's, and the session starts again.
 * @prop {string} baseUrl - The `base-url` attribute.
 * @prop {string} org - The `org` attribute.
 * @prop {number | undefined} pageSize - The `page-size` attribute.
 * @prop {'light' | 'dark' | 'server'} theme - The `theme` attribute (`server` when absent).
 * @prop {'element' | 'viewport'} overlays - The `overlays` attribute (the element's default when absent).
 * @event jms-auth-required
 * @event jms-signed-in
 * @event jms-ready
 * @event jms-error
 * @csspart toasts - The messages that confirm or report an action, at the top of the element's box (`position: fixed` puts them over the page instead).
 * @csspart notice - The card (or, in a bar, the link) shown instead of the content: the sign-in prompt, a failure to start, a misconfiguration.
 * @cssproperty --jms-color-primary - Primary actions, the top bar, links of the prompt. The server's interface theme sets the five theme colors, each darkened where needed until white text on it reads at 4.5:1; the page's values win as they are.
 * @cssproperty --jms-color-info - Links and informational accents.
 * @cssproperty --jms-color-success - Success states.
 * @cssproperty --jms-color-warning - Warnings.
 * @cssproperty --jms-color-danger - Errors and badges.
 * @cssproperty --jms-color-text - Body text.
 * @cssproperty --jms-color-text-muted - Secondary text.
 * @cssproperty --jms-color-label - Column headers and form labels.
 * @cssproperty --jms-color-link - Links in tables and text.
 * @cssproperty --jms-color-primary-disabled - A disabled primary button: the primary, paled (follows the page's primary unless set).
 * @cssproperty --jms-color-primary-text - Text in the primary colour (the active tab, a chosen entry): the primary itself, lighter in the dark theme.
 * @cssproperty --jms-color-border - Borders and rules.
 * @cssproperty --jms-color-surface - Cards, tables, dialogs.
 * @cssproperty --jms-color-background - Behind the cards.
 * @cssproperty --jms-color-focus - The focus ring.
 * @cssproperty --jms-color-hover - Rows and menu entries under the pointer.
 * @cssproperty --jms-color-selected - The current menu entry, selected rows.
 * @cssproperty --jms-color-subtle - Table headers and quiet panels.
 * @cssproperty --jms-color-divider - Lines between rows and sections.
 * @cssproperty --jms-font-family - The font.
 * @cssproperty --jms-font-size - The body size (14px).
 * @cssproperty --jms-font-size-small - Small print (12px).
 * @cssproperty --jms-radius-sm - Small corners (buttons, inputs).
 * @cssproperty --jms-radius-md - Cards and dialogs.
 * @cssproperty --jms-space-xs - The smallest gap (4px).
 * @cssproperty --jms-space-sm - Gaps between controls (8px).
 * @cssproperty --jms-space-md - Padding of bars and cells (12px).
 * @cssproperty --jms-space-lg - Padding of cards and dialogs (16px).
 * @cssproperty --jms-space-xl - Gaps between sections (24px).
 * @cssproperty --jms-shadow-popup - The shadow of dialogs, drawers and menus.
 */
export abstract class JmsElement extends ElementBase {
  /** The element's own attributes, beyond the shared ones; a change renders again. */
  static readonly ownAttributes: readonly string[] = [];

  /**
   * The element's own `:host` rules, beside the shared `:host { display: block }`;
   * any rule of the page on the element wins over them.
   */
  static readonly hostStyles: string = '';

  /** Where its dialogs and drawers open when `overlays` does not say. */
  static readonly defaultOverlays: ElementOverlays = 'element';

  /** The parts of the catalogue it shows beyond the base one, loaded with the language. */
  static readonly messages: readonly MessagePart[] = [];

  static get observedAttributes(): string[] {
    return [...SHARED_ATTRIBUTES, ...this.ownAttributes];
  }

  #root: Root | undefined;
  #join: PageJoin | undefined;
  #token: string | undefined;

  constructor() {
    super();
    for (const [name, attribute] of Object.entries(WRITTEN_PROPERTIES)) {
      const written = this.getAttribute(attribute);
      if (written === null) continue;
      this.removeAttribute(attribute);
      (this as Record<string, unknown>)[name] = written;
    }
    for (const name of UPGRADED_PROPERTIES) {
      if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
      const value: unknown = this[name];
      delete (this as Record<string, unknown>)[name];
      (this as Record<string, unknown>)[name] = value;
    }
  }

  /** What the element shows once the session is established. */
  protected abstract content(): ReactNode;

  /** What it shows while the session starts. */
  protected pending(): ReactNode {
    return null;
  }

  /** The element is the page (the console at /ui/ with `page`). */
  protected isPage(): boolean {
    return false;
  }

  /** An element that sits in a bar asks for sign-in with one link rather than a card. */
  protected signInForm(): ElementSettings['signIn'] {
    return 'card';
  }

  /** What the element starts once it has joined the page's session, beside the session's first requests. */
  protected joined(): void {}

  get token(): string | undefined {
    return this.#token;
  }

  set token(value: string | undefined) {
    this.#token = value || undefined;
    const before = connectionStore.getState().authorization;
    setToken(value);
    if (connectionStore.getState().authorization !== before && sessionStatus() !== 'idle') void restartSession().catch(() => undefined);
  }

  get baseUrl(): string {
    return this.getAttribute('base-url') ?? '';
  }

  set baseUrl(value: string) {
    this.setAttribute('base-url', value);
  }

  get org(): string {
    return this.getAttribute('org') ?? '';
  }

  set org(value: string) {
    this.setAttribute('org', value);
  }

  get pageSize(): number | undefined {
    return parsePageSize(this.getAttribute('page-size'));
  }

  set pageSize(value: number | undefined) {
    if (value === undefined) this.removeAttribute('page-size');
    else this.setAttribute('page-size', String(value));
  }

  get theme(): ElementTheme {
    return parseTheme(this.getAttribute('theme'));
  }

  set theme(value: ElementTheme) {
    if (value === 'light' || value === 'dark') this.setAttribute('theme', value);
    else this.removeAttribute('theme');
  }

  get overlays(): ElementOverlays {
    return parseOverlays(this.getAttribute('overlays'), (this.constructor as typeof JmsElement).defaultOverlays);
  }

  set overlays(value: ElementOverlays) {
    this.setAttribute('overlays', value);
  }

  connectedCallback(): void {
    this.#refuseTokenAttribute();
    if (this.#root) return this.#render();
    this.#join = joinPage(this.#settings());
    if (this.#join.joined) this.joined();
    this.#root = createRoot(this.shadowRoot ?? this.#attachShadow());
    this.#render();
  }

  disconnectedCallback(): void {
    // Moved, not removed: the element is connected again in the same task.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#root?.unmount();
      this.#root = undefined;
    });
  }

  attributeChangedCallback(name: string): void {
    if (!this.#root) return;
    const language = name === 'lang' && !this.isPage() ? elementLanguage(this) : undefined;
    if (language) void changePageLanguage(language);
    this.#render();
  }

  #settings(): ElementSettings {
    return {
      baseUrl: this.getAttribute('base-url'),
      language: this.isPage() ? undefined : elementLanguage(this),
      org: this.getAttribute('org') || null,
      pageSize: this.pageSize,
      page: this.isPage(),
      overlays: this.isPage() ? 'viewport' : this.overlays,
      signIn: this.signInForm(),
      pending: this.pending(),
      hostStyles: (this.constructor as typeof JmsElement).hostStyles,
      messages: (this.constructor as typeof JmsElement).messages,
    };
  }

  /** What the page put inside the element stays on screen until the first render (ElementRoot) replaces this slot. */
  #attachShadow(): ShadowRoot {
    const shadow = this.attachShadow({ mode: 'open' });
    shadow.append(document.createElement('slot'));
    return shadow;
  }

  #render(): void {
    const container = this.shadowRoot;
    if (!container || !this.#root || !this.#join) return;
    this.#root.render(createElement(ElementRoot, { host: this, container, settings: this.#settings(), join: this.#join, children: this.content() }));
  }

  /** A token written into the DOM once the element is defined would be read by anything on the page: it is removed, and never used. */
  #refuseTokenAttribute(): void {
    if (!this.hasAttribute('token')) return;
    this.removeAttribute('token');
    // For the page's developer, not its visitors: in English, like the browser's own errors.
    const message = 'token is a property only: the attribute was removed, unused';
    console.error(`<${this.localName}>: ${message}`);
    dispatchJmsEvent(this, 'jms-error', { code: 'token-attribute', message });
  }
}

/**
 * Registers an element under a tag, once. A second tag gets a subclass, since
 * a registry takes each constructor only once: an embedding page can rename.
 */
export function defineElement(tag: string, constructor: CustomElementConstructor, registry: CustomElementRegistry = customElements): void {
  if (registry.get(tag)) return;
  const taken = registry.getName(constructor) !== null;
  registry.define(tag, taken ? class extends (constructor as typeof HTMLElement) {} : constructor);
}
