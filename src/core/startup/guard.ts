import { LOGOUT_PATH, DEFAULT_ORG_ID, PUBLIC_SETTINGS_OPEN_URL, PUBLIC_SETTINGS_URL } from '../constants';
import { failureText, feedback, http as appHttp, isHttpError, loginUrl, setRefreshAction, type HttpClient } from '../http';
import { loadPageLanguage, t } from '../i18n';
import { defaultOrg, orgPermitted } from '../orgs';
import type { ViewName } from '../routes/views';
import { setPublicSettings, type PublicSettings } from '../public-settings';
import { EmptyProfileError, loadProfile } from '../session/load-profile';
import { orgMemory } from '../session/org-memory';
import { sessionStatus, setSessionStatus, signInRequired } from '../session/status';
import { sessionStore, setCurrentOrg, setPerms, setProfile } from '../session/store';
import type { Org } from '../session/types';
import { appStore, markInitialized } from './app-state';
import { keepSessionMarkerAlive, readSessionMarker } from './session-marker';

/** The startup guard's steps, in the spec's order. */
export const STARTUP_STEPS = [
  'appInit',
  'publicSettings',
  'checkSession',
  'publicSettingsAgain',
  'viewPermission',
  'organization',
  'routes',
  'firstLogin',
  'assetCategories',
] as const;
export type StartupStep = (typeof STARTUP_STEPS)[number];

/** The steps every element shares: who is signed in, with which settings, in which organization. */
type SessionStep = 'appInit' | 'publicSettings' | 'checkSession' | 'publicSettingsAgain';

export interface StartupOptions {
  /** The route asked for, e.g. `/console/users/users`. */
  requestedPath: string;
  generateRoutes?: () => void | Promise<void>;
  http?: HttpClient;
  onStep?: (step: StartupStep) => void;
}

export interface StartupResult {
  /** Where to go instead of the requested route, when the guard decided so. */
  redirect?: string;
}

/** The user is on the way to the login page; nothing more should render. */
export class StartupAborted extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'StartupAborted';
  }
}

/** What a run's steps share. */
export interface StartupContext extends Required<Omit<StartupOptions, 'onStep'>> {
  view: ViewName | undefined;
  redirect: string | undefined;
  /** The catalogue app init asked for: the run waits for it at its end, or before it says anything. */
  language: Promise<void>;
  /** The open settings, asked for before the session is checked and applied before its answer is read. */
  openSettings: Promise<void>;
  /** The settings read again, asked for beside the profile (undefined when that answer could not be used). */
  settingsAgain: Promise<PublicSettings | undefined>;
}

/** Some of the guard's steps, each under its name; a run takes them in the spec's order. */
export type StartupSteps = Partial<Record<StartupStep, (context: StartupContext) => Promise<void>>>;

/** The organization the loaded permissions belong to, whichever run loaded them. */
let permsOrgId: string | undefined;
/** The organization an element asked for (its `org` attribute), for this page only. */
let requestedOrgId: string | undefined;

const DEFAULT_ORG: Org = { id: DEFAULT_ORG_ID, name: 'DEFAULT', is_default: true };

/** The session's steps; the console's own follow them in console-guard.ts, which only the console loads. */
export const sessionSteps: Record<SessionStep, (context: StartupContext) => Promise<void>> = {
  async appInit(context) {
    // The next steps ask the server for what needs no catalogue: they go on while it loads.
    context.language = loadPageLanguage();
    // Its failure fails the run where the run waits for it; a step failing first must not leave it unheard.
    context.language.catch(() => undefined);
  },

  async publicSettings(context) {
    // The session check needs none of them to ask: they come in parallel, and are in before it reads its answer.
    context.openSettings = context.http.get<PublicSettings>(PUBLIC_SETTINGS_OPEN_URL, { silent: true }).then(setPublicSettings);
    context.openSettings.catch(() => undefined);
  },

  async checkSession(context) {
    const marker = readSessionMarker();
    // Permissions belong to an organization: ask for them in the one this
    // browser last used, or the default one, which most users end up in, so
    // the organization check rarely has to read them again.
    const lastUser = orgMemory.lastUser();
    const remembered: unknown = lastUser ? orgMemory.current(lastUser) : null;
    const requestOrg = requestedOrgId
      ? { id: requestedOrgId, name: requestedOrgId }
      : remembered && typeof remembered === 'object' && 'id' in remembered
        ? (remembered as Org)
        : DEFAULT_ORG;
    sessionStore.setState({ currentOrg: requestOrg });
    // The settings the next step reads again go beside the profile, not after it; quietly: that step asks
    // again, as usual, if this answer cannot be used (signed out, or a failure).
    context.settingsAgain = context.http.get<PublicSettings>(PUBLIC_SETTINGS_URL, { silent: true, handleUnauthorized: false }).catch(() => undefined);
    const answer = loadProfile(context.http, { silent: true, handleUnauthorized: false });
    answer.catch(() => undefined);
    await context.openSettings;
    try {
      const { profile, extra } = await answer;
      setProfile(profile, extra);
    } catch (error) {
      await context.language;
      if (error instanceof EmptyProfileError) feedback().flash(t('session.verificationFailed'), 'error', 5000);
      const loggedOut = error instanceof EmptyProfileError || (isHttpError(error) && (error.status === 401 || error.status === 403));
      if (!loggedOut) throw error;
      // A server without the marker (v3.10 and later) is logged out: log out, then the login page.
      signInRequired(marker ? loginUrl() : `${LOGOUT_PATH}?next=${encodeURIComponent(loginUrl())}`);
      throw new StartupAborted('Not logged in');
    }
    permsOrgId = requestOrg.id;
    // The profile brings back the user's remembered organization; an element's own goes first.
    if (requestedOrgId) sessionStore.setState({ currentOrg: requestOrg });
    await settleOrganization(context, [...sessionStore.getState().workbenchOrgs, ...sessionStore.getState().consoleOrgs, ...sessionStore.getState().auditOrgs]);
    if (marker === 'close') keepSessionMarkerAlive();
    setRefreshAction(() => {
      loadProfile(context.http, { silent: true }).then(
        ({ profile, extra }) => setProfile(profile, extra),
        () => undefined,
      );
    });
  },

  async publicSettingsAgain(context) {
    setPublicSettings((await context.settingsAgain) ?? (await context.http.get<PublicSettings>(PUBLIC_SETTINGS_URL)));
  },
};

/**
 * Makes an organization of `orgs` current: the one asked for or in use when it
 * is among them (the list's own object: its name may have changed since it was
 * stored), else the default one; permissions follow when it changed.
 */
export async function settleOrganization(context: StartupContext, orgs: readonly Org[]): Promise<void> {
  if (!orgs.length) return;
  let current: unknown = sessionStore.getState().currentOrg;
  if (current !== null && (typeof current !== 'object' || !('id' in current))) {
    console.warn('The current organization is not an object, replacing it:', current);
    current = null;
  }
  const target = orgPermitted(current, orgs) ? orgs.find((org) => org.id === current.id) : defaultOrg(orgs);
  if (!target) return;
  // An element's own organization is for this page: the user's remembered one stays.
  if (target.id === requestedOrgId) sessionStore.setState({ currentOrg: target });
  else if (target !== current) setCurrentOrg(target);
  if (target.id !== permsOrgId) {
    const { profile, extra } = await loadProfile(context.http, { silent: true });
    setPerms(extra.perms ?? profile.perms ?? []);
    permsOrgId = target.id;
  }
}

let session: Promise<'ok' | 'logged-out'> | undefined;

/**
 * The organization an element names (`org`): the page's requests use it when
 * the user has it. The first element that names one before the session starts
 * decides; false for one naming another.
 */
export function requestOrganization(orgId: string): boolean {
  if (session) return requestedOrgId === orgId || sessionStore.getState().currentOrg?.id === orgId;
  requestedOrgId ??= orgId;
  return requestedOrgId === orgId;
}

/** The user chose an organization in the console: from now on it is the page's, over the one an element named. */
export function releaseRequestedOrganization(): void {
  requestedOrgId = undefined;
}

/**
 * The page's one session: language, settings, the user and an organization,
 * started by whichever element (or the console) asks first and shared by every
 * other, whatever order they load in. A signed-out visitor is reported, never
 * sent away: the session status says so and each element shows its prompt.
 */
export function ensureSession(options: { http?: HttpClient; onStep?: (step: StartupStep) => void } = {}): Promise<'ok' | 'logged-out'> {
  if (!session) {
    if (sessionStatus() === 'idle') orgMemory.forgetAutoEntered();
    setSessionStatus('starting');
    const started = runSteps({ requestedPath: '/', ...options }, sessionSteps).then(
      () => {
        setSessionStatus('ok');
        return 'ok' as const;
      },
      (error: unknown) => {
        if (error instanceof StartupAborted) return 'logged-out' as const;
        if (session === started) session = undefined;
        setSessionStatus('failed', failureText(error, t('startup.hasError')));
        throw error;
      },
    );
    session = started;
  }
  return session;
}

/** Starts the session again (a new token, a retry after a failure); the console's guard runs again too. */
export function restartSession(): Promise<'ok' | 'logged-out'> {
  session = undefined;
  appStore.setState({ initialized: false });
  return ensureSession();
}

/** Runs the steps given, in the spec's order, with one context; the routes step marks the console initialized. */
export async function runSteps(options: StartupOptions, steps: StartupSteps): Promise<StartupResult> {
  const context: StartupContext = {
    requestedPath: options.requestedPath,
    generateRoutes: options.generateRoutes ?? (() => undefined),
    http: options.http ?? appHttp,
    view: undefined,
    redirect: undefined,
    language: Promise.resolve(),
    openSettings: Promise.resolve(),
    settingsAgain: Promise.resolve(undefined),
  };
  for (const step of STARTUP_STEPS) {
    const run = steps[step];
    if (!run) continue;
    options.onStep?.(step);
    await run(context);
  }
  await context.language;
  if (steps.routes) markInitialized();
  return context.redirect ? { redirect: context.redirect } : {};
}

/** For tests: the page as if nothing had started. */
export function resetStartup(): void {
  session = undefined;
  permsOrgId = undefined;
  requestedOrgId = undefined;
  setSessionStatus('idle');
}
