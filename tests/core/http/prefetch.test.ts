import { expect } from 'chai';
import { createHttpClient, HttpError, setToken } from '../../../src/core/http';
import { loadLanguage } from '../../../src/core/i18n';
import { recordFeedback } from '../../helpers/recording-feedback';

/** The number of times the test API answered /__test/counted/<key>/. */
async function hits(key: string): Promise<number> {
  return ((await (await fetch(`/__test/counted/${key}/count/`)).json()) as { hits: number }).hits;
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe("the HTTP core's prefetched answers", () => {
  let feedback: ReturnType<typeof recordFeedback>;
  let org: string;
  const http = createHttpClient({ orgId: () => org, prefetchKeepMs: 300 });
  before(() => loadLanguage('en'));
  beforeEach(() => {
    feedback = recordFeedback();
    org = 'org-a';
  });
  afterEach(() => feedback.remove());

  it('the identical GET that follows takes the answer: one request reaches the server', async () => {
    http.prefetch('/__test/counted/taken/', { params: { offset: 0, limit: 15 } });
    http.prefetch('/__test/counted/taken/', { params: { offset: 0, limit: 15 } });
    expect(await http.get('/__test/counted/taken/', { params: { offset: 0, limit: 15 } })).to.deep.equal({ detail: 'counted' });
    expect(await hits('taken')).to.equal(1);
    // Taken once: the next GET asks the server.
    await http.get('/__test/counted/taken/', { params: { offset: 0, limit: 15 } });
    expect(await hits('taken')).to.equal(2);
  });

  it('another query, organization or method asks the server itself', async () => {
    http.prefetch('/__test/counted/other/', { params: { limit: 15 } });
    await http.get('/__test/counted/other/', { params: { limit: 30 } });
    org = 'org-b';
    await http.get('/__test/counted/other/', { params: { limit: 15 } });
    await http.options('/__test/counted/other/', { params: { limit: 15 } });
    expect(await hits('other')).to.equal(4);
    org = 'org-a';
    await http.get('/__test/counted/other/', { params: { limit: 15 } });
    expect(await hits('other')).to.equal(4, 'the prefetched answer was still there for its own request');
  });

  it('a failure comes with the request that takes it, with the usual feedback, and only then', async () => {
    http.prefetch('/__test/counted/failing/', { params: { status: 500 } });
    await wait(100);
    expect(feedback.flashes).to.deep.equal([]);
    let failure: unknown;
    await http.get('/__test/counted/failing/', { params: { status: 500 } }).catch((error: unknown) => (failure = error));
    expect(failure).to.be.instanceOf(HttpError);
    expect((failure as HttpError).status).to.equal(500);
    expect(feedback.flashes).to.have.length(1);
    expect(await hits('failing')).to.equal(1);
  });

  it('an answer nobody takes is dropped after its time', async () => {
    http.prefetch('/__test/counted/dropped/');
    await wait(400);
    await http.get('/__test/counted/dropped/');
    expect(await hits('dropped')).to.equal(2);
  });

  it('the function it returns drops the answer at once: the next GET asks the server', async () => {
    const drop = http.prefetch('/__test/counted/dropped-now/');
    drop();
    await http.get('/__test/counted/dropped-now/');
    expect(await hits('dropped-now')).to.equal(2);
  });

  it('a GET sent with another credential does not take it', async () => {
    http.prefetch('/__test/counted/credential/');
    setToken('a-token');
    try {
      await http.get('/__test/counted/credential/');
    } finally {
      setToken(undefined);
    }
    expect(await hits('credential')).to.equal(2);
  });
});
