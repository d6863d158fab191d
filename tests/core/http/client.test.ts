import { expect } from 'chai';
import { HTTP_TIMEOUT_MS } from '../../../src/core/constants';
import { createHttpClient, HttpError, serializeParams } from '../../../src/core/http';
import { loadLanguage, t } from '../../../src/core/i18n';
import { setLeavePage } from '../../../src/core/navigation';
import { recordFeedback } from '../../helpers/recording-feedback';

type Echo = { method: string; url: string; headers: Record<string, string>; body: string };

function clearCookie(name: string) {
  document.cookie = `${name}=; path=/; max-age=0`;
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the request to fail');
}

describe('the HTTP core', () => {
  let feedback: ReturnType<typeof recordFeedback>;
  let left: string[];
  let restoreLeave: () => void;

  before(() => loadLanguage('en'));
  beforeEach(() => {
    feedback = recordFeedback();
    left = [];
    restoreLeave = setLeavePage((url) => left.push(url));
  });
  afterEach(() => {
    feedback.remove();
    restoreLeave();
    clearCookie('jms_csrftoken');
    clearCookie('SESSION_COOKIE_NAME_PREFIX');
    clearCookie('corp_csrftoken');
  });

  it('sends the CSRF token from the cookie the server names', async () => {
    const http = createHttpClient();
    document.cookie = 'jms_csrftoken=token-one; path=/';
    expect((await http.post<Echo>('/__test/echo/', {})).headers['x-csrftoken']).to.equal('token-one');
    document.cookie = 'SESSION_COOKIE_NAME_PREFIX=corp_; path=/';
    document.cookie = 'corp_csrftoken=token-two; path=/';
    expect((await http.post<Echo>('/__test/echo/', {})).headers['x-csrftoken']).to.equal('token-two');
  });

  it('sends no CSRF header when there is no token', async () => {
    const echo = await createHttpClient().get<Echo>('/__test/echo/');
    expect(echo.headers).not.to.have.property('x-csrftoken');
  });

  it('asks the server for the page’s language, not the browser’s (Accept-Language), from the moment it is asked for', async () => {
    const http = createHttpClient();
    expect((await http.get<Echo>('/__test/echo/')).headers['accept-language']).to.equal('en');
    const switching = loadLanguage('zh');
    expect((await http.get<Echo>('/__test/echo/')).headers['accept-language']).to.equal('zh-hans');
    await switching;
    await loadLanguage('en');
  });

  it('sends the organization and the browser time zone', async () => {
    const echo = await createHttpClient({ orgId: () => 'org-123' }).get<Echo>('/__test/echo/');
    expect(echo.headers['x-jms-org']).to.equal('org-123');
    expect(echo.headers['x-tz']).to.equal(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const none = await createHttpClient({ orgId: () => undefined }).get<Echo>('/__test/echo/');
    expect(none.headers).not.to.have.property('x-jms-org');
  });

  it('answers the body, or the whole response with raw: 1', async () => {
    const http = createHttpClient();
    const body = await http.get<{ ok: boolean }>('/__test/sql/', { params: { count: 3 } });
    expect(body).to.deep.equal({ ok: true });
    const response = await http.request<{ ok: boolean }>({ url: '/__test/sql/', params: { count: 3 }, raw: 1 });
    expect(response.status).to.equal(200);
    expect(response.data).to.deep.equal({ ok: true });
    expect(response.headers.get('X-JMS-SQL-COUNT')).to.equal('3');
  });

  it('serializes queries as JumpServer reads them', async () => {
    expect(serializeParams({ a: 1, b: null, c: undefined, ids: ['x', 'y'], flag: true, empty: '' })).to.equal('a=1&ids=x%2Cy&flag=true&empty=');
    const echo = await createHttpClient().get<Echo>('/__test/echo/', { params: { ids: ['a', 'b'], skip: undefined } });
    expect(echo.url).to.equal('/__test/echo/?ids=a%2Cb');
  });

  it('sends JSON bodies', async () => {
    const echo = await createHttpClient().patch<Echo>('/__test/echo/', { ids: [1, 2] });
    expect(echo.method).to.equal('PATCH');
    expect(JSON.parse(echo.body)).to.deep.equal({ ids: [1, 2] });
    expect(echo.headers['content-type']).to.equal('application/json');
  });

  it('gives up after the time-out, 120 s unless the request says otherwise', async () => {
    expect(HTTP_TIMEOUT_MS).to.equal(120_000);
    const delays: number[] = [];
    const original = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
      delays.push(delay ?? 0);
      return original(handler, delay, ...rest);
    }) as typeof window.setTimeout;
    try {
      await createHttpClient().get('/__test/echo/');
    } finally {
      window.setTimeout = original;
    }
    expect(delays).to.include(HTTP_TIMEOUT_MS);

    const error = await rejection(createHttpClient().get('/__test/slow/', { params: { ms: 2000 }, timeoutMs: 150 }));
    expect(error.kind).to.equal('timeout');
    expect(feedback.flashes.map((flash) => flash.message)).to.deep.equal([t('http.timeout')]);
  });

  it('reports a dropped connection as a network failure', async () => {
    const error = await rejection(createHttpClient().get('/__test/drop/'));
    expect(error.kind).to.equal('network');
    expect(feedback.flashes[0]?.message).to.equal(t('connection.networkError'));
  });

  it('never retries a failed request', async () => {
    const key = `retry-${Date.now()}`;
    await rejection(createHttpClient().get(`/__test/counted/${key}/`, { params: { status: 500 } }));
    await rejection(createHttpClient().get(`/__test/counted/${key}/`, { params: { status: 503 } }));
    const { hits } = await createHttpClient().get<{ hits: number }>(`/__test/counted/${key}/count/`);
    expect(hits).to.equal(2);
  });

  it('can be aborted by the caller', async () => {
    const controller = new AbortController();
    const pending = createHttpClient().get('/__test/slow/', { params: { ms: 2000 }, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(pending);
    expect(error.kind).to.equal('aborted');
    expect(feedback.flashes).to.have.length(0);
  });

  it('calls onResponse for every answer, good or bad', async () => {
    const seen: number[] = [];
    const http = createHttpClient({ onResponse: (response) => seen.push(response.status) });
    await http.get('/__test/echo/');
    await rejection(http.get('/__test/status/404/', { silent: true }));
    expect(seen).to.deep.equal([200, 404]);
  });
});
