import { setAssetCategories, type AssetCategory } from '../asset-categories';
import {
  ASSET_CATEGORIES_URL,
  FIRST_LOGIN_PATH,
  LOGOUT_PATH,
  DEFAULT_ORG_ID,
  PROFILE_FAILURE_REDIRECT_MS,
  PUBLIC_SETTINGS_OPEN_URL,
  PUBLIC_SETTINGS_URL,
  STORAGE_KEYS,
} from '../constants';
import { feedback, http as appHttp, isHttpError, loginUrl, setRefreshAction, type HttpClient } from '../http';
import { loadPageLanguage, t } from '../i18n';
import { allowedViews, defaultOrg, orgPermitted, orgsForView, VIEWS, type ViewName } from '../orgs';
import { afterMainContent } from '../main-content';
import { leavePage } from '../navigation';
import { setPublicSettings, type PublicSettings } from '../public-settings';
import { EmptyProfileError, loadProfile } from '../session/load-profile';
import { orgMemory } from '../session/org-memory';
import { sessionStore, setCurrentOrg, setPerms, setProfile, setUsingOrgs } from '../session/store';
import type { Org } from '../session/types';
import { readText } from '../storage';
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

export interface StartupOptions {
  /** The route asked for, e.g. `/console/users/users`. */
  requestedPath: string;
  generateRoutes?: () => void | Promise<void>;
  http?: HttpClient;
  /** Leaves the console for a server page (login, logout); the page's navigation by default. */
  leave?: (url: string) => void;
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

interface Context extends Required<Omit<StartupOptions, 'onStep'>> {
  view: ViewName | undefined;
  redirect: string | undefined;
  /** The organization the loaded permissions belong to. */
  permsOrgId: string | undefined;
}

const DEFAULT_ORG: Org = { id: DEFAULT_ORG_ID, name: 'DEFAULT', is_default: true };

const steps: Record<StartupStep, (context: Context) => Promise<void>> = {
  async appInit() {
    await loadPageLanguage();
  },

  async publicSettings(context) {
    const open = await context.http.get<PublicSettings>(PUBLIC_SETTINGS_OPEN_URL, { silent: true });
    setPublicSettings(open);
  },

  async checkSession(context) {
    const marker = readSessionMarker();
    // Permissions belong to an organization: ask for them in the one this
    // browser last used, or the default one, which most users end up in, so
    // the organization check rarely has to read them again.
    const lastUser = orgMemory.lastUser();
    const remembered: unknown = lastUser ? orgMemory.current(lastUser) : null;
    const requestOrg = remembered && typeof remembered === 'object' && 'id' in remembered ? (remembered as Org) : DEFAULT_ORG;
    sessionStore.setState({ currentOrg: requestOrg });
    try {
      const { profile, extra } = await loadProfile(context.http, { silent: true, handleUnauthorized: false });
      setProfile(profile, extra);
    } catch (error) {
      if (error instanceof EmptyProfileError) feedback().flash(t('session.verificationFailed'), 'error', 5000);
      const loggedOut = error instanceof EmptyProfileError || (isHttpError(error) && (error.status === 401 || error.status === 403));
      if (!loggedOut) throw error;
      // A server without the marker (v3.10 and later) is logged out: log out, then the login page.
      const destination = marker ? loginUrl() : `${LOGOUT_PATH}?next=${encodeURIComponent(loginUrl())}`;
      setTimeout(() => context.leave(destination), PROFILE_FAILURE_REDIRECT_MS);
      throw new StartupAborted('Not logged in');
    }
    context.permsOrgId = requestOrg.id;
    if (marker === 'close') keepSessionMarkerAlive();
    setRefreshAction(() => {
      loadProfile(context.http, { silent: true }).then(({ profile, extra }) => setProfile(profile, extra), () => undefined);
    });
  },

  async publicSettingsAgain(context) {
    setPublicSettings(await context.http.get<PublicSettings>(PUBLIC_SETTINGS_URL));
  },

  async viewPermission(context) {
    const session = sessionStore.getState();
    const allowed = allowedViews(session);
    const first = context.requestedPath.split('/').filter(Boolean)[0];
    const requested = VIEWS.find((view) => view === first);
    if (first === 'profile') context.view = 'profile';
    if (requested && allowed.includes(requested)) context.view = requested;
    if (context.view) return;
    if (first && !requested) return;
    const stored = readText(STORAGE_KEYS.preView);
    const preferred = allowed.find((view) => view === stored) ?? allowed[0] ?? 'workbench';
    context.view = preferred;
    context.redirect = `/${preferred}`;
  },

  async organization(context) {
    const session = sessionStore.getState();
    const orgs = orgsForView(context.view ?? 'workbench', session);
    setUsingOrgs(orgs);
    if (!orgs.length) return;
    let current: unknown = session.currentOrg;
    if (current !== null && (typeof current !== 'object' || !('id' in current))) {
      console.warn('The current organization is not an object, replacing it:', current);
      current = null;
    }
    // The list's own object: its name may have changed since it was stored.
    const target = orgPermitted(current, orgs) ? orgs.find((org) => org.id === current.id) : defaultOrg(orgs);
    if (!target) return;
    if (target !== current) setCurrentOrg(target);
    if (target.id !== context.permsOrgId) {
      const { profile, extra } = await loadProfile(context.http, { silent: true });
      setPerms(extra.perms ?? profile.perms ?? []);
      context.permsOrgId = target.id;
    }
  },

  async routes(context) {
    try {
      await context.generateRoutes();
    } catch (error) {
      feedback().flash(error instanceof Error && error.message ? error.message : t('startup.hasError'), 'error', 5000);
      throw error;
    }
  },

  async firstLogin(context) {
    if (sessionStore.getState().profile?.is_first_login && context.requestedPath !== FIRST_LOGIN_PATH) context.redirect = FIRST_LOGIN_PATH;
  },

  async assetCategories(context) {
    // Only the asset screens read them: they are fetched once the first screen shows.
    void afterMainContent()
      .then(() => context.http.get<AssetCategory[]>(ASSET_CATEGORIES_URL, { silent: true }))
      .then(setAssetCategories, () => setAssetCategories([]));
  },
};

let running: Promise<StartupResult> | undefined;
let embedded: Promise<SessionStatus> | undefined;

export type SessionStatus = 'ok' | 'logged-out';

/** What an element embedded in another page needs: language, settings, the user and an organization. */
const EMBEDDED_STEPS: readonly StartupStep[] = ['appInit', 'publicSettings', 'checkSession', 'publicSettingsAgain', 'organization'];

/**
 * For elements outside the console: shares the console's startup when one is
 * on the page, else runs the session part of it once. A logged-out user is
 * reported, not sent away: the embedding page stays where it is.
 */
export function ensureSession(http?: HttpClient): Promise<SessionStatus> {
  if (running) return running.then(() => 'ok' as const, loggedOutOrThrow);
  if (appStore.getState().initialized) return Promise.resolve('ok');
  embedded ??= runSteps({ requestedPath: '/workbench', leave: () => undefined, ...(http ? { http } : {}) }, EMBEDDED_STEPS).then(
    () => 'ok' as const,
    (error: unknown) => {
      embedded = undefined;
      return loggedOutOrThrow(error);
    },
  );
  return embedded;
}

function loggedOutOrThrow(error: unknown): SessionStatus {
  if (error instanceof StartupAborted) return 'logged-out';
  throw error;
}

/**
 * Runs the startup sequence once; while it runs, callers share it, and once the
 * console is initialized it returns at once. A view switch clears the flag.
 */
export function runStartupGuard(options: StartupOptions): Promise<StartupResult> {
  if (appStore.getState().initialized) return Promise.resolve({});
  if (!running) {
    running = runSteps(options).finally(() => {
      running = undefined;
    });
  }
  return running;
}

async function runSteps(options: StartupOptions, only: readonly StartupStep[] = STARTUP_STEPS): Promise<StartupResult> {
  const context: Context = {
    requestedPath: options.requestedPath,
    generateRoutes: options.generateRoutes ?? (() => undefined),
    http: options.http ?? appHttp,
    leave: options.leave ?? leavePage,
    view: undefined,
    redirect: undefined,
    permsOrgId: undefined,
  };
  for (const step of only) {
    options.onStep?.(step);
    await steps[step](context);
  }
  if (only === STARTUP_STEPS) markInitialized();
  return context.redirect ? { redirect: context.redirect } : {};
}
