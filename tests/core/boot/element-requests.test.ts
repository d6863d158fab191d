import { expect } from 'chai';
import { takeEarly } from '../../../src/core/boot/early-requests';
import { AUDIT_FIRST_LIST, startElementRequests } from '../../../src/core/boot/element-requests';
import { DEFAULT_ORG_ID, ORG_HEADER, PROFILE_URL } from '../../../src/core/constants';
import { AUDIT_URLS } from '../../../src/views/audit/audit-urls';
import { SESSION_LISTS } from '../../../src/views/audit/session-audit/session-lists';
import { sessionQuery } from '../../../src/views/audit/session-audit/session-presets';

/** A page holding this markup; its elements are never upgraded (no browsing context), as before their module has run. */
function pageWith(markup: string): Document {
  const page = document.implementation.createHTMLDocument('portal');
  page.body.innerHTML = markup;
  return page;
}

/** The early answer to a request the client sends in the default organization, in this language: taken, so each test starts clean. */
const early = (method: string, url: string, language = 'en') => takeEarly(method, url, { [ORG_HEADER]: DEFAULT_ORG_ID, 'Accept-Language': language });

const SESSIONS_PAGE = (limit: number) => `/api/v1/terminal/sessions/?is_finished=0&offset=0&limit=${limit}&display=1&draw=1`;

describe('the elements’ first requests', () => {
  it('ask for the session and the running sessions of a plain <jms-session-audit>, in its language and page size', () => {
    startElementRequests(pageWith('<jms-session-audit lang="ja" page-size="30"></jms-session-audit>'));
    expect(early('GET', PROFILE_URL, 'ja'), 'the profile').to.be.instanceOf(Promise);
    expect(early('GET', SESSIONS_PAGE(30), 'ja'), 'the first page').to.be.instanceOf(Promise);
    expect(early('OPTIONS', '/api/v1/terminal/sessions/?draw=1&display=1', 'ja'), 'the OPTIONS').to.be.instanceOf(Promise);
  });

  it('leave a preset or another view to the element: the session only', () => {
    startElementRequests(pageWith('<jms-session-audit view="history"></jms-session-audit><jms-session-audit user="bob"></jms-session-audit>'));
    expect(early('GET', PROFILE_URL), 'the profile').to.be.instanceOf(Promise);
    expect(early('GET', SESSIONS_PAGE(15))).to.equal(undefined);
    expect(early('OPTIONS', '/api/v1/terminal/sessions/?draw=1&display=1')).to.equal(undefined);
  });

  it('send nothing when an element names a server or carries a token, or when there is no element yet', () => {
    const withToken = pageWith('<jms-ticket-inbox></jms-ticket-inbox>');
    Object.assign(withToken.querySelector('jms-ticket-inbox')!, { token: 'Bearer secret' });
    for (const page of [pageWith('<jms-session-audit base-url="https://jms.example.com"></jms-session-audit>'), withToken, pageWith('<p>portal</p>')]) {
      startElementRequests(page);
      expect(early('GET', PROFILE_URL), page.body.innerHTML).to.equal(undefined);
    }
  });

  it('the session audit’s first list is the element’s own: its address and query, changed only by the presets named', () => {
    const list = AUDIT_FIRST_LIST;
    expect(list.url).to.equal(AUDIT_URLS.sessions);
    expect(list.filters).to.deep.equal(SESSION_LISTS.online.query);
    expect(SESSION_LISTS.online.dateRange).to.equal(false, 'the dates preset change past sessions only');
    expect(sessionQuery({ dateFrom: '2026-01-01', dateTo: '2026-02-01', riskLevel: 'high' })).to.deep.equal({});
    for (const preset of list.presets) expect(sessionQuery({ [preset]: 'x' }), preset).to.not.deep.equal({});
  });
});
