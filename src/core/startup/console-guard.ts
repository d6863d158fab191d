import { setAssetCategories, type AssetCategory } from '../asset-categories';
import { ASSET_CATEGORIES_URL, FIRST_LOGIN_PATH, STORAGE_KEYS } from '../constants';
import { feedback } from '../http';
import { t } from '../i18n';
import { afterMainContent } from '../main-content';
import { allowedViews, orgsForView, VIEWS } from '../routes/views';
import { sessionStatus } from '../session/status';
import { sessionStore, setUsingOrgs } from '../session/store';
import { readText } from '../storage';
import { appStore } from './app-state';
import { ensureSession, runSteps, sessionSteps, settleOrganization, StartupAborted, type StartupOptions, type StartupResult, type StartupSteps } from './guard';

/*
 * The console's own startup steps, after the page's session (guard.ts): the
 * view, its organization, the routes, the first login, the asset categories.
 * No element but the console runs them, so they load with the console.
 */

const consoleSteps: StartupSteps = {
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
    const orgs = orgsForView(context.view ?? 'workbench', sessionStore.getState());
    setUsingOrgs(orgs);
    await settleOrganization(context, orgs);
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
let consoleStarted = false;

/**
 * Runs the console's startup sequence once; while it runs, callers share it,
 * and once the console is initialized it returns at once. Its first run
 * continues the page's session (ensureSession); a view switch clears the flag
 * and the whole sequence runs again.
 */
export function runStartupGuard(options: StartupOptions): Promise<StartupResult> {
  if (appStore.getState().initialized) return Promise.resolve({});
  if (!running) {
    const first = !consoleStarted || sessionStatus() !== 'ok';
    consoleStarted = true;
    running = (first ? startFromSession(options) : runSteps(options, { ...sessionSteps, ...consoleSteps })).finally(() => {
      running = undefined;
    });
  }
  return running;
}

async function startFromSession(options: StartupOptions): Promise<StartupResult> {
  const status = await ensureSession(options);
  if (status === 'logged-out') throw new StartupAborted('Not logged in');
  return runSteps(options, consoleSteps);
}

/** For tests: the console as if its guard had never run. */
export function resetConsoleGuard(): void {
  running = undefined;
  consoleStarted = false;
}
