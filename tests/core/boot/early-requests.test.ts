import { expect } from 'chai';
import { askEarly } from '../../../src/core/boot/early-requests';
import { createHttpClient } from '../../../src/core/http';
import { requestedLanguage } from '../../../src/core/i18n';
import { SERVER_LANGUAGE_CODES } from '../../../src/core/i18n/language';

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

/** The headers the client sends in an organization, in the page's language. */
const asTheClient = (org: string) => ({ 'X-JMS-ORG': org, 'Accept-Language': SERVER_LANGUAGE_CODES[requestedLanguage()] });

describe('requests sent early', () => {
  it('the client takes the answer of the same request sent early, once, instead of sending it', async () => {
    askEarly('GET', '/__test/echo/?early=same', asTheClient('org-a'));
    const { http, sent } = countingClient('org-a');
    const echo = await http.get<Echo>('/__test/echo/', { params: { early: 'same' } });
    expect(echo.headers['x-jms-org']).to.equal('org-a');
    expect(sent).to.deep.equal([], 'the early answer taken');
    await http.get<Echo>('/__test/echo/', { params: { early: 'same' } });
    expect(sent).to.deep.equal(['/__test/echo/?early=same'], 'asked again: an early answer is taken once');
  });

  it('a request in another organization, in another language, or to another address, is sent, not taken', async () => {
    askEarly('GET', '/__test/echo/?early=org', asTheClient('org-a'));
    askEarly('GET', '/__test/echo/?early=language', { ...asTheClient('org-b'), 'Accept-Language': 'xx' });
    const { http, sent } = countingClient('org-b');
    const echo = await http.get<Echo>('/__test/echo/', { params: { early: 'org' } });
    expect(echo.headers['x-jms-org']).to.equal('org-b');
    const spoken = await http.get<Echo>('/__test/echo/', { params: { early: 'language' } });
    expect(spoken.headers['accept-language']).to.equal(SERVER_LANGUAGE_CODES[requestedLanguage()]);
    await http.get<Echo>('/__test/echo/', { params: { early: 'other' } });
    expect(sent).to.deep.equal(['/__test/echo/?early=org', '/__test/echo/?early=language', '/__test/echo/?early=other']);
  });
});
