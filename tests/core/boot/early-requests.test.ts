import { expect } from 'chai';
import { askEarly } from '../../../src/core/boot/early-requests';
import { createHttpClient } from '../../../src/core/http';

type Echo = { method: string; url: string; headers: Record<string, string> };

/** A client in an organization, counting the requests it sends itself. */
function countingClient(org: string) {
  const sent: string[] = [];
  const http = createHttpClient({
    orgId: () => org,
    fetch: (input, init) => {
      sent.push(String(input));
      return fetch(input, init);
    },
  });
  return { http, sent };
}

describe('requests sent early', () => {
  it('the client takes the answer of the same request sent early, once, instead of sending it', async () => {
    askEarly('GET', '/__test/echo/?early=same', { 'X-JMS-ORG': 'org-a' }, 'org-a');
    const { http, sent } = countingClient('org-a');
    const echo = await http.get<Echo>('/__test/echo/', { params: { early: 'same' } });
    expect(echo.headers['x-jms-org']).to.equal('org-a');
    expect(sent).to.deep.equal([], 'the early answer taken');
    await http.get<Echo>('/__test/echo/', { params: { early: 'same' } });
    expect(sent).to.deep.equal(['/__test/echo/?early=same'], 'asked again: an early answer is taken once');
  });

  it('a request in another organization, or to another address, is sent, not taken', async () => {
    askEarly('GET', '/__test/echo/?early=org', { 'X-JMS-ORG': 'org-a' }, 'org-a');
    const { http, sent } = countingClient('org-b');
    const echo = await http.get<Echo>('/__test/echo/', { params: { early: 'org' } });
    expect(echo.headers['x-jms-org']).to.equal('org-b');
    await http.get<Echo>('/__test/echo/', { params: { early: 'other' } });
    expect(sent).to.deep.equal(['/__test/echo/?early=org', '/__test/echo/?early=other']);
  });
});
