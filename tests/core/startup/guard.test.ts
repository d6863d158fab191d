import { expect } from 'chai';
import { DEFAULT_ORG_ID, LOGIN_PATH, LOGOUT_PATH } from '../../../src/core/constants';
import { readCookie } from '../../../src/core/cookies';
import { createHttpClient, http } from '../../../src/core/http';
import { orgMemory } from '../../../src/core/session/org-memory';
import { sessionStore } from '../../../src/core/session/store';
import { appStore } from '../../../src/core/startup/app-state';
import { sessionStatusStore } from '../../../src/core/session/status';
import { runStartupGuard } from '../../../src/core/startup/console-guard';
import { ensureSession, STARTUP_STEPS, StartupAborted, type StartupStep } from '../../../src/core/startup/guard';
import { stopSessionMarker } from '../../../src/core/startup/session-marker';
import { recordFeedback } from '../../helpers/recording-feedback';
import { loginAs, logout, resetConsole } from '../../helpers/session';

/** An HTTP client that writes down when each path was sent and answered. */
function recordingClient() {
  const events: string[] = [];
  const recording = createHttpClient({
    orgId: () => sessionStore.getState().currentOrg?.id,
    fetch: (input, init) => {
      const path = new URL(String(input), location.href).pathname;
      events.push(`sent ${path}`);
      return fetch(input, init).then((answer) => {
        events.push(`answered ${path}`);
        return answer;
      });
    },
  });
  return { events, recording };
}

function trace() {
  const steps: StartupStep[] = [];
  return { steps, onStep: (step: StartupStep) => steps.push(step) };
}

async function aborted(promise: Promise<unknown>): Promise<void> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(StartupAborted);
    return;
  }
  throw new Error('expected the guard to stop');
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the startup guard', () => {
  let feedback: ReturnType<typeof recordFeedback>;
  beforeEach(() => {
    resetConsole();
    feedback = recordFeedback();
  });
  afterEach(async () => {
    feedback.remove();
    stopSessionMarker();
    await logout();
  });

  it('runs its steps in the spec order, once', async () => {
    await loginAs('admin');
    const run = trace();
    const routes: string[] = [];
    const result = await runStartupGuard({ requestedPath: '/console/users/users', ...run, generateRoutes: () => void routes.push('generated') });
    expect(run.steps).to.deep.equal([...STARTUP_STEPS]);
    expect(routes).to.deep.equal(['generated']);
    expect(result).to.deep.equal({});
    expect(sessionStore.getState().profile?.username).to.equal('admin');
    expect(appStore.getState().initialized).to.equal(true);

    const again = trace();
    expect(await runStartupGuard({ requestedPath: '/audit/dashboard', ...again })).to.deep.equal({});
    expect(again.steps).to.deep.equal([]);
  });

  it('shares one run between concurrent callers', async () => {
    await loginAs('admin');
    const run = trace();
    const [first, second] = await Promise.all([runStartupGuard({ requestedPath: '/console/dashboard', ...run }), runStartupGuard({ requestedPath: '/console/dashboard', ...run })]);
    expect(first).to.equal(second);
    expect(run.steps).to.have.length(STARTUP_STEPS.length);
  });

  it('sends a user to an allowed view, the stored preference first', async () => {
    await loginAs('user');
    const run = trace();
    expect(await runStartupGuard({ requestedPath: '/console/users/users', ...run })).to.deep.equal({ redirect: '/workbench' });
    resetConsole();
    localStorage.setItem('PreView', 'workbench');
    expect(await runStartupGuard({ requestedPath: '/', ...trace() })).to.deep.equal({ redirect: '/workbench' });
  });

  it('lets the profile pages through for everyone', async () => {
    await loginAs('user');
    expect(await runStartupGuard({ requestedPath: '/profile/info', ...trace() })).to.deep.equal({});
  });

  it('logged out without a session marker: reports it, with logout then the login page as the page console’s way out', async () => {
    document.cookie = 'jms_session_expire=; path=/; max-age=0';
    const run = trace();
    await aborted(runStartupGuard({ requestedPath: '/console/users/users', ...run }));
    expect(run.steps).to.deep.equal(['appInit', 'publicSettings', 'checkSession']);
    const { status, loginDestination } = sessionStatusStore.getState();
    expect(status).to.equal('logged-out');
    const target = new URL(loginDestination!, location.origin);
    expect(target.pathname).to.equal(LOGOUT_PATH);
    expect(new URL(target.searchParams.get('next')!, location.origin).pathname).to.equal(LOGIN_PATH);
  });

  it('logged out with a session marker: straight to the login page', async () => {
    document.cookie = 'jms_session_expire=close; path=/';
    await aborted(runStartupGuard({ requestedPath: '/audit/dashboard', ...trace() }));
    expect(new URL(sessionStatusStore.getState().loginDestination!, location.origin).pathname).to.equal(LOGIN_PATH);
    document.cookie = 'jms_session_expire=; path=/; max-age=0';
  });

  it('shares the session an element started: one profile and one settings request for both', async () => {
    await loginAs('admin');
    const requested: string[] = [];
    const counting = createHttpClient({
      orgId: () => sessionStore.getState().currentOrg?.id,
      onResponse: (_response, request) => void requested.push(request.url),
    });
    const element = ensureSession({ http: counting });
    const run = trace();
    await runStartupGuard({ requestedPath: '/console/users/users', ...run, http: counting });
    expect(await element).to.equal('ok');
    expect(run.steps).to.deep.equal(STARTUP_STEPS.filter((step) => !['appInit', 'publicSettings', 'checkSession', 'publicSettingsAgain'].includes(step)));
    expect(requested.filter((url) => url === '/api/v1/users/profile/')).to.have.length(1);
    expect(requested.filter((url) => url.startsWith('/api/v1/settings/public/'))).to.deep.equal(['/api/v1/settings/public/open/', '/api/v1/settings/public/']);
    expect(sessionStatusStore.getState().status).to.equal('ok');
  });

  it('asks for the settings it reads again while the profile is on its way, not after it; once', async () => {
    await loginAs('admin');
    const { events, recording } = recordingClient();
    await runStartupGuard({ requestedPath: '/console/users/users', ...trace(), http: recording });
    expect(events.indexOf('sent /api/v1/settings/public/')).to.be.above(-1);
    expect(events.indexOf('sent /api/v1/settings/public/')).to.be.below(events.indexOf('answered /api/v1/users/profile/'));
    expect(events.filter((event) => event === 'sent /api/v1/settings/public/')).to.have.length(1);
  });

  it('checks the session while the open settings are on their way', async () => {
    await loginAs('admin');
    const { events, recording } = recordingClient();
    await runStartupGuard({ requestedPath: '/console/users/users', ...trace(), http: recording });
    expect(events.indexOf('sent /api/v1/users/profile/')).to.be.above(-1);
    expect(events.indexOf('sent /api/v1/users/profile/')).to.be.below(events.indexOf('answered /api/v1/settings/public/open/'));
  });

  it("keeps a 'close' session's marker alive", async () => {
    await loginAs('admin');
    document.cookie = 'jms_session_expire=close; path=/';
    await runStartupGuard({ requestedPath: '/console/dashboard', ...trace() });
    document.cookie = 'jms_session_expire=; path=/; max-age=0';
    expect(readCookie('jms_session_expire')).to.equal(undefined);
    await wait(10_200);
    expect(readCookie('jms_session_expire')).to.equal('close');
  }).timeout(15_000);

  it('replaces an organization the user may not use with the default one', async () => {
    await loginAs('admin');
    localStorage.setItem('lastUsername', JSON.stringify('admin'));
    orgMemory.saveCurrent('admin', { id: '11111111-2222-4333-8444-555555555555', name: 'Not mine' });
    await runStartupGuard({ requestedPath: '/console/users/users', ...trace() });
    const { currentOrg, consoleOrgs } = sessionStore.getState();
    expect(consoleOrgs.some((org) => org.id === currentOrg?.id)).to.equal(true);
    expect(currentOrg?.id).to.equal(consoleOrgs.find((org) => org.is_default)?.id ?? DEFAULT_ORG_ID);
    expect(orgMemory.current('admin')?.id).to.equal(currentOrg?.id);
  });

  it('reads the profile once when the user ends up in the default organization', async () => {
    await loginAs('admin');
    const requested: string[] = [];
    const counting = createHttpClient({
      orgId: () => sessionStore.getState().currentOrg?.id,
      onResponse: (_response, request) => void requested.push(request.url),
    });
    await runStartupGuard({ requestedPath: '/console/users/users', ...trace(), http: counting });
    expect(requested.filter((url) => url === '/api/v1/users/profile/')).to.have.length(1);
    expect(sessionStore.getState().currentOrg?.id).to.equal(DEFAULT_ORG_ID);
  });

  it('replaces a stored organization that is not an object', async () => {
    await loginAs('admin');
    localStorage.setItem('lastUsername', JSON.stringify('admin'));
    localStorage.setItem('currentOrg', JSON.stringify({ admin: 'default' }));
    await runStartupGuard({ requestedPath: '/console/users/users', ...trace() });
    expect(sessionStore.getState().currentOrg).to.be.an('object').with.property('id');
  });

  it('sends a first-login user to complete their profile', async () => {
    await loginAs('admin');
    const username = `first-${Date.now()}`;
    await http.post('/api/v1/users/users/', {
      name: 'First Login',
      username,
      email: `${username}@example.com`,
      password_strategy: 'custom',
      password: 'Fresh-Passw0rd!',
    });
    await logout();
    await loginAs(username, 'Fresh-Passw0rd!');
    expect(await runStartupGuard({ requestedPath: '/workbench/home', ...trace() })).to.deep.equal({ redirect: '/profile/improvement' });
  });

  it('shows the error and stops when routes cannot be generated', async () => {
    await loginAs('admin');
    let failed: unknown;
    try {
      await runStartupGuard({
        requestedPath: '/console/dashboard',
        ...trace(),
        generateRoutes: () => {
          throw new Error('');
        },
      });
    } catch (error) {
      failed = error;
    }
    expect(failed).to.be.instanceOf(Error);
    expect(feedback.flashes.map((flash) => flash.message)).to.deep.equal(['Has Error']);
    expect(appStore.getState().initialized).to.equal(false);
  });
});
