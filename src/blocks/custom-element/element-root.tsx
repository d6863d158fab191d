import { Fragment, useEffect, useEffectEvent, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { claimConnection, connectionStore, loginUrl } from '../../core/http';
import { i18nStore, loadPageLanguage, preferPageLanguage, t, type Language, type MessagePart } from '../../core/i18n';
import { leavePage } from '../../core/navigation';
import { PROFILE_FAILURE_REDIRECT_MS } from '../../core/constants';
import { sessionStatusStore, setSignInRedirects } from '../../core/session/status';
import { sessionStore } from '../../core/session/store';
import { ensureSession, requestOrganization } from '../../core/startup/guard';
import { FeedbackLayer } from '../feedback/feedback-layer';
import { StateNotice } from './element-notice-lazy';
import * as styles from './element-root.css';
import { dispatchJmsEvent, ElementOptionsContext, HostContext, OverlayLayerContext } from './host-context';
import { adoptStylesheet } from './stylesheet';

/** What the element's attributes say, read by JmsElement. */
export interface ElementSettings {
  baseUrl: string | null;
  language: Language | undefined;
  org: string | null;
  pageSize: number | undefined;
  /** The element is the page (the console at /ui/): a signed-out visitor goes to the login page. */
  page: boolean;
  /** How it asks a signed-out visitor to sign in: a card, or one link for an element that sits in a bar. */
  signIn: 'card' | 'inline';
  /** What shows while the session starts. */
  pending: ReactNode;
  /** Where its dialogs and drawers open (`overlays`; always the viewport for the page's console). */
  overlays: 'viewport' | 'element';
  /** The element's own `:host` rules (JmsElement.hostStyles). */
  hostStyles: string;
  /** The parts of the catalogue it shows (JmsElement.messages). */
  messages: readonly MessagePart[];
}

/** How an element joined the page's session (joinPage). */
export interface PageJoin {
  /** false: the page's session is another server's (a conflict). */
  joined: boolean;
  /** The words it shows, on their way. */
  messages: Promise<void>;
}

export interface ElementRootProps {
  host: HTMLElement;
  container: ShadowRoot;
  settings: ElementSettings;
  join: PageJoin;
  children: ReactNode;
}

type State = 'pending' | 'ready' | 'signed-out' | 'failed' | 'conflict';

/** Joins the page's session (the first element on the page decides its server, language and organization); false on a conflict. */
function joinSession(settings: ElementSettings): boolean {
  if (!claimConnection(settings.baseUrl)) return false;
  // A page has one language and one organization: the first element's.
  if (settings.language && !preferPageLanguage(settings.language)) console.warn(`jms: lang ${settings.language} ignored`);
  if (settings.org && !requestOrganization(settings.org)) console.warn(`jms: org ${settings.org} ignored`);
  if (settings.page) setSignInRedirects(true);
  return true;
}

/**
 * Joins the page's session as the element connects, before its first render:
 * its words and the session's first requests go while React renders.
 */
export function joinPage(settings: ElementSettings): PageJoin {
  const joined = joinSession(settings);
  // The element's parts of the catalogue are asked for before the session's start asks for the language: one request for them all.
  const messages = loadPageLanguage(settings.messages);
  if (joined) void ensureSession().catch(() => undefined);
  return { joined, messages };
}

/**
 * The top of every element's React tree: styles adopted into the shadow root,
 * the page's one session joined, and what the element shows until it can show
 * its content (the sign-in prompt, a failure, a misconfiguration), with the
 * events that say so. Popups render in place, inside the shadow root where
 * the styles are.
 */
export function ElementRoot({ host, container, settings, join, children }: ElementRootProps) {
  const [messagesLoaded, setMessagesLoaded] = useState(false);
  const conflict = !join.joined;
  const { status, loginDestination, error } = useStore(sessionStatusStore);
  const language = useStore(i18nStore, (current) => current.language);
  // false: the page cancelled `jms-auth-required` and gives the token itself, so no prompt shows meanwhile.
  const [prompted, setPrompted] = useState(true);
  const [overlayLayer, setOverlayLayer] = useState<HTMLDivElement | null>(null);

  // As the first render commits, before it paints: the styles are there for the first paint, and the slot the
  // element put in its shadow root until now (JmsElement) gives way to this tree's own.
  // The styles the element was configured with as it connected.
  const adoptHostStyles = useEffectEvent(() => adoptStylesheet(container, settings.hostStyles));
  useLayoutEffect(() => {
    for (const node of [...container.childNodes]) if (node instanceof HTMLSlotElement) node.remove();
    adoptHostStyles();
    let live = true;
    void join.messages.finally(() => {
      if (live) setMessagesLoaded(true);
    });
    return () => {
      live = false;
    };
    // Once, as the element connects: the page's session does not change server under it.
  }, [container, join]);

  const state: State = conflict ? 'conflict' : status === 'ok' ? 'ready' : status === 'logged-out' ? 'signed-out' : status === 'failed' ? 'failed' : 'pending';

  // What went wrong, in words: the server's answer, or the two servers of a conflict.
  const problem = conflict ? t('session.serverConflict', { server: settings.baseUrl ?? '', current: connectionStore.getState().baseUrl || window.location.origin }) : error;

  useEffect(() => {
    if (!messagesLoaded) return;
    if (state === 'conflict') dispatchJmsEvent(host, 'jms-error', { code: 'session-conflict', message: problem ?? '' });
    else if (state === 'failed') dispatchJmsEvent(host, 'jms-error', { code: 'startup-failed', message: error ?? t('startup.hasError') });
    else if (state === 'ready') dispatchJmsEvent(host, 'jms-ready', { username: sessionStore.getState().profile?.username ?? '' });
    else if (state === 'signed-out') {
      setPrompted(dispatchJmsEvent(host, 'jms-auth-required', { loginUrl: loginUrl() }, true));
      if (settings.page && loginDestination) {
        const timer = setTimeout(() => leavePage(loginDestination), PROFILE_FAILURE_REDIRECT_MS);
        return () => clearTimeout(timer);
      }
    }
    return undefined;
  }, [messagesLoaded, state, host, settings.page, loginDestination, error, problem]);

  const options = useMemo(() => ({ page: settings.page, pageSize: settings.pageSize, overlays: settings.overlays }), [settings.page, settings.pageSize, settings.overlays]);

  return (
    <HostContext.Provider value={host}>
      <ElementOptionsContext.Provider value={options}>
        <OverlayLayerContext.Provider value={overlayLayer}>
          <div className={styles.root} data-state={messagesLoaded ? state : 'pending'}>
            {/* Until its words arrive, what the page put inside the element shows (the host page's outline of the frame). */}
            {messagesLoaded ? (
              <Shown state={state} settings={settings} problem={problem} prompted={prompted}>
                {/* An element's new `lang` shows its content afresh: what it read from the server comes again, in that language (the page's console remounts its screens itself). */}
                <Fragment key={settings.page ? 'page' : language}>{children}</Fragment>
              </Shown>
            ) : (
              <slot />
            )}
            {messagesLoaded && <FeedbackLayer host={host} />}
            <div className={styles.overlayLayer} ref={setOverlayLayer} />
          </div>
        </OverlayLayerContext.Provider>
      </ElementOptionsContext.Provider>
    </HostContext.Provider>
  );
}

interface ShownProps {
  state: State;
  settings: ElementSettings;
  problem: string | undefined;
  /** Signed out, whether the element prompts (the page did not cancel `jms-auth-required`). */
  prompted: boolean;
  children: ReactNode;
}

function Shown({ state, settings, problem, prompted, children }: ShownProps) {
  if (state === 'ready') return children;
  // The page console is on its way to the login page; another page gives the token itself.
  if (state === 'pending' || (state === 'signed-out' && (settings.page || !prompted))) return settings.pending;
  return <StateNotice state={state} inline={settings.signIn === 'inline'} problem={problem} />;
}
