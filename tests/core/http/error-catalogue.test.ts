import { expect } from 'chai';
import { MESSAGE_FLASH_MS, LOGIN_PATH, PROFILE_URL, PUBLIC_SETTINGS_URL } from '../../../src/core/constants';
import { createHttpClient, HttpError } from '../../../src/core/http';
import { loadLanguage, t } from '../../../src/core/i18n';
import { setLeavePage } from '../../../src/core/navigation';
import { sessionStatusStore, setSessionStatus, setSignInRedirects } from '../../../src/core/session/status';
import { recordFeedback } from '../../helpers/recording-feedback';

function statusUrl(status: number, body?: unknown) {
  return `/__test/status/${status}/${body === undefined ? '' : `?body=${encodeURIComponent(JSON.stringify(body))}`}`;
}

async function fail(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a failure');
}

describe('the error catalogue', () => {
  let feedback: ReturnType<typeof recordFeedback>;
  let left: string[];
  let restoreLeave: () => void;
  const http = createHttpClient();

  before(() => loadLanguage('en'));
  beforeEach(() => {
    feedback = recordFeedback();
    left = [];
    restoreLeave = setLeavePage((url) => left.push(url));
  });
  afterEach(() => {
    feedback.remove();
    restoreLeave();
  });

  const flashed = () => feedback.flashes.map((flash) => flash.message);
  /** The failures of a moment, as their one flash counts them. */
  const together = (...messages: string[]) => [t('http.failedMany', { count: messages.length, messages: messages.join('; ') })];

  it('its texts come with the first failure, not with the first screen, and every handler of the failure reads them at once', async () => {
    expect(t('http.forbidden')).to.equal('http.forbidden');
    const error = await fail(http.get(statusUrl(403), { silent: true }));
    expect(error.userMessage).to.equal('Bad request, no permission for this operation');
    expect(t('http.forbidden')).to.equal(error.userMessage);
    expect(feedback.flashes).to.have.length(0);
  });

  it('400 shows the server detail', async () => {
    const error = await fail(http.get(statusUrl(400, { detail: 'Name already exists', code: 'invalid' })));
    expect(error.status).to.equal(400);
    expect(flashed()).to.deep.equal(['Name already exists']);
    expect(feedback.flashes[0]).to.include({ kind: 'error', durationMs: MESSAGE_FLASH_MS });
  });

  it('400 without a detail says what the fields say, else the generic text', async () => {
    await fail(http.post(statusUrl(400, { name: ['This field is required.'], non_field_errors: ['Bad pair', 'of values'] })));
    await fail(http.post(statusUrl(400)));
    expect(flashed()[0]).to.equal('Bad pair of values');
    expect(feedback.toasts()).to.deep.equal(together('Bad pair of values', 'Bad request, please check again'));
  });

  it('400 from the public settings explains trusted domains instead', async () => {
    const { reactToError } = await import('../../../src/core/http/errors');
    const url = `${PUBLIC_SETTINGS_URL}`;
    await reactToError(new HttpError('http', '400', { url }, { status: 400, data: { detail: 'Invalid HTTP_HOST header' }, headers: new Headers(), url }));
    expect(feedback.alerts).to.deep.equal([t('http.trustedDomains')]);
    expect(feedback.flashes).to.have.length(0);
  });

  it('403, 409 and 500 have their own texts', async () => {
    await fail(http.get(statusUrl(403, { detail: 'You do not have permission to perform this action.', code: 'permission_denied' })));
    await fail(http.get(statusUrl(409, { detail: 'Someone else is doing this.' })));
    await fail(http.get(statusUrl(500, { detail: 'Traceback...' })));
    expect(feedback.toasts()).to.deep.equal(together('Bad request, no permission for this operation', 'Refreshing, please try again later', 'Server Error'));
  });

  it('other statuses flash the extracted error text for 5 s', async () => {
    await fail(http.get(statusUrl(404, { detail: 'Not found.', code: 'not_found' })));
    await fail(http.get(statusUrl(429, { error: 'Too many requests' })));
    await fail(http.get(statusUrl(502)));
    await fail(http.get(statusUrl(418)));
    expect(feedback.toasts()).to.deep.equal(together('Not found.', 'Too many requests', t('http.unavailable', { status: 502 }), t('http.unexpected', { status: 418 })));
    expect(feedback.flashes.every((flash) => flash.durationMs === 5000)).to.equal(true);
  });

  it("a web page never reaches the user: a proxy's error page reads as the status's sentence, one in place of data as an error", async () => {
    const gateway = await fail(http.get('/__test/page/502/'));
    const refused = await fail(http.post('/__test/page/400/'));
    const portal = await fail(http.get('/__test/page/200/'));
    expect([gateway.data, refused.data, portal.data]).to.deep.equal([undefined, undefined, undefined]);
    expect(typeof portal.response?.data).to.equal('string');
    expect(portal.kind).to.equal('not-data');
    expect(feedback.toasts()).to.deep.equal(together(t('http.unavailable', { status: 502 }), t('http.badRequest'), t('http.notData')));
    // Data is data whatever it holds; an empty answer is no fault either.
    expect(await http.get(statusUrl(200, 'just a JSON string'))).to.equal('just a JSON string');
    expect(await http.delete(statusUrl(204))).to.equal('');
  });

  it('the failures of a moment make one flash that counts them, each message once; a failure later starts a flash of its own', async () => {
    for (let index = 0; index < 4; index += 1) await fail(http.get(statusUrl(403)));
    await fail(http.get(statusUrl(500)));
    expect(feedback.toasts()).to.deep.equal([t('http.failedMany', { count: 5, messages: `${t('http.forbidden')}; ${t('http.serverError')}` })]);
    expect(new Set(feedback.flashes.map((flash) => flash.key)).size).to.equal(1);
    // Shown in another element's feedback (or after the moment), a failure is its own again.
    feedback.remove();
    feedback = recordFeedback();
    await fail(http.get(statusUrl(500)));
    expect(feedback.toasts()).to.deep.equal([t('http.serverError')]);
  });

  it('a silent request flashes nothing but still fails', async () => {
    const error = await fail(http.get(statusUrl(400, { detail: 'quiet' }), { silent: true }));
    expect(error.data).to.deep.equal({ detail: 'quiet' });
    expect(feedback.flashes).to.have.length(0);
  });

  describe('in the console that is the page', () => {
    beforeEach(() => setSignInRedirects(true));
    afterEach(() => setSignInRedirects(false));

    it('401 opens the re-login dialog without a flash', async () => {
      await fail(http.get(statusUrl(401, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' })));
      expect(feedback.relogins).to.deep.equal([t('connection.loginRequired')]);
      expect(feedback.flashes).to.have.length(0);
      expect(left).to.have.length(0);
    });

    it('401 on the profile goes straight to the login page, coming back here', async () => {
      const { reactToError } = await import('../../../src/core/http/errors');
      void reactToError(new HttpError('http', '401', { url: PROFILE_URL }, { status: 401, data: {}, headers: new Headers(), url: PROFILE_URL }));
      expect(feedback.relogins).to.have.length(0);
      expect(left).to.have.length(1);
      const target = new URL(left[0]!, location.origin);
      expect(target.pathname).to.equal(LOGIN_PATH);
      expect(target.searchParams.get('next')).to.equal(`${location.pathname}${location.search}${location.hash}`);
    });
  });

  it('401 in an embedded element never leaves the page: every element shows its sign-in prompt', async () => {
    await fail(http.get(statusUrl(401, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' })));
    expect(feedback.relogins).to.have.length(0);
    expect(feedback.flashes).to.have.length(0);
    expect(left).to.have.length(0);
    const { status, loginDestination } = sessionStatusStore.getState();
    expect(status).to.equal('logged-out');
    expect(new URL(loginDestination!, location.origin).searchParams.getAll('next')).to.deep.equal([`${location.pathname}${location.search}${location.hash}`]);
    setSessionStatus('idle');
  });

  it('412 asks for the identity check, then replays the request', async () => {
    const key = `replay-${Date.now()}`;
    const confirmed = recordFeedback(async () => {
      await http.post(`/__test/confirm/${key}/ok/`);
      return true;
    });
    feedback.remove();
    try {
      const answer = await http.post<{ done: boolean; body: string }>(`/__test/confirm/${key}/?code=password`, { secret: 'x' });
      expect(answer.done).to.equal(true);
      expect(JSON.parse(answer.body)).to.deep.equal({ secret: 'x' });
      expect(confirmed.identityChecks).to.deep.equal(['password']);
      const { attempts } = await http.get<{ attempts: number }>(`/__test/confirm/${key}/count/`);
      expect(attempts).to.equal(2);
    } finally {
      confirmed.remove();
    }
  });

  it('412 cancelled fails the request without a flash', async () => {
    const key = `cancel-${Date.now()}`;
    const error = await fail(http.delete(`/__test/confirm/${key}/?code=mfa`));
    expect(error.status).to.equal(412);
    expect(feedback.identityChecks).to.deep.equal(['mfa']);
    expect(feedback.flashes).to.have.length(0);
    const { attempts } = await http.get<{ attempts: number }>(`/__test/confirm/${key}/count/`);
    expect(attempts).to.equal(1);
  });
});
